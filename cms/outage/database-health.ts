// Payload turns a failed session check into "no user", and an operation's failed query into a
// 500: neither says the database is down. Whoever answers an error asks here first, so an outage
// answers 503 with one message on every path (the site's /api, Payload's REST API, the admin).
import type { Payload } from 'payload'

/** What every path answers while PostgreSQL cannot be reached. */
export const DATABASE_UNAVAILABLE = 'The database is unavailable. Please try again in a moment.'

/**
 * How long a probe may wait: a database that does not answer in this time is down for us. /healthz
 * answers within it; an endpoint within its failed query's bound (pool-limits.ts) plus this.
 */
const PROBE_TIMEOUT_MS = 1_500

/** Whether PostgreSQL answers a trivial query in time. */
export async function isDatabaseReachable(payload: Payload): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database probe timed out')), PROBE_TIMEOUT_MS)
  })
  try {
    await Promise.race([payload.db.drizzle.execute('select 1'), timeout])
    return true
  } catch {
    return false
  } finally {
    clearTimeout(timer)
  }
}

/** The JSON answer for an outage, never kept by any cache. */
export function databaseUnavailableResponse(): Response {
  return Response.json(
    { message: DATABASE_UNAVAILABLE, errors: [{ message: DATABASE_UNAVAILABLE }] },
    { status: 503, headers: { 'cache-control': 'no-store', 'retry-after': '5' } },
  )
}
