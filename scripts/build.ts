// `npm run build`: the admin import map, the Astro site, the compiled server and the Next admin,
// built together from one payload.config.ts. `npm start` and `npm test` skip a build that is
// still current (scripts/build-stamp.ts).
import { BUILT } from '../server/runtime-paths'
import { buildServer } from './build-server'
import { buildIsCurrent, writeStamp } from './build-stamp'
import { run } from './run'
import { buildSeedImages } from './seed-images'
import { buildServiceWorker } from './service-worker'

export const BUILDING =
  'Building Firing (first start, or the sources changed): a few minutes, 5 steps…'

/** Builds when the output is missing or any input changed since the last build. */
export async function ensureBuild(): Promise<void> {
  if (await buildIsCurrent()) return
  console.log(BUILDING)
  await build()
  await writeStamp()
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

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--announce')) console.log(BUILDING) // from `npm start`
  await build()
  await writeStamp()
}
