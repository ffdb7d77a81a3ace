// The build step that makes dist/client/sw.js: esbuild bundles site/service-worker/sw.ts, then
// Serwist's injectManifest lists the app shell to precache (with a revision for each file).
import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { injectManifest } from '@serwist/build'
import { build } from 'esbuild'
import { ROOT } from './run'

const CLIENT = path.join(ROOT, 'dist/client')

/** Bundles the worker and injects the precache list; answers what it precaches. */
export async function buildServiceWorker(): Promise<{ count: number; size: number }> {
  const bundled = path.join(ROOT, 'dist/sw.bundle.js')
  await build({
    entryPoints: [path.join(ROOT, 'site/service-worker/sw.ts')],
    outfile: bundled,
    bundle: true,
    format: 'iife',
    target: 'es2022',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  })
  const { count, size, warnings } = await injectManifest({
    swSrc: bundled,
    swDest: path.join(CLIENT, 'sw.js'),
    globDirectory: CLIENT,
    // The app shell: hashed scripts and styles, the icons. Images and videos are fetched as used.
    globPatterns: ['_astro/**/*.{js,css}', 'icons/*.png', 'favicon.svg'],
    // The offline page is rendered by the server: its revision changes with every build.
    additionalPrecacheEntries: [{ url: '/offline', revision: await buildRevision() }],
  })
  for (const warning of warnings) console.warn(`service worker: ${warning}`)
  await fs.rm(bundled)
  console.log(`service worker: ${count} files precached (${Math.round(size / 1024)} KiB)`)
  return { count, size }
}

/** A revision that changes whenever the built client changes (Astro's hashed file names). */
async function buildRevision(): Promise<string> {
  const names = (await fs.readdir(path.join(CLIENT, '_astro')).catch(() => [])).sort()
  return createHash('sha256').update(names.join('\n')).digest('hex').slice(0, 16)
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServiceWorker()
