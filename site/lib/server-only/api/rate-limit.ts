import { AppError } from '../../../../shared/contracts/errors'

type Window = { started: number; count: number }

/** Where a client stands in its window: what RateLimit-* headers say. */
export type RateState = { limit: number; remaining: number; resetS: number; exceeded: boolean }

/**
 * A fixed-window counter kept in this process's memory: enough to slow a bot on one instance.
 * With several instances each keeps its own count (docs/scaling.md). `windows` may be shared
 * (the server and Astro's bundle each hold a copy of this module).
 */
export function createRateCounter({
  limit,
  windowMs,
  windows = new Map<string, Window>(),
}: {
  limit: number
  windowMs: number
  windows?: Map<string, Window>
}) {
  return (key: string, now = Date.now()): RateState => {
    let current = windows.get(key)
    if (!current || now - current.started >= windowMs) {
      current = { started: now, count: 0 }
      windows.set(key, current)
      if (windows.size > 10_000) prune(windows, now, windowMs)
    }
    current.count++
    const resetS = Math.max(0, Math.ceil((current.started + windowMs - now) / 1000))
    const remaining = Math.max(0, limit - current.count)
    return { limit, remaining, resetS, exceeded: current.count > limit }
  }
}

/** A counter that refuses (429) once a key passes `limit` requests in its window. */
export function createRateLimit({ limit, windowMs }: { limit: number; windowMs: number }) {
  const count = createRateCounter({ limit, windowMs })
  return (key: string, now = Date.now()): RateState => {
    const state = count(key, now)
    if (state.exceeded) throw new AppError('RATE_LIMITED', RATE_LIMITED_MESSAGE)
    return state
  }
}

export const RATE_LIMITED_MESSAGE = 'Too many requests. Please try again in a few minutes.'

function prune(windows: Map<string, Window>, now: number, windowMs: number): void {
  for (const [key, window] of windows) if (now - window.started >= windowMs) windows.delete(key)
}

/** The client's address as seen by this server (the first X-Forwarded-For hop when trusted). */
export function clientKey(
  request: { headers: { get(name: string): string | null } },
  fallback: string,
): string {
  const forwarded =
    process.env.TRUST_PROXY === 'true' ? request.headers.get('x-forwarded-for') : null
  return forwarded?.split(',')[0]?.trim() || fallback
}
