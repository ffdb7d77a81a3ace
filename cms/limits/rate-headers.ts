// What a rate limit tells a client: where it stands in its window, as RateLimit-* headers (IETF
// draft, as the read limit has always sent) and Retry-After once refused. Used by the site's
// limits (site/lib/server-only/api/rate-limit.ts) and the sign-in limits on every path.

/** Where a client stands in its window: what RateLimit-* headers say. */
export type RateState = { limit: number; remaining: number; resetS: number; exceeded: boolean }

/** RateLimit-* headers of a limit's state (RateLimit-Policy when the window is known). */
export function rateHeaders(rate: RateState, windowS?: number): Record<string, string> {
  const headers: Record<string, string> = {
    'ratelimit-limit': String(rate.limit),
    'ratelimit-remaining': String(rate.remaining),
    'ratelimit-reset': String(rate.resetS),
  }
  if (windowS) headers['ratelimit-policy'] = `${rate.limit};w=${windowS}`
  if (rate.exceeded) headers['retry-after'] = String(rate.resetS)
  return headers
}

/** The answer with more headers (a copy: some Responses' headers cannot be changed). */
export function withHeaders(answer: Response, extra: Record<string, string>): Response {
  if (Object.keys(extra).length === 0) return answer
  const headers = new Headers(answer.headers)
  for (const [name, value] of Object.entries(extra)) headers.set(name, value)
  return new Response(answer.body, {
    status: answer.status,
    statusText: answer.statusText,
    headers,
  })
}
