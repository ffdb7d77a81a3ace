// Write limits per signed-in user (site/lib/server-only/api/rate-limit.ts: per instance, in memory). Generous
// for a person, tight for a script: a surfer posts a few stories a day, likes in bursts.
import type { TypedUser } from 'payload'
import { createRateLimit } from '../api/rate-limit'

const limits = {
  post: createRateLimit({ limit: 20, windowMs: 10 * 60 * 1000 }),
  edit: createRateLimit({ limit: 60, windowMs: 10 * 60 * 1000 }),
  like: createRateLimit({ limit: 120, windowMs: 60 * 1000 }),
  comment: createRateLimit({ limit: 30, windowMs: 60 * 1000 }),
  report: createRateLimit({ limit: 30, windowMs: 10 * 60 * 1000 }),
}

/** Throws 429 when the user has done `action` too often lately. */
export function limitWrites(action: keyof typeof limits, user: TypedUser): void {
  limits[action](`user:${user.id}`)
}
