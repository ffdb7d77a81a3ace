// Firing's service worker (docs/offline.md), bundled by scripts/service-worker.ts with Serwist's
// precache manifest injected. Precached: the app shell (Astro's hashed JS and CSS, icons, the
// offline page). Network first, cache as fallback: the home page, the last 20 reports viewed and
// the reports of the user's favourite spots. A new worker takes over at once (skipWaiting +
// clientsClaim), so the next navigation is served by the new code.
import {
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  Serwist,
  type PrecacheEntry,
  type SerwistPlugin,
} from 'serwist'
import {
  CACHES,
  favoriteReportUrls,
  isKeepable,
  markServedFromCache,
  MAX_HOME_PAGES,
  MAX_VIEWED_REPORTS,
  OFFLINE_URL,
  pageKindOf,
  type PageKind,
} from './rules'

type Scope = {
  __SW_MANIFEST: (PrecacheEntry | string)[] | undefined
  location: Location
  addEventListener(type: 'fetch', listener: (event: FetchLike) => void): void
}
type FetchLike = { request: Request; waitUntil(work: Promise<unknown>): void }

const sw = globalThis as unknown as Scope
// Written as `self.__SW_MANIFEST`: the build step finds that text and puts the precache list there.
const precacheEntries = (self as unknown as Scope).__SW_MANIFEST

/**
 * Pages say `max-age=0, stale-while-revalidate=30` for CDNs; a worker's fetch honours that in the
 * browser's HTTP cache and would answer a just-published page with the old copy (e2e publish flow).
 * The worker asks the server every time; its own caches are the offline fallback.
 */
const alwaysRevalidate: SerwistPlugin = {
  requestWillFetch: async ({ request }) => new Request(request, { cache: 'no-cache' }),
}

/** Keeps only answers no session made private (isKeepable), never a redirect or an error. */
const keepPublicOnly: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => (isKeepable(response) ? response : null),
}

/** A kept page as served without the network: its offline banner marked (markServedFromCache). */
async function servedFromCache(response: Response): Promise<Response> {
  const headers = new Headers(response.headers)
  // The body is the decoded text, now longer by the mark.
  headers.delete('content-length')
  headers.delete('content-encoding')
  return new Response(markServedFromCache(await response.text()), {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}

/** NetworkFirst reads its cache only when the network failed or timed out. */
const markCachedPages: SerwistPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) =>
    cachedResponse ? servedFromCache(cachedResponse) : cachedResponse,
}

/** A kept favourite's report answers when the network and the viewed-reports cache cannot. */
const favoritesFallback: SerwistPlugin = {
  handlerDidError: async ({ request }) => {
    const cache = await caches.open(CACHES.favorites)
    const kept = await cache.match(request)
    return kept ? servedFromCache(kept) : undefined
  },
}

const pagesOf =
  (kind: PageKind) =>
  ({ request, url, sameOrigin }: MatchLike) =>
    sameOrigin && request.mode === 'navigate' && pageKindOf(url) === kind
type MatchLike = { request: Request; url: URL; sameOrigin: boolean }

const serwist = new Serwist({
  precacheEntries,
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: false,
  disableDevLogs: true,
  runtimeCaching: [
    {
      matcher: pagesOf('home'),
      handler: new NetworkFirst({
        cacheName: CACHES.home,
        networkTimeoutSeconds: 6,
        plugins: [
          alwaysRevalidate,
          keepPublicOnly,
          new ExpirationPlugin({ maxEntries: MAX_HOME_PAGES }),
          markCachedPages,
        ],
      }),
    },
    {
      matcher: pagesOf('report'),
      handler: new NetworkFirst({
        cacheName: CACHES.reports,
        networkTimeoutSeconds: 6,
        plugins: [
          alwaysRevalidate,
          keepPublicOnly,
          new ExpirationPlugin({ maxEntries: MAX_VIEWED_REPORTS }),
          markCachedPages,
          favoritesFallback,
        ],
      }),
    },
    // Any other page is not kept; offline it gets the offline page (the fallback below).
    { matcher: pagesOf('other'), handler: new NetworkOnly({ plugins: [alwaysRevalidate] }) },
  ],
  fallbacks: {
    entries: [{ url: OFFLINE_URL, matcher: ({ request }) => request.mode === 'navigate' }],
  },
})

// The favourites' reports: asked for after a navigation (the session's cookie goes with the
// request; the answer itself is never kept), at most every 10 minutes.
const FAVORITES_EVERY_MS = 10 * 60_000
let favoritesAt = 0

async function keepFavoriteReports(): Promise<void> {
  favoritesAt = Date.now()
  const answer = await fetch('/api/user/favorites', { credentials: 'same-origin' })
  if (!answer.ok) return // a visitor (401) or a failure: keep what is there
  const urls = favoriteReportUrls(await answer.json())
  const cache = await caches.open(CACHES.favorites)
  for (const request of await cache.keys()) {
    if (!urls.includes(new URL(request.url).pathname)) await cache.delete(request)
  }
  for (const url of urls) {
    const page = await fetch(url, { credentials: 'same-origin' }).catch(() => null)
    if (page && isKeepable(page)) await cache.put(url, page)
  }
}

sw.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url)
  if (event.request.mode !== 'navigate' || url.origin !== sw.location.origin) return
  if (pageKindOf(url) === 'never' || Date.now() - favoritesAt < FAVORITES_EVERY_MS) return
  event.waitUntil(keepFavoriteReports().catch(() => undefined))
})

serwist.addEventListeners()
