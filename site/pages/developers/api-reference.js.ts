import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { APIRoute } from 'astro'

// Scalar's self-contained browser build, served from this origin (the CSP allows no CDN), with
// the one call that mounts it. Only /developers loads it.
const MOUNT = `
Scalar.createApiReference('#api-reference', {
  url: '/api/openapi.json',
  withDefaultFonts: false,
  hideClientButton: true,
  telemetry: false,
  agent: { disabled: true },
  theme: 'default',
})
`

let script: Promise<string> | undefined

function loadScript(): Promise<string> {
  const entry = createRequire(import.meta.url).resolve('@scalar/api-reference')
  const bundle = path.join(path.dirname(entry), 'browser/standalone.js')
  return readFile(bundle, 'utf8').then((text) => `${text}\n;${MOUNT}`)
}

/** GET /developers/api-reference.js: the renderer of the API reference, mounted on the page. */
export const GET: APIRoute = async () => {
  script ??= loadScript()
  return new Response(await script, {
    headers: {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  })
}
