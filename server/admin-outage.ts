// The admin is rendered by Next from the database: while PostgreSQL is down it would show an
// error page, or a sign-in screen that cannot sign anyone in. Its pages and server actions answer
// 503 with the one outage message instead (cms/outage/database-health.ts). Payload's REST API
// (/cms-api) probes only when it answers an error, in its own route (cms/outage).
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Payload } from 'payload'
import { DATABASE_UNAVAILABLE, isDatabaseReachable } from '../cms/outage/database-health'

const isAdminPath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/')

/** Answers an admin request with 503 while the database is down; true when it did. */
export async function answerAdminOutage(
  req: IncomingMessage,
  res: ServerResponse,
  payload: Payload,
): Promise<boolean> {
  const pathname = new URL(req.url ?? '/', 'http://x').pathname
  if (!isAdminPath(pathname) || (await isDatabaseReachable(payload))) return false
  const wantsHtml = String(req.headers.accept ?? '').includes('text/html')
  res.writeHead(503, {
    'content-type': wantsHtml ? 'text/html; charset=utf-8' : 'application/json',
    'cache-control': 'no-store',
    'retry-after': '5',
  })
  res.end(wantsHtml ? outagePage() : JSON.stringify({ message: DATABASE_UNAVAILABLE }))
  return true
}

function outagePage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Firing admin</title></head><body><main><h1>Service unavailable</h1><p role="alert">${DATABASE_UNAVAILABLE}</p></main></body></html>`
}
