// While PostgreSQL is known not to answer (the health monitor, cms/outage/database-health.ts),
// requests are answered here before anything touches the pool: a public read with a saved copy
// gets it, marked stale; anything else 503 with Retry-After and the one outage message
// (docs/faults.md). Nothing waits on the database.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { DATABASE_UNAVAILABLE } from '../cms/outage/database-health'
import { copyKeyFor, staleCopy } from '../site/lib/server-only/cache/saved-copies'

/**
 * Answers a request during an outage: its saved copy (a GET or HEAD) or 503. A page without a
 * copy is left to the site (false): it renders its own 503 page at once, the pool refusing every
 * query while the database is down (cms/outage/pool-limits.ts).
 */
export function answerDuringOutage(req: IncomingMessage, res: ServerResponse): boolean {
  const url = req.url ?? '/'
  const read = req.method === 'GET' || req.method === 'HEAD'
  const copy = read ? staleCopy(copyKeyFor(url, req.headers.cookie)) : undefined
  if (copy) {
    res.writeHead(200, copy.headers)
    res.end(req.method === 'HEAD' ? undefined : copy.body)
    return true
  }
  if (read && !url.startsWith('/api/') && !url.startsWith('/cms-api')) return false
  // The envelope of the API asked: the site's /api ({ message }) or Payload's (with errors[]).
  const payloadApi = req.url?.startsWith('/cms-api')
  const body = JSON.stringify(
    payloadApi
      ? { message: DATABASE_UNAVAILABLE, errors: [{ message: DATABASE_UNAVAILABLE }] }
      : { message: DATABASE_UNAVAILABLE },
  )
  res.writeHead(503, {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(body)),
    'cache-control': 'no-store',
    'retry-after': '5',
  })
  res.end(body)
  return true
}
