// The one place that talks HTTP to upstreams. It never throws for an upstream problem: every
// outcome is an UpstreamResult, so ingestion can record "NDBC timed out" and carry on.
import { setTimeout as sleep } from 'node:timers/promises'
import type { z } from 'zod'
import type { UpstreamConfig, UpstreamSource } from './config'

export type UpstreamErrorKind = 'timeout' | 'network' | 'http' | 'malformed' | 'upstream-error'

export type UpstreamError = {
  kind: UpstreamErrorKind
  status?: number
  message: string
  source: UpstreamSource
}

export type UpstreamResult<T> =
  { ok: true; value: T; fetchedAt: string } | { ok: false; error: UpstreamError }

export type RequestOptions = {
  source: UpstreamSource
  url: URL
  config: UpstreamConfig
  accept?: string
  headers?: Record<string, string>
}

type Attempt =
  | { done: true; result: UpstreamResult<string> }
  | { done: false; error: UpstreamError; retryAfterMs?: number }

/** Builds a failed result. */
export function fail(
  source: UpstreamSource,
  kind: UpstreamErrorKind,
  message: string,
  status?: number,
) {
  const error: UpstreamError =
    status === undefined ? { kind, message, source } : { kind, status, message, source }
  return { ok: false as const, error }
}

/** GETs a URL as text with timeout, retries (network, timeout, 429, 5xx) and rate limiting. */
export async function fetchText(options: RequestOptions): Promise<UpstreamResult<string>> {
  const { config } = options
  for (let attempt = 0; ; attempt++) {
    const outcome = await attemptOnce(options)
    if (outcome.done) return outcome.result
    const delay = outcome.retryAfterMs ?? backoffDelayMs(attempt, config.retryBaseDelayMs)
    if (attempt >= config.retries || delay > config.maxRetryDelayMs) {
      return { ok: false, error: outcome.error }
    }
    await sleep(delay)
  }
}

/** GETs a URL and validates its JSON body with a zod schema; bad JSON is a 'malformed' failure. */
export async function fetchJson<S extends z.ZodType>(
  options: RequestOptions,
  schema: S,
): Promise<UpstreamResult<z.output<S>>> {
  const text = await fetchText({ accept: 'application/json', ...options })
  if (!text.ok) return text
  return parseJsonBody(text.value, schema, options.source, text.fetchedAt)
}

/** Parses and validates a JSON body already fetched. */
export function parseJsonBody<S extends z.ZodType>(
  body: string,
  schema: S,
  source: UpstreamSource,
  fetchedAt: string,
): UpstreamResult<z.output<S>> {
  let json: unknown
  try {
    json = JSON.parse(body)
  } catch (error) {
    return fail(source, 'malformed', `invalid JSON: ${errorMessage(error)}`)
  }
  const parsed = schema.safeParse(json)
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 3)
    const text = issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')
    return fail(source, 'malformed', `unexpected shape: ${text}`)
  }
  return { ok: true, value: parsed.data, fetchedAt }
}

async function attemptOnce({
  source,
  url,
  config,
  accept,
  headers,
}: RequestOptions): Promise<Attempt> {
  await waitForSlot(source, url, config.minIntervalMs[source])
  let response: Response
  let body: string
  try {
    response = await fetch(url, {
      headers: { 'User-Agent': config.userAgent, Accept: accept ?? '*/*', ...headers },
      signal: AbortSignal.timeout(config.timeoutMs),
    })
    // The timeout signal also covers reading the body, so a stalled stream is a timeout too.
    body = await response.text()
  } catch (error) {
    const isTimeout = error instanceof Error && ['TimeoutError', 'AbortError'].includes(error.name)
    const kind = isTimeout ? 'timeout' : 'network'
    const message = isTimeout ? `no answer within ${config.timeoutMs} ms` : networkMessage(error)
    return { done: false, error: { kind, message, source } }
  }
  if (response.ok) {
    return { done: true, result: { ok: true, value: body, fetchedAt: new Date().toISOString() } }
  }
  const error: UpstreamError = {
    kind: 'http',
    status: response.status,
    message: `HTTP ${response.status}: ${describeErrorBody(body)}`,
    source,
  }
  if (response.status !== 429 && response.status < 500)
    return { done: true, result: { ok: false, error } }
  return { done: false, error, retryAfterMs: parseRetryAfter(response.headers.get('retry-after')) }
}

/** Exponential backoff with equal jitter: half the step is fixed, half random. */
export function backoffDelayMs(attempt: number, baseMs: number, random = Math.random): number {
  const step = baseMs * 2 ** attempt
  return Math.round(step / 2 + random() * (step / 2))
}

/** Retry-After is either delta-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined
  const trimmed = header.trim()
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000
  const at = Date.parse(trimmed)
  return Number.isNaN(at) ? undefined : Math.max(0, at - now)
}

// Error bodies differ per provider: Open-Meteo {"error":true,"reason"}, NWS problem+json
// {title,detail}, CO-OPS {"error":{"message"}}, YouTube plain text.
function describeErrorBody(body: string): string {
  try {
    const json: unknown = JSON.parse(body)
    if (json && typeof json === 'object') {
      const o = json as Record<string, unknown>
      const nested =
        o.error && typeof o.error === 'object'
          ? (o.error as Record<string, unknown>).message
          : undefined
      const found = [o.reason, o.detail, o.title, nested].find((v) => typeof v === 'string')
      if (typeof found === 'string') return found
    }
  } catch {
    // Not JSON: fall through to the raw text, which is what YouTube and NDBC send.
  }
  return body.trim().slice(0, 200) || '(empty body)'
}

function networkMessage(error: unknown): string {
  const cause =
    error instanceof Error
      ? (error.cause as { code?: string; message?: string } | undefined)
      : undefined
  return cause?.code ?? cause?.message ?? errorMessage(error)
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

export type RateLimiter = { acquire(minIntervalMs: number): Promise<void> }

/** A FIFO gate keeping at least `minIntervalMs` between the starts of successive requests. */
export function createRateLimiter(
  now: () => number = Date.now,
  wait: (ms: number) => Promise<unknown> = sleep,
): RateLimiter {
  let nextSlot = 0
  return {
    async acquire(minIntervalMs) {
      // Reserving the slot before waiting makes concurrent callers queue up in order instead
      // of all firing after the same pause.
      const at = now()
      const slot = Math.max(at, nextSlot)
      nextSlot = slot + minIntervalMs
      // Timers may fire a millisecond early: wait until the clock really reached the slot.
      for (let left = slot - at; left > 0; left = slot - now()) await wait(left)
    },
  }
}

const limiters = new Map<string, RateLimiter>()

async function waitForSlot(source: UpstreamSource, url: URL, minIntervalMs: number): Promise<void> {
  if (minIntervalMs <= 0) return
  const key = `${source}@${url.host}`
  const limiter = limiters.get(key) ?? createRateLimiter()
  limiters.set(key, limiter)
  await limiter.acquire(minIntervalMs)
}
