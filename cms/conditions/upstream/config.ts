// Where each upstream lives and how politely we talk to it. Every base URL can be overridden from
// the environment so tests (and `npm run dev:upstream`) point the same client code at the local
// sample server in cms/conditions/upstream/sample-server/ (recorded answers; production's sample mode too).

/** The upstream providers, also used as the `source` of every UpstreamError. */
export type UpstreamSource =
  'open-meteo-marine' | 'open-meteo-forecast' | 'nws' | 'ndbc' | 'coops' | 'nominatim' | 'youtube'

export const UPSTREAM_SOURCES: readonly UpstreamSource[] = [
  'open-meteo-marine',
  'open-meteo-forecast',
  'nws',
  'ndbc',
  'coops',
  'nominatim',
  'youtube',
]

export type UpstreamConfig = {
  /** Origin (plus optional prefix) per provider; clients append the provider's own path. */
  baseUrls: Record<UpstreamSource, string>
  userAgent: string
  timeoutMs: number
  /** Extra attempts after the first for network errors, timeouts, 429 and 5xx. */
  retries: number
  retryBaseDelayMs: number
  /** Longest wait we accept from backoff or a Retry-After header before giving up. */
  maxRetryDelayMs: number
  /** Minimum spacing between requests to one provider host (the providers' usage policies). */
  minIntervalMs: Record<UpstreamSource, number>
  /** Commercial Open-Meteo key; when set it is sent as `apikey`. */
  openMeteoApiKey?: string
  /** CO-OPS asks every caller to name itself in `application=`. */
  coopsApplication: string
}

export const DEFAULT_USER_AGENT = 'Firing/0.1 (+https://github.com/firing-surf; ops@firing.example)'

const PRODUCTION_BASE_URLS: Record<UpstreamSource, string> = {
  'open-meteo-marine': 'https://marine-api.open-meteo.com',
  'open-meteo-forecast': 'https://api.open-meteo.com',
  nws: 'https://api.weather.gov',
  ndbc: 'https://www.ndbc.noaa.gov',
  coops: 'https://api.tidesandcurrents.noaa.gov',
  nominatim: 'https://nominatim.openstreetmap.org',
  youtube: 'https://www.youtube.com',
}

/** With OPEN_METEO_API_KEY: the commercial tier's hosts (the free hosts refuse a key). */
const COMMERCIAL_BASE_URLS: Partial<Record<UpstreamSource, string>> = {
  'open-meteo-marine': 'https://customer-marine-api.open-meteo.com',
  'open-meteo-forecast': 'https://customer-api.open-meteo.com',
}

const ENV_NAMES: Record<UpstreamSource, string> = {
  'open-meteo-marine': 'OPEN_METEO_MARINE_URL',
  'open-meteo-forecast': 'OPEN_METEO_FORECAST_URL',
  nws: 'NWS_URL',
  ndbc: 'NDBC_URL',
  coops: 'COOPS_URL',
  nominatim: 'NOMINATIM_URL',
  youtube: 'YOUTUBE_OEMBED_URL',
}

// Nominatim: an absolute maximum of 1 request/second (margin for timer jitter). Open-Meteo:
// 600 calls/minute. NWS publishes no limit but asks for restraint; 4/s is far below trouble.
const MIN_INTERVAL_MS: Record<UpstreamSource, number> = {
  'open-meteo-marine': 100,
  'open-meteo-forecast': 100,
  nws: 250,
  ndbc: 0,
  coops: 0,
  nominatim: 1100,
  youtube: 0,
}

/** Reads base URLs, User-Agent and timeouts from the environment, with production defaults. */
export function readUpstreamConfig(
  env: Readonly<Record<string, string | undefined>> = process.env,
): UpstreamConfig {
  const shared = env.UPSTREAM_BASE_URL?.trim().replace(/\/+$/, '')
  const apiKey = env.OPEN_METEO_API_KEY?.trim() || undefined
  const baseUrls = {} as Record<UpstreamSource, string>
  for (const source of UPSTREAM_SOURCES) {
    const own = env[ENV_NAMES[source]]?.trim()
    const production = (apiKey && COMMERCIAL_BASE_URLS[source]) || PRODUCTION_BASE_URLS[source]
    baseUrls[source] = (own || (shared ? `${shared}/${source}` : production)).replace(/\/+$/, '')
  }
  return {
    baseUrls,
    userAgent: env.UPSTREAM_USER_AGENT?.trim() || DEFAULT_USER_AGENT,
    timeoutMs: readInt(env.UPSTREAM_TIMEOUT_MS, 10_000),
    retries: readInt(env.UPSTREAM_RETRIES, 2),
    retryBaseDelayMs: readInt(env.UPSTREAM_RETRY_BASE_MS, 500),
    maxRetryDelayMs: 30_000,
    minIntervalMs: { ...MIN_INTERVAL_MS },
    openMeteoApiKey: apiKey,
    coopsApplication: 'Firing',
  }
}

/** Joins a configured base with a provider path, tolerating a base that already ends in it. */
export function upstreamUrl(config: UpstreamConfig, source: UpstreamSource, path: string): URL {
  const base = config.baseUrls[source]
  const withPath = new URL(base).pathname.endsWith(path) ? base : `${base}${path}`
  return new URL(withPath)
}

function readInt(raw: string | undefined, fallback: number): number {
  const n = raw === undefined ? NaN : Number.parseInt(raw, 10)
  return Number.isFinite(n) && n >= 0 ? n : fallback
}
