// API answers cached in memory per (path, date), dropped when new conditions land or public
// content (a spot) changes: the bus's events, heard on every instance (invalidation.ts). Between
// ingestion runs every answer for a date is the same. The cache lives on globalThis because the
// server (which serves kept answers) and the endpoints (bundled by Astro) are separate copies of
// this module in one process; each copy listens, and either one clears the shared cache.
import { gzipSync } from 'node:zlib'
import { PEER_ADDRESS_HEADER } from '../../../../cms/auth'
import { countPublicRead, etagOf, matchesEtag, publicHeaders } from '../api/public-get'
import { clientKey } from '../api/rate-limit'
import { clearOnEvents } from './invalidation'
import { keepCopy } from './saved-copies'

export type Answer<T> = { value: T; body: string }

type Entry = { answer: Answer<unknown>; at: number }
type Cache = { entries: Map<string, Entry>; generation: number }

/** A safety net: even without an invalidation (an editor renames a spot), nothing is older. */
export const ANSWER_TTL_MS = 5 * 60_000
const MAX_ENTRIES = 2_000

const registry = globalThis as typeof globalThis & { __firingAnswers?: Cache }

function cache(): Cache {
  registry.__firingAnswers ??= { entries: new Map(), generation: 0 }
  return registry.__firingAnswers
}

/**
 * The cached answer for key, else what build() returns, serialised once. The value is shared
 * between requests: treat it as read-only.
 */
export async function cachedAnswer<T>(
  key: string,
  build: () => Promise<T>,
  now = Date.now(),
): Promise<Answer<T>> {
  const c = cache()
  const hit = c.entries.get(key)
  if (hit && now - hit.at < ANSWER_TTL_MS) return hit.answer as Answer<T>
  const generation = c.generation
  const value = await build()
  const answer = { value, body: JSON.stringify(value) }
  // An invalidation while building means the value may predate the new data: do not keep it.
  if (generation === c.generation) {
    if (c.entries.size >= MAX_ENTRIES) c.entries.clear()
    c.entries.set(key, { answer, at: now })
  }
  return answer
}

/** Drops every cached answer: on each clearing event, once its change has been committed. */
export function invalidateAnswers(): void {
  const c = cache()
  c.generation++
  c.entries.clear()
  responses.__firingResponses?.clear()
}

type Stored = {
  body: Buffer
  /** The body gzipped, made on the first request that accepts it. */
  gzip?: Buffer
  headers: Record<string, string>
  at: number
  generation: number
}

/** Smaller bodies go as they are (the server's compressor's threshold). */
const GZIP_FROM_BYTES = 1024

const responses = globalThis as typeof globalThis & { __firingResponses?: Map<string, Stored> }

function responseCache(): Map<string, Stored> {
  responses.__firingResponses ??= new Map()
  return responses.__firingResponses
}

/**
 * Keeps a public answer (no user in it) under its exact path and query, so the next anonymous GET
 * of that URL is answered by serveCachedAnswer() before Astro, Payload auth or the router run.
 */
export function keepPublicAnswer(url: URL, body: string, headers: Record<string, string>): void {
  const c = cache()
  const store = responseCache()
  if (store.size >= MAX_ENTRIES) store.clear()
  const bytes = Buffer.from(body)
  const key = `${url.pathname}${url.search}`
  store.set(key, {
    body: bytes,
    headers: { ...headers, 'content-length': String(bytes.length), etag: etagOf(bytes) },
    at: Date.now(),
    generation: c.generation,
  })
  // The last good copy for an outage (the same bytes, not cleared by invalidations).
  keepCopy(key, Object.entries(headers), bytes)
}

type Req = { method?: string; url?: string; headers: Record<string, string | string[] | undefined> }
type Res = {
  writeHead: (status: number, headers: Record<string, string>) => unknown
  end: (body: Buffer) => unknown
}

/**
 * Answers an anonymous GET from the kept public answers; false when it cannot (signed in, not
 * kept, kept before new data landed, or older than the time to live), and the request goes on.
 * Runs before the server's compressor: a body worth it is gzipped once, not on every request.
 */
export async function serveCachedAnswer(req: Req, res: Res, now = Date.now()): Promise<boolean> {
  if (req.method !== 'GET' || !req.url?.startsWith('/api/')) return false
  // Any cookie may carry a session (whatever signs users in): only requests with none qualify.
  if (req.headers.authorization || req.headers.cookie) return false
  const hit = responseCache().get(req.url)
  if (!hit || hit.generation !== cache().generation || now - hit.at >= ANSWER_TTL_MS) return false
  // Kept answers are public GETs: the same read limit, CORS and ETag as route() gives them.
  const header = (name: string) => [req.headers[name]].flat()[0] ?? null
  const rate = await countPublicRead(
    clientKey({ headers: { get: header } }, header(PEER_ADDRESS_HEADER) ?? ''),
  )
  if (rate?.exceeded) return false // route() answers the 429 in the one error envelope
  const extra = publicHeaders(rate, { cors: true })
  if (matchesEtag(header('if-none-match'), hit.headers.etag ?? '')) {
    const { etag = '', 'cache-control': cacheControl = '' } = hit.headers
    res.writeHead(304, { ...extra, etag, 'cache-control': cacheControl })
    res.end(Buffer.alloc(0))
    return true
  }
  if (hit.body.length < GZIP_FROM_BYTES) {
    res.writeHead(200, { ...hit.headers, ...extra })
    res.end(hit.body)
    return true
  }
  const gzip = acceptsGzip(header('accept-encoding'))
    ? (hit.gzip ??= gzipSync(hit.body))
    : undefined
  const encoding: Record<string, string> = gzip
    ? { 'content-encoding': 'gzip', 'content-length': String(gzip.length) }
    : {}
  res.writeHead(200, { ...hit.headers, ...extra, vary: 'Accept-Encoding', ...encoding })
  res.end(gzip ?? hit.body)
  return true
}

/** Whether an Accept-Encoding header takes gzip (named, or `*`, without q=0). */
export function acceptsGzip(header: string | null): boolean {
  if (!header) return false
  return header.split(',').some((part) => {
    const [coding = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase())
    if (coding !== 'gzip' && coding !== '*') return false
    const q = params.find((p) => p.startsWith('q='))
    return q === undefined || Number(q.slice(2)) > 0
  })
}

// Module scope: whichever copy of this module is loaded listens from its first import.
clearOnEvents(invalidateAnswers)
