import { defineMiddleware } from 'astro:middleware'
import { cacheKeyFor, readCached, storeCached } from './lib/server-only/cache/pages'

/** Serves editorial pages from the in-memory page cache (site/lib/server-only/cache/pages.ts). */
export const onRequest = defineMiddleware(async ({ request, url, locals }, next) => {
  const key = cacheKeyFor(request, url)
  if (!key) return next()
  return (
    readCached(key) ??
    storeCached(key, await next(), Date.now(), () => locals.renderFailed === true)
  )
})
