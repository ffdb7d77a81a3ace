import { AppError } from '../../../../shared/contracts/errors'

type Window = { started: number; count: number }

/**
 * A fixed-window limiter kept in this process's memory: enough to slow a bot on one instance.
 * With several instances each keeps its own count (docs/scaling.md).
 */
export function createRateLimit({ limit, windowMs }: { limit: number; windowMs: number }) {
  const windows = new Map<string, Window>()
  return (key: string, now = Date.now()): void => {
    const current = windows.get(key)
    if (!current || now - current.started >= windowMs) {
      windows.set(key, { started: now, count: 1 })
      if (windows.size > 10_000) prune(windows, now, windowMs)
      return
    }
    current.count++
    if (current.count > limit) {
      throw new AppError('RATE_LIMITED', 'Too many requests. Please try again in a few minutes.')
    }
  }
}

function prune(windows: Map<string, Window>, now: number, windowMs: number): void {
  for (const [key, window] of windows) if (now - window.started >= windowMs) windows.delete(key)
}

/** The client's address as seen by this server (the first X-Forwarded-For hop when trusted). */
export function clientKey(request: Request, fallback: string): string {
  const forwarded =
    process.env.TRUST_PROXY === 'true' ? request.headers.get('x-forwarded-for') : null
  return forwarded?.split(',')[0]?.trim() || fallback
}
