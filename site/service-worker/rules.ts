// Which pages the service worker keeps for offline use, as pure rules (unit-tested here, used by
// sw.ts). Kept: the home page and spot reports, network first. Never touched: the API (answers
// may be the user's own), the admin and Payload's API; anything private or no-store is not kept.

/** Cache names: the precache is Serwist's own. */
export const CACHES = {
  home: 'firing-home',
  reports: 'firing-reports',
  favorites: 'firing-favorite-reports',
} as const

/** The last-viewed home pages (with or without ?date) and spot reports kept. */
export const MAX_HOME_PAGES = 3
export const MAX_VIEWED_REPORTS = 20

/** The page shown for a navigation that is neither answered nor kept. */
export const OFFLINE_URL = '/offline'

/** Paths the worker never answers nor keeps: the browser goes to the network as if it were not there. */
const NEVER = [
  /^\/api(\/|$)/,
  /^\/admin(\/|$)/,
  /^\/cms-api(\/|$)/,
  /^\/_next\//,
  /^\/socket\.io\//,
]

const HOME = /^\/$/
const REPORT = /^\/spot\/\d+\/report(\/\d{4}-\d{2}-\d{2})?\/?$/

export type PageKind = 'home' | 'report' | 'other' | 'never'

/** What the worker does with a same-origin navigation to `url`. */
export function pageKindOf(url: URL): PageKind {
  if (NEVER.some((re) => re.test(url.pathname))) return 'never'
  if (HOME.test(url.pathname)) return url.searchParams.has('tab') ? 'other' : 'home'
  if (REPORT.test(url.pathname)) return 'report'
  return 'other'
}

/** Whether an answer may be kept: a plain 200 that no session made private or uncacheable. */
export function isKeepable(response: {
  status: number
  headers: { get(name: string): string | null }
}): boolean {
  if (response.status !== 200) return false
  const cacheControl = response.headers.get('cache-control') ?? ''
  if (/\b(private|no-store)\b/i.test(cacheControl)) return false
  return response.headers.get('set-cookie') === null && response.headers.get('vary') !== '*'
}

/** The report pages of a user's favourite spots (from GET /api/user/favorites' answer). */
export function favoriteReportUrls(answer: unknown): string[] {
  if (!Array.isArray(answer)) return []
  return answer.flatMap((spot: unknown) => {
    const id = (spot as { id?: unknown } | null)?.id
    return typeof id === 'number' && Number.isInteger(id) && id > 0 ? [`/spot/${id}/report`] : []
  })
}

/** The attribute a page served from the worker's caches carries on its offline banner. */
export const SERVED_FROM_CACHE = 'data-served-from-cache'

/**
 * A kept page's HTML marked as served from the cache (the network failed): its banner shows even
 * where navigator.onLine says online — a connection with nothing behind it, or Chromium's offline
 * emulation, whose documents served by a worker read navigator.onLine as true.
 */
export function markServedFromCache(html: string): string {
  return html.replace(/<p id="offline-banner"/, `<p id="offline-banner" ${SERVED_FROM_CACHE}`)
}
