// The sign-in limiter (its counts shared by every instance) and the error it answers with, used by Payload's
// login operation (every path: /cms-api, the admin's form, the site's /api/auth/login) and the
// current-password check of account changes.
import { AsyncLocalStorage } from 'node:async_hooks'
import { APIError } from 'payload'
import { rateHeaders, type RateState, withHeaders } from '../limits/rate-headers'
import { createLoginLimiter, type LoginAttempt } from './login-limiter'

export const LOCKED_MESSAGE = 'Too many failed attempts. Try again in 5 minutes.'
export const ADDRESS_LIMITED_MESSAGE = 'Too many requests. Please try again in a few minutes.'

/** A sign-in refused by the limits (429), before any password was checked. */
export class LoginThrottled extends APIError {
  constructor(
    message: string,
    /** The limit that refused it: the answer's RateLimit-* and Retry-After headers. */
    readonly rate: RateState,
  ) {
    super(message, 429, undefined, true)
    this.name = 'LoginThrottled'
  }
}

/** True for a LoginThrottled from any bundled copy of this module (instanceof cannot tell). */
export function isLoginThrottled(error: unknown): error is LoginThrottled {
  return error instanceof Error && error.name === 'LoginThrottled'
}

// The counts live in PostgreSQL (or one registry of this process before the server started
// them), so every bundled copy of this module (server, site, admin) counts the same failures.
const limiter = createLoginLimiter()

// Payload answers its own REST calls (/cms-api/users/login) and drops the error's headers: the
// refusals of a request wrapped by withLoginRateHeaders are kept here for its answer. On
// globalThis, like the counts, so every bundled copy of this module shares one.
const registry = globalThis as typeof globalThis & {
  __firingLoginRefusals?: AsyncLocalStorage<RateState[]>
}
const refusals = (registry.__firingLoginRefusals ??= new AsyncLocalStorage())

/** Counts an attempt as failed until `succeededLogin`; throws LoginThrottled when refused. */
export async function beginLogin(attempt: LoginAttempt): Promise<void> {
  const verdict = await limiter.begin(attempt)
  if (verdict === 'ok') return
  const { limit, resetS } = await limiter.refusal(attempt, verdict)
  const rate = { limit, remaining: 0, resetS, exceeded: true }
  refusals.getStore()?.push(rate)
  throw new LoginThrottled(
    verdict === 'address-limited' ? ADDRESS_LIMITED_MESSAGE : LOCKED_MESSAGE,
    rate,
  )
}

/** Wraps a Payload REST handler: a sign-in it refused (429) gains RateLimit-* and Retry-After. */
export function withLoginRateHeaders<A>(handler: (request: Request, args: A) => Promise<Response>) {
  return async (request: Request, args: A): Promise<Response> => {
    const seen: RateState[] = []
    const response = await refusals.run(seen, () => handler(request, args))
    const refused = seen.at(-1)
    if (response.status !== 429 || !refused) return response
    return withHeaders(response, rateHeaders(refused))
  }
}

/** The password matched: refunds the attempt and clears the account's failures. */
export async function succeededLogin(attempt: LoginAttempt): Promise<void> {
  await limiter.succeeded(attempt)
}

/** The account key of a typed email: the form Payload looks it up by. */
export function accountKey(email: unknown): string {
  return typeof email === 'string' ? email.toLowerCase().trim() : ''
}
