// Security headers on every answer of the one server (docs/security.md): helmet's vetted set for
// the fixed headers (it works on plain node:http, so no hand-kept list of names and values), and
// our own Content-Security-Policy — the site's, which Astro's pages replace with the same policy
// plus their inline scripts' hashes, or the admin's with a fresh nonce for Next on each request.
import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import helmet from 'helmet'
import { adminPolicy, sitePolicy } from './csp-policy'

export type SecurityHeaderOptions = {
  /** Path prefixes served by Next (the admin), which get a per-request nonce. */
  noncePrefixes: string[]
  /** Served over https (COOKIE_SECURE or an https PUBLIC_URL): adds HSTS. */
  https: boolean
  /** Next's development runtime evaluates code (`npm run dev`). */
  development: boolean
}

// Powerful features no screen uses; a framed or injected page cannot ask for them either. The
// location is home's "Near me" (asked on its button only), for the site's own pages, never a frame.
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(self), payment=(), usb=(), browsing-topics=()'

/** Reads the options from the environment (README: COOKIE_SECURE, PUBLIC_URL, NODE_ENV). */
export function securityOptions(
  noncePrefixes: string[],
  env: Readonly<Record<string, string | undefined>> = process.env,
): SecurityHeaderOptions {
  const https =
    env.COOKIE_SECURE === 'true' || (env.PUBLIC_URL ?? '').split(',')[0]!.startsWith('https://')
  return { noncePrefixes, https, development: env.NODE_ENV === 'development' }
}

/** Sets the headers on `res` (and, for Next, the nonce policy on `req`) before anyone answers. */
export function createSecurityHeaders(options: SecurityHeaderOptions) {
  const fixed = helmet({
    contentSecurityPolicy: false, // ours, below: hashes for the site, a nonce for the admin
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.https ? { maxAge: 31_536_000 } : false,
  })
  const site = sitePolicy()
  return (req: IncomingMessage, res: ServerResponse, pathname: string): void => {
    fixed(req, res, () => {})
    res.setHeader('permissions-policy', PERMISSIONS_POLICY)
    // A client's own policy header must never reach Next, which would take its nonce.
    delete req.headers['content-security-policy']
    delete req.headers['content-security-policy-report-only']
    if (!options.noncePrefixes.some((p) => pathname === p || pathname.startsWith(`${p}/`))) {
      res.setHeader('content-security-policy', site)
      return
    }
    const policy = adminPolicy(randomBytes(16).toString('base64'), options.development)
    req.headers['content-security-policy'] = policy
    res.setHeader('content-security-policy', policy)
  }
}
