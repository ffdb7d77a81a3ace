// Write limits per signed-in user, shared by every instance (site/lib/server-only/api/rate-limit.ts).
// Generous for a person, tight for a script: a surfer posts a few stories a day, likes in bursts.
import type { TypedUser } from 'payload'
import { createRateLimit } from '../api/rate-limit'

const limits = {
  post: createRateLimit({ name: 'feed-post', limit: 20, windowMs: 10 * 60 * 1000 }),
  edit: createRateLimit({ name: 'feed-edit', limit: 60, windowMs: 10 * 60 * 1000 }),
  like: createRateLimit({ name: 'feed-like', limit: 120, windowMs: 60 * 1000 }),
  comment: createRateLimit({ name: 'feed-comment', limit: 30, windowMs: 60 * 1000 }),
  report: createRateLimit({ name: 'feed-report', limit: 30, windowMs: 10 * 60 * 1000 }),
}

/** Throws 429 when the user has done `action` too often lately. */
export async function limitWrites(action: keyof typeof limits, user: TypedUser): Promise<void> {
  await limits[action](`user:${user.id}`)
}
