// `npm run build`: the admin import map, the Astro site, the compiled server and the Next admin,
// built together from one payload.config.ts. `npm start` calls ensureBuild() to
// skip a fresh build.
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { BUILT } from '../server/runtime-paths'
import { SERVER_BUNDLE, buildServer } from './build-server'
import { ROOT, run } from './run'
import { buildSeedImages } from './seed-images'
import { buildServiceWorker } from './service-worker'

const INPUTS = [
  'site',
  'cms',
  'shared',
  'realtime',
  'server',
  'server.ts',
  'scripts/build-server.ts',
  'payload.config.ts',
  'astro.config.mjs',
  'package-lock.json',
]
const SKIP = new Set(['node_modules', '.next', 'next-env.d.ts'])
const STAMP = path.join(ROOT, 'dist/.build-stamp')

/** Builds when the output is missing or any input changed since the last build. */
export async function ensureBuild(): Promise<void> {
  const hash = await hashInputs()
  const stamp = existsSync(STAMP) ? await fs.readFile(STAMP, 'utf8') : ''
  const complete =
    existsSync(path.join(ROOT, 'cms/.next/BUILD_ID')) &&
    existsSync(path.join(ROOT, 'dist/server/entry.mjs')) &&
    existsSync(SERVER_BUNDLE)
  if (complete && stamp === hash) return
  console.log('Building Firing (first start, or the sources changed): a few minutes, 5 steps…')
  await build()
  await fs.writeFile(STAMP, hash)
}

/** Runs every build step in order. */
export async function build(): Promise<void> {
  // Build-time only: Next evaluates the config while collecting pages; the real secret is read at run time.
  const env = {
    ASTRO_TELEMETRY_DISABLED: '1',
    NODE_ENV: 'production',
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'build-only',
    NEXT_TELEMETRY_DISABLED: '1',
  }
  const step = stepLogger(5)
  step('the admin import map')
  await run('payload', ['generate:importmap'], {
    env: { ...env, PAYLOAD_CONFIG_PATH: 'payload.config.ts' },
  })
  step('the site (Astro) and its service worker')
  await run('astro', ['build'], { env })
  await buildServiceWorker() // after Astro: it lists Astro's client files to precache
  step('the server (esbuild)')
  await buildServer() // dist/app/server.mjs, what production runs with plain node
  step('the seed images')
  const images = await buildSeedImages(BUILT.seedImages) // a first start's seed reads them
  console.log(`seed images: ${images.rendered} rendered, ${images.kept} unchanged`)
  step('the admin (Next), the longest step')
  await run('next', ['build', 'cms'], { env })
  step(null)
}

/** Logs "build n/total: what" with the time since the build began; null logs the end. */
function stepLogger(total: number): (what: string | null) => void {
  const started = Date.now()
  let n = 0
  return (what) => {
    const seconds = Math.round((Date.now() - started) / 1000)
    if (what === null) console.log(`build: done in ${seconds} s`)
    else console.log(`build ${++n}/${total} (${seconds} s): ${what}…`)
  }
}

async function hashInputs(): Promise<string> {
  const hash = createHash('sha256')
  for (const input of INPUTS) await hashPath(path.join(ROOT, input), hash)
  return hash.digest('hex')
}

async function hashPath(target: string, hash: ReturnType<typeof createHash>): Promise<void> {
  const stat = await fs.stat(target).catch(() => null)
  if (!stat) return
  if (stat.isFile()) {
    hash.update(path.relative(ROOT, target))
    hash.update(await fs.readFile(target))
    return
  }
  const entries = (await fs.readdir(target)).filter((name) => !SKIP.has(name)).sort()
  for (const name of entries) await hashPath(path.join(target, name), hash)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await build()
  await fs.writeFile(STAMP, await hashInputs())
}
