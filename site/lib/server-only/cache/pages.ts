import { unitsOf } from '../units/choice'
import { clearOnEvents } from './invalidation'
import { copyKeyFor, keepCopy } from './saved-copies'

type Entry = { expires: number; status: number; headers: [string, string][]; body: string }

/** Seconds a cached page is served before it is rendered again, even without a publish event. */
export const PAGE_CACHE_TTL_MS = 60_000

// Pages that are the same for every visitor and change only when content is published or new
// conditions land: the spot list (and its grid for another date), the editorial pages.
const CACHEABLE = [
  /^\/(spots|surf-spots)?\/?$/,
  /^\/blog\/?$/,
  /^\/board-room\/?$/,
  /^\/who-we-are\/?$/,
  /^\/spot\/\d+\/cams\/?$/,
  /^\/fragments\/spot-grid\/?$/,
]

// Bounded, oldest out first: query strings are the visitor's to choose.
const MAX_ENTRIES = 500
const KEY_PARAMS = new Set(['date', 'tab', 'region'])

const entries = new Map<string, Entry>()

// A publish or a conditions refresh anywhere (this instance or, through the realtime adapter,
// another) empties the cache, so the public page shows the change on its next request.
clearOnEvents(() => entries.clear())

/** The cache key for a request, or null when the page must be rendered fresh. */
export function cacheKeyFor(request: Request, url: URL): string | null {
  if (request.method !== 'GET' || !CACHEABLE.some((re) => re.test(url.pathname))) return null
  // Pages read only these parameters; any other (a preview token, a tracking tag) skips the cache.
  if ([...url.searchParams.keys()].some((key) => !KEY_PARAMS.has(key))) return null
  // Home's Discover tab shows the viewer's own likes and composer: rendered per request.
  if (url.searchParams.get('tab') === 'discover') return null
  // Pages render in the units cookie's choice (units/choice.ts): a metric page is kept apart, and
  // the answer says it varies by cookie so no shared cache hands it to an imperial visitor.
  const units = unitsOf(request)
  return url.pathname + url.search + (units === 'imperial' ? '' : `#units=${units}`)
}

// Rendered per request (their data comes from the answers cache), but their last good render is
// kept for an outage (saved-copies.ts): the spot reports, with the query they read.
const SAVED_ONLY = [/^\/spot\/\d+\/report(\/[^/]+)?\/?$/]
const REPORT_PARAMS = new Set(['date', 'day'])

/** The saved-copy key of a page kept for outages only, or null. */
export function savedOnlyKeyFor(request: Request, url: URL): string | null {
  if (request.method !== 'GET' || !SAVED_ONLY.some((re) => re.test(url.pathname))) return null
  if ([...url.searchParams.keys()].some((key) => !REPORT_PARAMS.has(key))) return null
  return copyKeyFor(url.pathname + url.search, request.headers.get('cookie'))
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

/**
 * Keeps a rendered 200 and hands back an equivalent response. `failed` is asked once the body is
 * rendered (a component's data load may fail after the headers were set): such a render is
 * answered 503, no-store, and not kept.
 */
export async function storeCached(
  key: string,
  response: Response,
  now = Date.now(),
  failed: () => boolean = () => false,
): Promise<Response> {
  if (response.status !== 200 || response.headers.get('cache-control')?.includes('no-store'))
    return response
  const body = await response.text()
  const headers = new Headers(response.headers)
  if (failed()) {
    headers.set('cache-control', 'no-store')
    return new Response(body, { status: 503, headers })
  }
  // Shared caches may keep it a few seconds, so a publish still shows within seconds at a CDN.
  headers.set('cache-control', 'public, max-age=0, s-maxage=5, stale-while-revalidate=30')
  headers.set('vary', 'Cookie')
  entries.set(key, { expires: now + PAGE_CACHE_TTL_MS, status: 200, headers: [...headers], body })
  keepCopy(key, headers, body) // the last good page for an outage (saved-copies.ts)
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string)
  return new Response(body, { status: 200, headers: [...headers, ['x-cache', 'miss']] })
}
