// The one gate every request passes before the site, the admin or Payload's REST API sees it:
// a write (any method but GET/HEAD/OPTIONS) must come from an allowed origin, on every path.
// Browsers send Origin on every same-origin POST/PATCH/PUT/DELETE, so a write without one, with
// 'null' (a sandboxed frame) or with another origin (another site, a sibling port or subdomain,
// which SameSite=Lax lets carry our cookies) is refused before any cookie is read.
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { TLSSocket } from 'node:tls'
import {
  allowedOrigins,
  CROSS_SITE_MESSAGE,
  isAllowedWrite,
  isSafeMethod,
  localOrigins,
  requestOrigin,
} from '../shared/domain/web/origins'

type Env = { PUBLIC_URL?: string; TRUST_PROXY?: string; [name: string]: string | undefined }

/** Bodies Payload's REST API reads: anything else reaches its operations as no data (a 500). */
const CMS_BODY_TYPES = [
  'application/json',
  'multipart/form-data',
  'application/x-www-form-urlencoded',
]

/** The origin the request was addressed to (shared/domain/web/origins.ts says how). */
export function requestOriginOf(req: IncomingMessage, env: Env = process.env): string | null {
  return requestOrigin({
    host: req.headers.host,
    secure: (req.socket as TLSSocket | undefined)?.encrypted === true,
    forwardedProto: String(req.headers['x-forwarded-proto'] ?? ''),
    trustProxy: env.TRUST_PROXY === 'true',
  })
}

/** Why a write must be refused (status and message), or null when it may go on. */
export function checkWrite(req: IncomingMessage, env: Env = process.env) {
  if (isSafeMethod(req.method)) return null
  const allowed = allowedOrigins({
    publicUrl: env.PUBLIC_URL,
    requestOrigin: requestOriginOf(req, env),
  })
  const fetchSite = String(req.headers['sec-fetch-site'] ?? '')
  if (!isAllowedWrite({ origin: req.headers.origin, fetchSite, allowed })) {
    return { status: 403, message: CROSS_SITE_MESSAGE }
  }
  const pathname = new URL(req.url ?? '/', 'http://x').pathname
  const cmsApi = pathname === '/cms-api' || pathname.startsWith('/cms-api/')
  if (cmsApi && hasBody(req) && !CMS_BODY_TYPES.includes(mediaTypeOf(req))) {
    const message = 'Send a JSON, multipart or form body (Content-Type)'
    return { status: 415, message }
  }
  return null
}

/** Answers a write that checkWrite refuses; true when it did, and the request stops here. */
export function refuseWrite(req: IncomingMessage, res: ServerResponse, env: Env = process.env) {
  const refusal = checkWrite(req, env)
  if (!refusal) return false
  // The body is not read: close the connection rather than drain an attacker's upload.
  res.shouldKeepAlive = false
  res.writeHead(refusal.status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
  res.end(JSON.stringify({ message: refusal.message }))
  return true
}

function hasBody(req: IncomingMessage): boolean {
  return Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] != null
}

function mediaTypeOf(req: IncomingMessage): string {
  return (
    String(req.headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim()
      .toLowerCase() ?? ''
  )
}

type OriginLists = { csrf: string[]; cors: unknown }

/**
 * Without PUBLIC_URL, Payload's csrf/cors lists hold the local origins of the configured PORT
 * (payload.config.ts); the port really listened on (PORT=0 picks one) joins them once known.
 */
export function trustListeningOrigins(config: OriginLists, port: number, env: Env = process.env) {
  if (allowedOrigins({ publicUrl: env.PUBLIC_URL }).length > 0) return
  const lists = [config.csrf, Array.isArray(config.cors) ? (config.cors as string[]) : []]
  for (const list of lists) {
    for (const origin of localOrigins(port)) if (!list.includes(origin)) list.push(origin)
  }
}
