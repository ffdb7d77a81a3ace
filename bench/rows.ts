// Row-building bench: the pure part of one refresh batch for the 49 seeded spots — each spot's
// series merged from its sources (`buildSpot`), then its conditions, reports, forecasts and
// hour-by-hour days (`buildSpotRows`) — on the series a sample refresh really builds: the sample
// server is run in this process and read by the real clients once, before the timed runs. No
// database. Prints CPU time (less sensitive than wall time to the other work on a shared machine);
// asserts nothing. `npx tsx bench/rows.ts` (BENCH_ROWS_RUNS, default 12).
import { daySlicer } from '../cms/conditions/ingest/day-slices'
import { buildSpotRows } from '../cms/conditions/ingest/rows'
import { SEEDED_SPOTS, sampleStates } from '../cms/conditions/ingest/sample-test-support'
import { buildSpot } from '../cms/conditions/ingest/spot-series'
import { startSampleServer } from '../cms/conditions/upstream/sample-server/server'
import { testConfig } from '../cms/conditions/upstream/test-support'
import { coastVertices } from '../cms/conditions/geo/coast-vertices'
import type { IngestSpot } from '../cms/conditions/ingest/types'
import { coastPoint } from './support/coast-spots'

const RUNS = Number(process.env.BENCH_ROWS_RUNS ?? 12)
const WARM_UP = 2
const NOW = new Date()
// BENCH_ROWS_COAST=N: N spots along Natural Earth's coast as bench/catalogue.ts inserts them
// (UTC, facing west, no stations) instead of the 49 seeded ones.
const COAST = Number(process.env.BENCH_ROWS_COAST ?? 0)

function coastSpots(n: number): IngestSpot[] {
  const vertices = coastVertices()
  return Array.from({ length: n }, (_, i) => {
    const { lat, lon } = coastPoint(vertices, i, n)
    return {
      ...(SEEDED_SPOTS[0] as IngestSpot),
      id: 1000 + i,
      name: `Coast ${i}`,
      latitude: lat,
      longitude: lon,
      breakType: 'beach',
      beachFacingDegrees: 270,
      exposure: null,
      isUS: false,
      timeZone: 'UTC',
      tideStation: null,
      ndbcBuoy: null,
      landLatitude: null,
      landLongitude: null,
      marineZone: null,
    }
  })
}
const SPOTS = COAST > 0 ? coastSpots(COAST) : SEEDED_SPOTS

const server = await startSampleServer()
const states = await sampleStates(
  SPOTS,
  testConfig(server.url, { timeoutMs: 60_000 }),
  NOW,
).finally(() => server.close())

const cpuMs = (f: () => void): number => {
  const start = process.cpuUsage()
  f()
  const used = process.cpuUsage(start)
  return (used.user + used.system) / 1000
}

const series: number[] = []
const rows: number[] = []
let hours = 0
let tides = 0
for (let r = 0; r < RUNS; r++) {
  const built = SPOTS.map((spot) => buildSpot(spot, states, 'sample'))
  const seriesMs = cpuMs(() => SPOTS.map((spot) => buildSpot(spot, states, 'sample')))
  const rowsMs = cpuMs(() => {
    for (const one of built) buildSpotRows(one, NOW, daySlicer(one))
  })
  if (r < WARM_UP) continue
  series.push(seriesMs)
  rows.push(rowsMs)
  hours = built.reduce((n, b) => n + b.series.hourly.length, 0)
  tides = built.reduce((n, b) => n + b.series.tides.length, 0)
}
const stats = (runs: number[]) => {
  const sorted = [...runs].sort((a, b) => a - b)
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0
  return { median, min: sorted[0] ?? 0 }
}
const s = stats(series)
const b = stats(rows)
const n = SPOTS.length
console.log(
  `${n} ${COAST > 0 ? 'coast' : 'seeded'} spots (${hours} series hours, ${tides} tide events), ${series.length} runs after ${WARM_UP} warm-up:`,
)
console.log(
  `  buildSpot      CPU median ${s.median.toFixed(0)} ms, min ${s.min.toFixed(0)} ms (${(s.median / n).toFixed(2)} ms/spot)`,
)
console.log(
  `  buildSpotRows  CPU median ${b.median.toFixed(0)} ms, min ${b.min.toFixed(0)} ms (${(b.median / n).toFixed(2)} ms/spot)`,
)
console.log(
  `BENCH_JSON ${JSON.stringify({ spots: n, seriesMsPerSpot: s.median / n, rowsMsPerSpot: b.median / n, rowsMinMs: b.min })}`,
)
