// Conditions bench (issue 3): (1) full refreshes of 49 spots × 5 days against the fake upstream —
// requests per source and wall time (goals: ≤ 4 requests per batched source, ≤ 5 s); (2) GET
// /api/surf-spots?date on the real server next to a bare node:http server serving the same JSON
// (goals: ≥ 50 % of bare req/s, p99 ≤ 25 ms). Prints numbers; asserts nothing.
import os from 'node:os'
import { todayIn } from '../shared/domain/dates'
import { spawnServer } from '../tests/support/spawn-server'
import type { RefreshRun } from './conditions/refresh'
import { timeRefresh } from './conditions/refresh'
import type { Stack } from './conditions/stack'
import { startStack } from './conditions/stack'
import type { LoadFigures, LoadOptions } from './support/load'
import { measureLoad, startBareServer } from './support/load'
import { stopOwnChildren, waitUntilIdle } from './support/process-stats'
import { formatTable } from './support/table'

const SOURCES = ['open-meteo-marine', 'open-meteo-forecast', 'ndbc', 'coops', 'nws']

type LoadRun = { firing: LoadFigures; bare: LoadFigures; bytes: number; path: string }

const options: LoadOptions = {
  connections: readPositive('BENCH_CONNECTIONS', 10),
  durationS: readPositive('BENCH_DURATION', 10),
  warmupS: readPositive('BENCH_WARMUP', 3),
}

console.log(`Conditions bench: ${os.cpus().length} CPUs, node ${process.version}`)
const stack = await startStack()
try {
  const cold = await timeRefresh(stack, 'first refresh (empty database)')
  const warm = await timeRefresh(stack, 'next refresh (tides still covered)')
  const load = await benchApi(stack)
  printResults([cold, warm], load)
} finally {
  await stopOwnChildren()
  await stack.stop()
}
process.exit(0)

/** The real server on the refreshed database, then the same load on a bare server. */
async function benchApi(s: Stack): Promise<LoadRun> {
  const server = await spawnServer({
    DATABASE_URL: s.database.url,
    DATA_DIR: s.database.dataDir,
    UPSTREAM_BASE_URL: s.fake.url,
    UPSTREAM_MODE: 'live',
    CONDITIONS_AUTORUN: 'false',
  })
  try {
    await waitUntilIdle(server.child.pid, readPositive('BENCH_SETTLE_MAX', 180) * 1000)
    const path = `/api/surf-spots?date=${todayIn('UTC', new Date())}`
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

function printResults(runs: RefreshRun[], load: LoadRun): void {
  const header = [
    'refresh of 49 spots × 5 days',
    'wall ms',
    ...SOURCES.map((s) => `${s} req`),
    'rows',
  ]
  const rows = runs.map((r) => [
    r.label,
    r.wallMs,
    ...SOURCES.map((s) => r.requests[s] ?? 0),
    r.summary.rows,
  ])
  console.log(`\n${formatTable([header, ...rows])}`)
  const f = (name: string, l: LoadFigures) => [
    name,
    l.requestsPerS,
    l.p50Ms,
    l.p99Ms,
    l.requests,
    l.non2xx + l.errors,
  ]
  const title = `GET ${load.path} (${load.bytes} B, ${options.connections} connections, ${options.durationS} s)`
  console.log(
    `\n${formatTable([
      [title, 'req/s', 'p50 ms', 'p99 ms', 'requests', 'non-2xx+errors'],
      f('Firing', load.firing),
      f('bare node:http, same bytes', load.bare),
    ])}`,
  )
  const ratio = load.bare.requestsPerS ? load.firing.requestsPerS / load.bare.requestsPerS : null
  console.log(`\nratio Firing/bare req/s: ${ratio === null ? '–' : ratio.toFixed(2)} (goal ≥ 0.50)`)
  const refreshes = runs.map(({ summary: _summary, ...r }) => r)
  console.log(
    `BENCH_JSON ${JSON.stringify({ date: new Date().toISOString(), options, refreshes, load, ratio })}`,
  )
}

function readPositive(name: string, fallback: number): number {
  const n = Number(process.env[name])
  return Number.isFinite(n) && n > 0 ? n : fallback
}
