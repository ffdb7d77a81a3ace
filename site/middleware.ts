import { defineMiddleware } from 'astro:middleware'
import { preflightResponse } from './lib/server-only/api/public-get'
import { cacheKeyFor, readCached, storeCached } from './lib/server-only/cache/pages'
import { isPublicRoute } from './lib/server-only/openapi/public-routes'

/**
 * Answers CORS preflights of the public GETs (docs/api.md), and serves editorial pages from the
 * in-memory page cache (site/lib/server-only/cache/pages.ts).
 */
export const onRequest = defineMiddleware(async ({ request, url, locals, routePattern }, next) => {
  if (request.method === 'OPTIONS' && isPublicRoute(routePattern)) return preflightResponse()
  const key = cacheKeyFor(request, url)
  if (!key) return next()
  return (
    readCached(key) ??
    storeCached(key, await next(), Date.now(), () => locals.renderFailed === true)
  )
})
