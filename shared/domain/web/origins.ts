// Which origins may make writes (CSRF): one answer for the server's gate, the /api wrapper and
// Payload's own allow-lists, so no path checks less than another.

/** The message every refused cross-site write answers with. */
export const CROSS_SITE_MESSAGE = 'Cross-site requests are not allowed'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Whether a method cannot change anything (browsers may send these cross-site freely). */
export function isSafeMethod(method: string | undefined): boolean {
  return SAFE_METHODS.has((method ?? 'GET').toUpperCase())
}

/** An origin string (scheme://host[:port]) for a URL-ish value, or null for garbage and 'null'. */
export function originOf(value: string): string | null {
  try {
    const url = new URL(value.trim())
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null
  } catch {
    return null
  }
}

/**
 * The origin a request was addressed to: its Host, and its scheme from the connection, or from
 * X-Forwarded-Proto only behind a proxy the server is told to trust. Null without a Host.
 */
export function requestOrigin(opts: {
  host: string | null | undefined
  secure: boolean
  forwardedProto?: string | null
  trustProxy: boolean
}): string | null {
  if (!opts.host) return null
  const forwarded = (opts.forwardedProto ?? '').split(',')[0]?.trim().toLowerCase()
  const proxied = opts.trustProxy && (forwarded === 'http' || forwarded === 'https')
  const scheme = proxied ? forwarded : opts.secure ? 'https' : 'http'
  return originOf(`${scheme}://${opts.host}`)
}

/**
 * The origins allowed to write: PUBLIC_URL's comma-separated list when it names any, else the
 * request's own origin. Empty only when neither is known, and then nothing is allowed.
 */
export function allowedOrigins(opts: {
  publicUrl?: string | null
  requestOrigin?: string | null
}): string[] {
  const listed = (opts.publicUrl ?? '').split(',').map(originOf)
  const publicOrigins = [...new Set(listed.filter((o): o is string => o !== null))]
  if (publicOrigins.length > 0) return publicOrigins
  const own = opts.requestOrigin ? originOf(opts.requestOrigin) : null
  return own ? [own] : []
}

/** Whether a write's Origin header names an allowed origin; a missing or 'null' one never does. */
export function isAllowedOrigin(origin: string | null | undefined, allowed: readonly string[]) {
  if (!origin) return false
  const normalised = originOf(origin)
  return normalised !== null && allowed.includes(normalised)
}

/**
 * Whether a write may go on: its Origin is allowed, and the browser does not itself say it came
 * from another site (Sec-Fetch-Site), which a redirect can make true even with a same Origin.
 */
export function isAllowedWrite(opts: {
  origin: string | null | undefined
  fetchSite?: string | null
  allowed: readonly string[]
}): boolean {
  return opts.fetchSite !== 'cross-site' && isAllowedOrigin(opts.origin, opts.allowed)
}

/** The origins a server on `port` is reached at locally, for when no PUBLIC_URL is set. */
export function localOrigins(port: number | string): string[] {
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`]
}
