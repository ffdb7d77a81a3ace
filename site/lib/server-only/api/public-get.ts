// What every public GET (openapi/public-routes.ts) adds to its answer: CORS for any origin, an
// ETag with If-None-Match → 304, and RateLimit-* headers from a per-client read limit. Used by
// route() and by the server's kept-answer shortcut (cache/answers.ts), so both answer alike.
import { createHash } from 'node:crypto'
import { createRateCounter, rateHeaders, type RateState } from './rate-limit'

/** Requests per client per minute on public GETs; API_READ_LIMIT_PER_MINUTE=0 turns it off. */
export function readLimitPerMinute(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.API_READ_LIMIT_PER_MINUTE ?? 3000)
  return Number.isFinite(value) && value >= 0 ? Math.floor(value) : 3000
}

// One count for every instance, kept in memory and synced in batches (cms/limits/batched-counts.ts):
// a read answered from memory makes no database round trip.
const countRead = createRateCounter({
  name: 'read',
  limit: readLimitPerMinute(),
  windowMs: 60_000,
  batched: true,
})

/** Counts one public read for a client; null when the limit is off. */
export async function countPublicRead(key: string): Promise<RateState | null> {
  return readLimitPerMinute() === 0 ? null : countRead(key)
}

/** Headers a cross-origin page may read on a public answer (CORS hides the rest). */
const EXPOSED =
  'ETag, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, X-Data-Source, X-Next-Before, X-Point-Cache, X-Point-Cells, Retry-After'

/** CORS and RateLimit-* headers of a public GET's answer (error answers included). */
export function publicHeaders(
  rate: RateState | null,
  { cors }: { cors: boolean },
): Record<string, string> {
  const headers: Record<string, string> = {}
  if (cors) {
    headers['access-control-allow-origin'] = '*'
    headers['access-control-expose-headers'] = EXPOSED
  }
  return rate ? { ...headers, ...rateHeaders(rate, 60) } : headers
}

/** The answer to a CORS preflight for a public GET: any origin, GET/HEAD, the caching headers. */
export function preflightResponse(): Response {
  return new Response(null, {
    status: 204,
    headers: {
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET, HEAD, OPTIONS',
      'access-control-allow-headers': 'If-None-Match, Accept',
      'access-control-max-age': '86400',
      'cache-control': 'public, max-age=86400',
    },
  })
}

/** A strong ETag of a body: the same bytes always give the same tag. */
export function etagOf(body: Uint8Array | string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
}

/** Whether If-None-Match names this ETag (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  const bare = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag))
}

/** Headers a 304 keeps from its 200 (RFC 9110 §15.4.5), besides the ETag. */
const KEPT_ON_304 = ['cache-control', 'vary', 'expires', 'content-location', 'date']

/**
 * A public 200 with its ETag, CORS and RateLimit headers, or a bodiless 304 when the client's
 * If-None-Match still holds. Other statuses only gain the headers.
 */
export async function finishPublicGet(
  request: Request,
  response: Response,
  { rate, cors }: { rate: RateState | null; cors: boolean },
): Promise<Response> {
  const headers = new Headers(response.headers)
  for (const [name, value] of Object.entries(publicHeaders(rate, { cors })))
    headers.set(name, value)
  if (response.status !== 200)
    return new Response(response.body, { status: response.status, headers })
  const body = new Uint8Array(await response.arrayBuffer())
  const etag = headers.get('etag') ?? etagOf(body)
  headers.set('etag', etag)
  if (!matchesEtag(request.headers.get('if-none-match'), etag)) {
    return new Response(body, { status: 200, headers })
  }
  const kept = new Headers()
  for (const [name, value] of headers) {
    if (
      KEPT_ON_304.includes(name) ||
      name.startsWith('access-control-') ||
      name.startsWith('ratelimit-') ||
      name === 'etag'
    )
      kept.set(name, value)
  }
  return new Response(null, { status: 304, headers: kept })
}
