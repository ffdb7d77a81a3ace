// Point forecast bench (issue 36): the built server in sample mode on a fresh PostgreSQL. Per start
// (BENCH_POINT_STARTS, default 2; the first start seeds): the first GET /api/forecast after the
// server is up and idle (may build the land index), then BENCH_POINT_COUNT (6) new points, each
// asked once (built: upstream fetch through the sample server, rows, rating), then each again
// (kept). Prints each answer's ms and the p50s. Numbers only: nothing is asserted.
import { performance } from 'node:perf_hooks'
import { spawnServer } from '../tests/support/spawn-server'
import { startTestDatabase } from '../tests/support/test-database'
import { stopOwnChildren, waitUntilIdle } from './support/process-stats'

// Points within 5 km of a coast on every continent, none in another's model cells.
const POINTS = [
  [36.95, -122.03],
  [38.97, -9.425],
  [-8.815, 115.085],
  [-34.11, 18.47],
  [33.655, -118.005],
  [39.35, -9.37],
  [-8.72, 115.165],
  [-34.03, 24.935],
  [-29.86, 31.05],
  [39.605, -9.08],
] as const

const STARTS = Number(process.env.BENCH_POINT_STARTS ?? 2)
const COUNT = Math.min(Number(process.env.BENCH_POINT_COUNT ?? 6), POINTS.length - 1)

type Timed = { ms: number; status: number; cache: string | null }

async function timed(url: string): Promise<Timed> {
  const started = performance.now()
  const response = await fetch(url)
  await response.arrayBuffer()
  return {
    ms: performance.now() - started,
    status: response.status,
    cache: response.headers.get('x-point-cache'),
  }
}

const p50 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}
const show = (list: Timed[]) =>
  list.map((t) => `${t.ms.toFixed(0)}${t.status === 200 ? '' : ` (${t.status})`}`).join(', ')

const database = await startTestDatabase()
const results: { first: number; newP50: number; cachedP50: number }[] = []
try {
  for (let run = 0; run < STARTS; run++) {
    const server = await spawnServer({
      DATABASE_URL: database.url,
      DATA_DIR: database.dataDir,
      UPSTREAM_MODE: 'sample',
      API_READ_LIMIT_PER_MINUTE: '0',
    })
    try {
      await waitUntilIdle(server.child.pid, 180_000)
      const url = ([lat, lon]: readonly [number, number]) =>
        `${server.url}/api/forecast?lat=${lat}&lon=${lon}`
      // A new point each start: the first answer's point is not one the cache could hold.
      const order = [...POINTS.slice(run % POINTS.length), ...POINTS.slice(0, run % POINTS.length)]
      const [firstPoint, ...rest] = order
      if (!firstPoint) throw new Error('no points')
      const first = await timed(url(firstPoint))
      const fresh: Timed[] = []
      for (const point of rest.slice(0, COUNT)) fresh.push(await timed(url(point)))
      const kept: Timed[] = []
      for (const point of rest.slice(0, COUNT)) kept.push(await timed(url(point)))
      console.log(`start ${run + 1}: first answer ${first.ms.toFixed(0)} ms (${first.status})`)
      console.log(
        `  new points (ms): ${show(fresh)}; cache: ${fresh.map((t) => t.cache).join(',')}`,
      )
      console.log(`  kept (ms): ${show(kept)}; cache: ${kept.map((t) => t.cache).join(',')}`)
      results.push({
        first: first.ms,
        newP50: p50(fresh.map((t) => t.ms)),
        cachedP50: p50(kept.map((t) => t.ms)),
      })
    } finally {
      await server.stop()
    }
  }
} finally {
  await stopOwnChildren()
  await database.stop()
}
console.log('\n| start | first answer (ms) | new point p50 (ms) | cached p50 (ms) |')
console.log('| --- | ---: | ---: | ---: |')
for (const [i, r] of results.entries())
  console.log(
    `| ${i + 1} | ${r.first.toFixed(0)} | ${r.newP50.toFixed(0)} | ${r.cachedP50.toFixed(1)} |`,
  )
console.log(`BENCH_JSON ${JSON.stringify({ bench: 'point-forecast', results })}`)
