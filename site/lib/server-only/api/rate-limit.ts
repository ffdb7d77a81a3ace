import { AsyncLocalStorage } from 'node:async_hooks'
import { rateHeaders, type RateState } from '../../../../cms/limits'
import { batchedCounter, sharedCounter } from '../../../../cms/limits'
import { AppError } from '../../../../shared/contracts/errors'

export { rateHeaders, type RateState }

/**
 * A fixed-window counter named `name`, shared by every instance through PostgreSQL
 * (cms/limits/shared-counts.ts): `limit` requests per key per window, the window starting at the
 * key's first request. Exact (one statement per request) unless `batched`: then counted in memory
 * and synced about every second, within the tolerance docs/api.md states.
 */
export function createRateCounter({
  name,
  limit,
  windowMs,
  batched = false,
}: {
  name: string
  limit: number
  windowMs: number
  batched?: boolean
}) {
  const counter = (batched ? batchedCounter : sharedCounter)(name, Math.ceil(windowMs / 1000))
  return async (key: string): Promise<RateState> => {
    const { consumed, msLeft } = await counter.hit(key)
    const resetS = Math.ceil(msLeft / 1000)
    return { limit, remaining: Math.max(0, limit - consumed), resetS, exceeded: consumed > limit }
  }
}

/** A counter that refuses (429) once a key passes `limit` requests in its window. */
export function createRateLimit(options: { name: string; limit: number; windowMs: number }) {
  const count = createRateCounter(options)
  return async (key: string): Promise<RateState> => {
    const state = await count(key)
    rateScope.getStore()?.push(state)
    if (state.exceeded) throw new RateLimited(state)
    return state
  }
}

/** A 429 from a rate limit: the answer carries the limit's RateLimit-* and Retry-After headers. */
export class RateLimited extends AppError {
  constructor(
    readonly state: RateState,
    message = RATE_LIMITED_MESSAGE,
  ) {
    super('RATE_LIMITED', message)
  }
}

/**
 * The limits a request went through (route() runs each handler in a scope): their state becomes
 * the answer's RateLimit-* headers.
 */
export const rateScope = new AsyncLocalStorage<RateState[]>()

/** The headers of the tightest limit a request went through (the fewest requests left). */
export function tightestRateHeaders(states: RateState[] | undefined): Record<string, string> {
  if (!states?.length) return {}
  return rateHeaders(states.reduce((a, b) => (b.remaining < a.remaining ? b : a)))
}

export const RATE_LIMITED_MESSAGE = 'Too many requests. Please try again in a few minutes.'

/** The client's address as seen by this server (the first X-Forwarded-For hop when trusted). */
export function clientKey(
  request: { headers: { get(name: string): string | null } },
  fallback: string,
): string {
  const forwarded =
    process.env.TRUST_PROXY === 'true' ? request.headers.get('x-forwarded-for') : null
  return forwarded?.split(',')[0]?.trim() || fallback
}
