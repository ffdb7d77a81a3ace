import { onPublished } from '../../realtime/publish'

type Entry = { expires: number; status: number; headers: [string, string][]; body: string }

/** Seconds a cached page is served before it is rendered again, even without a publish event. */
export const PAGE_CACHE_TTL_MS = 60_000

// Editorial pages: the same for every visitor and changed only by a publish in the admin.
const CACHEABLE = [
  /^\/blog\/?$/,
  /^\/board-room\/?$/,
  /^\/who-we-are\/?$/,
  /^\/spot\/\d+\/cams\/?$/,
]

const entries = new Map<string, Entry>()

// A publish anywhere (this instance or, through the realtime adapter, another) empties the cache,
// so the public page shows the change on its next request.
onPublished((event) => {
  if (event === 'content:published') entries.clear()
})

/** The cache key for a request, or null when the page must be rendered fresh. */
export function cacheKeyFor(request: Request, url: URL): string | null {
  if (request.method !== 'GET' || url.searchParams.has('preview')) return null
  return CACHEABLE.some((re) => re.test(url.pathname)) ? url.pathname + url.search : null
}

/** A cached response, or undefined. */
export function readCached(key: string, now = Date.now()): Response | undefined {
  const entry = entries.get(key)
  if (!entry || entry.expires <= now) return undefined
  return new Response(entry.body, {
    status: entry.status,
    headers: [...entry.headers, ['x-cache', 'hit']],
  })
}

/** Keeps a rendered 200 and hands back an equivalent response. */
export async function storeCached(
  key: string,
  response: Response,
  now = Date.now(),
): Promise<Response> {
  if (response.status !== 200 || response.headers.get('cache-control')?.includes('no-store'))
    return response
  const body = await response.text()
  const headers = new Headers(response.headers)
  // Shared caches may keep it a few seconds, so a publish still shows within seconds at a CDN.
  headers.set('cache-control', 'public, max-age=0, s-maxage=5, stale-while-revalidate=30')
  entries.set(key, { expires: now + PAGE_CACHE_TTL_MS, status: 200, headers: [...headers], body })
  return new Response(body, { status: 200, headers: [...headers, ['x-cache', 'miss']] })
}
