// Hourly bench: GET /api/surf-spots/{id}/hourly?date on the real server, after one
// refresh of every spot against the fake upstream, next to a bare node:http server serving the
// same JSON (budget: ≥ 50 % of bare req/s). Prints numbers; asserts nothing.
import os from 'node:os'
import { SpotList } from '../shared/contracts/conditions'
import { addDays, todayIn } from '../shared/domain/time/dates'
import { loadEndpoint, printLoad, readPositive } from './conditions/api-load'
import { timeRefresh } from './conditions/refresh'
import { startStack } from './conditions/stack'
import { stopOwnChildren } from './support/process-stats'

const options = {
  connections: readPositive('BENCH_CONNECTIONS', 10),
  durationS: readPositive('BENCH_DURATION', 10),
  warmupS: readPositive('BENCH_WARMUP', 3),
  settleMs: readPositive('BENCH_SETTLE_MAX', 180) * 1000,
}

/** Rincon's tomorrow: a full day of hours (today's may start before the data does elsewhere). */
async function hourlyPath(baseUrl: string): Promise<string> {
  const spots = SpotList.parse(await (await fetch(`${baseUrl}/api/surf-spots`)).json())
  const spot = spots.find((s) => s.name === 'Rincon') ?? spots[0]
  if (!spot) throw new Error('no spots')
  const date = addDays(todayIn(spot.timeZone, new Date()), 1)
  return `/api/surf-spots/${spot.id}/hourly?date=${date}`
}

console.log(`Hourly bench: ${os.cpus().length} CPUs, node ${process.version}`)
const stack = await startStack()
try {
  const refresh = await timeRefresh(stack, 'refresh')
  console.log(`refresh of every spot: ${refresh.wallMs} ms, ${refresh.summary.rows} rows`)
  const load = await loadEndpoint(stack, options, hourlyPath)
  const ratio = printLoad(load, options)
  console.log(
    `BENCH_JSON ${JSON.stringify({ date: new Date().toISOString(), options, load, ratio })}`,
  )
} finally {
  await stopOwnChildren()
  await stack.stop()
}
process.exit(0)
