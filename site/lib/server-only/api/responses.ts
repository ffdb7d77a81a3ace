import type { AppError } from '../../../../shared/contracts/errors'

/**
 * A JSON answer that names its length. Astro sends the headers before the body, so without it
 * the compression middleware (server/app.ts) cannot see the size and gzips every answer, a
 * 60-byte like result too: a zlib stream set up and torn down per request, ~0.2 ms of the event
 * loop's time each (bench/README.md "Mixed load"). With it, answers under 1 KB go out as they are.
 */
function json(body: unknown, init: { status?: number; headers?: HeadersInit }): Response {
  const text = JSON.stringify(body)
  const headers = new Headers(init.headers)
  headers.set('content-type', 'application/json')
  headers.set('content-length', String(Buffer.byteLength(text)))
  return new Response(text, { status: init.status ?? 200, headers })
}

/** A JSON 200 that a CDN and the browser may cache for `maxAge` seconds. */
export function ok(body: unknown, { maxAge = 0 }: { maxAge?: number } = {}): Response {
  const cacheControl =
    maxAge > 0 ? `public, max-age=${maxAge}, stale-while-revalidate=60` : 'no-store'
  return json(body, { headers: { 'cache-control': cacheControl } })
}

/** A JSON 200 only the signed-in browser may keep, for `maxAge` seconds (never a shared cache). */
export function okPrivate(body: unknown, maxAge: number): Response {
  return json(body, { headers: { 'cache-control': `private, max-age=${maxAge}` } })
}

/** A JSON 201 for a created entity. */
export function created(body: unknown): Response {
  return json(body, { status: 201, headers: { 'cache-control': 'no-store' } })
}

/** A JSON 202: the work was accepted and goes on (the body says where to follow it). */
export function accepted(body: unknown): Response {
  return json(body, { status: 202, headers: { 'cache-control': 'no-store' } })
}

/** The one error envelope every endpoint answers with. */
export function errorResponse(error: AppError, headers: HeadersInit = {}): Response {
  const body = error.fieldErrors.length
    ? { message: error.message, errors: error.fieldErrors }
    : { message: error.message }
  return json(body, { status: error.status, headers })
}
