import type { APIContext, MiddlewareNext } from 'astro'
import { defineMiddleware } from 'astro:middleware'
import { noteSpotOpened } from '../cms/conditions'
import { isDatabaseDown } from '../cms/outage'
import { preflightResponse } from './lib/server-only/api/public-get'
import {
  cacheKeyFor,
  readCached,
  savedOnlyKeyFor,
  storeCached,
} from './lib/server-only/cache/pages'
import { copyKeyFor, keepingCopy, staleResponse } from './lib/server-only/cache/saved-copies'
import { withFrameAncestors } from './lib/server-only/frame-ancestors'
import { isPublicRoute } from './lib/server-only/openapi/public-routes'
import { methodNotAllowed } from './lib/server-only/api/methods'

/**
 * Answers CORS preflights of the public GETs (docs/api.md), serves editorial pages from the
 * in-memory page cache (site/lib/server-only/cache/pages.ts), and gives every page that did not
 * allow its own origin (a preview) `frame-ancestors 'none'`. A read that failed because the
 * database stopped answering meanwhile gets its saved copy, marked stale (docs/faults.md). An /api
 * path asked with a method its endpoint does not take answers a JSON 405 (api/methods.ts).
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const { request, url } = context
  if (request.method === 'OPTIONS' && isPublicRoute(context.routePattern))
    return preflightResponse()
  noteOpened(context)
  const response = await methodNotAllowed(
    request,
    context.routePattern,
    await answer(context, next),
  )
  if (response.status < 500 || !isDatabaseDown()) return response
  const key = copyKeyFor(url.pathname + url.search, request.headers.get('cookie'))
  const stale = request.method === 'GET' ? staleResponse(key) : undefined
  if (stale) return stale
  const headers = new Headers(response.headers)
  headers.set('retry-after', '5')
  return new Response(response.body, { status: response.status, headers })
})

const SPOT_PAGE = /^\/spot\/(\d{1,9})(?:\/|$)/

/**
 * A spot's page opened (even from the page cache) keeps it on the hourly refresh for a day
 * (cms/conditions/ingest/cadence.ts); noted in the background, at most once per spot in 10 min.
 */
function noteOpened({ request, url, locals }: APIContext): void {
  const spot = request.method === 'GET' ? SPOT_PAGE.exec(url.pathname)?.[1] : undefined
  if (spot && locals.payload) noteSpotOpened(locals.payload, Number(spot))
}

async function answer(
  { request, url, locals }: APIContext,
  next: MiddlewareNext,
): Promise<Response> {
  const failed = () => locals.renderFailed === true
  const saved = savedOnlyKeyFor(request, url)
  if (saved) return keepingCopy(saved, withFrameAncestors(await next()), failed)
  const key = cacheKeyFor(request, url)
  if (!key) return withFrameAncestors(await next())
  return readCached(key) ?? storeCached(key, withFrameAncestors(await next()), Date.now(), failed)
}
