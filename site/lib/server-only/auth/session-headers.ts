// Payload accepts a session cookie only with an allowed Origin, or with no Origin and a same-site
// Sec-Fetch-Site (its csrf list is never empty: payload.config.ts). That check is for writes; our
// own gate (server/origin-gate.ts, route.ts) already decides those. A page read after a link from
// another site is a cross-site GET, and must still show the signed-in user.

/**
 * The headers to resolve the session from: for a read, or a write our gate has already let
 * through, the cookie as a same-origin request carries it; otherwise the request's own headers.
 */
export function sessionHeaders(request: Request, { verifiedWrite = false } = {}): Headers {
  const method = request.method.toUpperCase()
  if (!verifiedWrite && method !== 'GET' && method !== 'HEAD') return request.headers
  const headers = new Headers(request.headers)
  headers.delete('origin')
  headers.set('sec-fetch-site', 'same-origin')
  return headers
}
