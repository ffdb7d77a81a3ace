// The last good answer of each public read the caches hold (pages.ts, answers.ts) and of each spot
// report, kept for an outage: while PostgreSQL does not answer, a visitor gets that copy, marked
// stale (`X-Data-Stale: true`, and a banner on a page), instead of a 503 (docs/faults.md). Unlike
// the caches, no event clears a copy: a stale copy is the point. The bodies are the caches' own
// strings and buffers (shared, not duplicated), under a byte budget. On globalThis: the server
// (which answers an outage before Astro runs) and the site's bundle share one store.
import { unitsOfCookieHeader } from '../units/choice'

export const STALE_HEADER = 'x-data-stale'

export const STALE_BANNER_TEXT =
  'Saved copy: our database is not answering right now, so this page may be out of date.'

/** The banner a saved page gains, styled as the sample-data banner (SampleBanner.tsx). */
const STALE_BANNER = `<p role="status" data-stale-banner class="rounded-lg border-2 border-amber-500 bg-amber-50 px-4 py-2 font-semibold text-amber-900">${STALE_BANNER_TEXT}</p>`

/** At most this many bytes of bodies are kept (oldest out first). */
const BUDGET_BYTES = 48 * 1024 * 1024

type Copy = { headers: Record<string, string>; body: string | Buffer; bytes: number }
type Store = { copies: Map<string, Copy>; bytes: number }

const registry = globalThis as typeof globalThis & { __firingSavedCopies?: Store }

function store(): Store {
  registry.__firingSavedCopies ??= { copies: new Map(), bytes: 0 }
  return registry.__firingSavedCopies
}

/**
 * The key of a read: an API answer by its exact path and query (as answers.ts keeps it), a page
 * by its path, query and units (as pages.ts keys it: a metric page is another copy).
 */
export function copyKeyFor(pathAndQuery: string, cookieHeader: string | null | undefined): string {
  if (pathAndQuery.startsWith('/api/')) return pathAndQuery
  const units = unitsOfCookieHeader(cookieHeader)
  return pathAndQuery + (units === 'imperial' ? '' : `#units=${units}`)
}

/** Keeps a 200's headers and body as the last good answer under `key`. */
export function keepCopy(key: string, headers: Iterable<[string, string]>, body: string | Buffer) {
  const s = store()
  const kept: Record<string, string> = {}
  for (const [name, value] of headers) {
    if (name.toLowerCase() !== 'set-cookie') kept[name.toLowerCase()] = value
  }
  const bytes = typeof body === 'string' ? Buffer.byteLength(body) : body.length
  if (bytes > BUDGET_BYTES) return
  forget(s, key)
  s.copies.set(key, { headers: kept, body, bytes })
  s.bytes += bytes
  for (const oldest of s.copies.keys()) {
    if (s.bytes <= BUDGET_BYTES) break
    forget(s, oldest)
  }
}

function forget(s: Store, key: string): void {
  const copy = s.copies.get(key)
  if (!copy) return
  s.copies.delete(key)
  s.bytes -= copy.bytes
}

/** The saved answer under `key`, marked stale and never cached; undefined when none is kept. */
export function staleCopy(
  key: string,
): { headers: Record<string, string>; body: Buffer } | undefined {
  const copy = store().copies.get(key)
  if (!copy) return undefined
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(copy.headers)) {
    // Recomputed below or meaningless on a copy (its ETag would let a 304 pass as fresh).
    if (!['content-length', 'etag', 'cache-control', 'x-cache', 'content-encoding'].includes(name))
      headers[name] = value
  }
  const html = (copy.headers['content-type'] ?? '').includes('text/html')
  const body = html
    ? Buffer.from(withBanner(String(copy.body)))
    : Buffer.isBuffer(copy.body)
      ? copy.body
      : Buffer.from(copy.body)
  Object.assign(headers, {
    'cache-control': 'no-store',
    'content-length': String(body.length),
    [STALE_HEADER]: 'true',
  })
  if (key.startsWith('/api/')) {
    headers['access-control-allow-origin'] = '*'
    headers['access-control-expose-headers'] = 'X-Data-Stale, X-Data-Source, Retry-After'
  }
  return { headers, body }
}

/** The stale copy as a web Response (the site's middleware), or undefined. */
export function staleResponse(key: string): Response | undefined {
  const copy = staleCopy(key)
  return copy && new Response(new Uint8Array(copy.body), { status: 200, headers: copy.headers })
}

/**
 * The response as it streams to the client, its body also kept as the last good copy under `key`
 * once it is complete, unless `failed()` says the render failed (a page for everyone only:
 * a 200 that no cache is told to skip).
 */
export function keepingCopy(key: string, response: Response, failed: () => boolean): Response {
  const control = response.headers.get('cache-control') ?? ''
  if (response.status !== 200 || !response.body || /no-store|private/.test(control)) return response
  const [forClient, forCopy] = response.body.tee()
  new Response(forCopy).text().then(
    (body) => failed() || keepCopy(key, response.headers, body),
    () => {}, // the render failed mid-way: nothing to keep
  )
  return new Response(forClient, { status: response.status, headers: response.headers })
}

/** The page with the stale banner first in its body. */
export function withBanner(html: string): string {
  const body = /<body[^>]*>/.exec(html)
  if (!body) return STALE_BANNER + html
  const at = body.index + body[0].length
  return html.slice(0, at) + STALE_BANNER + html.slice(at)
}
