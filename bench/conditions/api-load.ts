// Part 2 of the conditions benches: one endpoint of the real server on the refreshed database,
import { formatTable } from '../support/table'
// then a bare node:http server serving the same bytes under the same load.
import { spawnServer } from '../../tests/support/spawn-server'
import type { LoadFigures, LoadOptions } from '../support/load'
import { measureLoad, startBareServer } from '../support/load'
import { waitUntilIdle } from '../support/process-stats'
import type { Stack } from './stack'

export type LoadRun = { firing: LoadFigures; bare: LoadFigures; bytes: number; path: string }

/** Starts the server on the stack's database and loads the path pathOf picks, then bare. */
export async function loadEndpoint(
  s: Stack,
  options: LoadOptions & { settleMs: number },
  pathOf: (baseUrl: string) => Promise<string>,
): Promise<LoadRun> {
  const server = await spawnServer({
    DATABASE_URL: s.database.url,
    DATA_DIR: s.database.dataDir,
    UPSTREAM_BASE_URL: s.fake.url,
    UPSTREAM_MODE: 'live',
    CONDITIONS_AUTORUN: 'false',
    // One client hammers one endpoint: the per-client read limit would answer 429s.
    API_READ_LIMIT_PER_MINUTE: '0',
  })
  try {
    await waitUntilIdle(server.child.pid, options.settleMs)
    const path = await pathOf(server.url)
    console.log(`load: ${options.connections} connections, ${options.durationS} s on Firing…`)
    const firing = await measureLoad(`${server.url}${path}`, options)
    const bare = await startBareServer(`${server.url}${path}`)
    try {
      console.log('load: the same on bare node:http…')
      return { firing, bare: await measureLoad(bare.url, options), bytes: bare.bytes, path }
    } finally {
      await bare.stop()
    }
  } finally {
    await server.stop()
  }
}

/** The load table and the Firing/bare ratio (goal ≥ 0.50); returns the ratio. */
export function printLoad(load: LoadRun, options: LoadOptions): number | null {
  const title = `GET ${load.path} (${load.bytes} B, ${options.connections} connections, ${options.durationS} s)`
  console.log(
    `\n${formatTable([
      [title, 'req/s', 'p50 ms', 'p99 ms', 'requests', 'non-2xx+errors'],
      loadRow('Firing', load.firing),
      loadRow('bare node:http, same bytes', load.bare),
    ])}`,
  )
  const ratio = load.bare.requestsPerS ? load.firing.requestsPerS / load.bare.requestsPerS : null
  console.log(`\nratio Firing/bare req/s: ${ratio === null ? '–' : ratio.toFixed(2)} (goal ≥ 0.50)`)
  return ratio
}

/** One row of a load table: req/s, p50, p99, requests, non-2xx + errors. */
export function loadRow(name: string, l: LoadFigures): (string | number)[] {
  return [name, l.requestsPerS, l.p50Ms, l.p99Ms, l.requests, l.non2xx + l.errors]
}

/** A positive number from the environment, else fallback. */
export function readPositive(name: string, fallback: number): number {
  const n = Number(process.env[name])
  return Number.isFinite(n) && n > 0 ? n : fallback
}
