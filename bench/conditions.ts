// Conditions bench: (1) full refreshes of 49 spots × 5 days against the fake upstream —
// requests per source and wall time (goals: ≤ 4 requests per batched source, ≤ 5 s); (2) GET
// /api/surf-spots?date on the real server next to a bare node:http server serving the same JSON
// (goals: ≥ 50 % of bare req/s, p99 ≤ 25 ms). Prints numbers; asserts nothing.
import os from 'node:os'
import { todayIn } from '../shared/domain/time/dates'
import type { RefreshRun } from './conditions/refresh'
import { timeRefresh } from './conditions/refresh'
import type { Stack } from './conditions/stack'
import { startStack } from './conditions/stack'
import type { LoadRun } from './conditions/api-load'
import { loadEndpoint, printLoad, readPositive } from './conditions/api-load'
import type { LoadOptions } from './support/load'
import { stopOwnChildren } from './support/process-stats'
import { formatTable } from './support/table'

const SOURCES = ['open-meteo-marine', 'open-meteo-forecast', 'ndbc', 'coops', 'nws']

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

/** GET /api/surf-spots?date (today in UTC) on the real server, then on bare node:http. */
function benchApi(s: Stack): Promise<LoadRun> {
  const settleMs = readPositive('BENCH_SETTLE_MAX', 180) * 1000
  return loadEndpoint(s, { ...options, settleMs }, async () => {
    return `/api/surf-spots?date=${todayIn('UTC', new Date())}`
  })
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
  const ratio = printLoad(load, options)
  const refreshes = runs.map(({ summary: _summary, ...r }) => r)
  console.log(
    `BENCH_JSON ${JSON.stringify({ date: new Date().toISOString(), options, refreshes, load, ratio })}`,
  )
}
