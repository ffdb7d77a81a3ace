import type { AppError } from '../../../../shared/contracts/errors'

/** A JSON 200 that a CDN and the browser may cache for `maxAge` seconds. */
export function ok(body: unknown, { maxAge = 0 }: { maxAge?: number } = {}): Response {
  const cacheControl =
    maxAge > 0 ? `public, max-age=${maxAge}, stale-while-revalidate=60` : 'no-store'
  return Response.json(body, { headers: { 'cache-control': cacheControl } })
}

/** A JSON 201 for a created entity. */
export function created(body: unknown): Response {
  return Response.json(body, { status: 201, headers: { 'cache-control': 'no-store' } })
}

/** The one error envelope every endpoint answers with. */
export function errorResponse(error: AppError, headers: HeadersInit = {}): Response {
  const body = error.fieldErrors.length
    ? { message: error.message, errors: error.fieldErrors }
    : { message: error.message }
  return Response.json(body, { status: error.status, headers })
}
