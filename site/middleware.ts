import { defineMiddleware } from 'astro:middleware'
import { preflightResponse } from './lib/server-only/api/public-get'
import { cacheKeyFor, readCached, storeCached } from './lib/server-only/cache/pages'
import { withFrameAncestors } from './lib/server-only/frame-ancestors'
import { isPublicRoute } from './lib/server-only/openapi/public-routes'

/**
 * Answers CORS preflights of the public GETs (docs/api.md), serves editorial pages from the
 * in-memory page cache (site/lib/server-only/cache/pages.ts), and gives every page that did not
 * allow its own origin (a preview) `frame-ancestors 'none'`.
 */
export const onRequest = defineMiddleware(async ({ request, url, locals, routePattern }, next) => {
  if (request.method === 'OPTIONS' && isPublicRoute(routePattern)) return preflightResponse()
  const key = cacheKeyFor(request, url)
  if (!key) return withFrameAncestors(await next())
  return (
    readCached(key) ??
    storeCached(
      key,
      withFrameAncestors(await next()),
      Date.now(),
      () => locals.renderFailed === true,
    )
  )
})
