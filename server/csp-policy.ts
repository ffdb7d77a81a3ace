// The Content-Security-Policy of every answer, in one place: astro.config.mjs hands the site's
// directives to Astro (which adds the hashes of its own inline scripts to each page), and
// server/security-headers.ts sends them on everything else and builds the admin's nonce policy.
// Pure (node:crypto only), so the Astro config can import it at build time.
import { createHash } from 'node:crypto'

export type Directives = Record<string, string[]>

// What a page really loads besides its own origin: YouTube's video thumbnails in the feed
// (shared/domain/feed/media.ts). Nothing else external: the upstreams are fetched by the server.
const YOUTUBE_THUMBNAILS = ['https://i.ytimg.com', 'https://img.youtube.com']

/**
 * Everything but script-src and style-src, which Astro owns on its pages. `'self'` in
 * connect-src covers the same-origin Socket.IO websocket (CSP 3 matches ws:/wss: to it).
 */
export const SITE_DIRECTIVES: Directives = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:', ...YOUTUBE_THUMBNAILS],
  'media-src': ["'self'", 'blob:'],
  'connect-src': ["'self'"],
  'font-src': ["'self'"],
  'frame-src': ["'none'"],
  'worker-src': ["'self'"],
}

// Scripts only from this origin (plus, on Astro's pages, the hashes of its inline scripts).
// Styles allow inline: SSR'd style attributes (bar heights, map markers) and the <style> that
// Radix's dialog injects at run time cannot carry a fixed hash. Script injection stays closed.
export const SITE_SCRIPT_SRC = ["'self'"]
export const SITE_STYLE_SRC = ["'self'", "'unsafe-inline'"]

/** The site's whole policy, for answers Astro does not render (files, JSON, the health check). */
export function sitePolicy(): string {
  return formatPolicy({
    ...SITE_DIRECTIVES,
    'script-src': SITE_SCRIPT_SRC,
    'style-src': SITE_STYLE_SRC,
  })
}

/**
 * The admin's policy (Next + Payload) with this request's nonce: Next reads it from the request's
 * Content-Security-Policy header and puts it on its inline scripts. Styles allow inline (React
 * style attributes throughout Payload's UI); development adds eval for Next's dev runtime.
 */
export function adminPolicy(nonce: string, development = false): string {
  return formatPolicy({
    ...SITE_DIRECTIVES,
    'script-src': ["'self'", `'nonce-${nonce}'`, ...(development ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'font-src': ["'self'", 'data:'],
    'frame-src': ["'self'"], // Payload's live preview frames the site's own pages
    'worker-src': ["'self'", 'blob:'],
  })
}

/** `name a b; name2 c` from a directive map. */
export function formatPolicy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ')
}

/**
 * Astro's `security.csp` for the site: our directives, plus hashes for its `is:inline` scripts.
 * Not frame-ancestors: a page sets it itself (Astro would add a page's 'self' to a base 'none',
 * and Chrome rejects `'none' 'self'`), and site/middleware.ts gives every other page 'none'.
 */
export function astroCsp(inlineScripts: string[]) {
  return {
    algorithm: 'SHA-256' as const,
    directives: Object.entries(SITE_DIRECTIVES)
      .filter(([name]) => name !== 'frame-ancestors')
      .map(([name, values]) => [name, ...values].join(' ')),
    scriptDirective: { resources: SITE_SCRIPT_SRC, hashes: inlineScripts.map(scriptHash) },
    styleDirective: { resources: SITE_STYLE_SRC },
  }
}

/** The CSP source for an inline script's exact text (`sha256-…`, without quotes). */
export function scriptHash(text: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`
}
