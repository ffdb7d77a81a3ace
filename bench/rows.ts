// Row-building bench: the pure part of one refresh, `buildSpotRows` (conditions,
// reports, forecasts and hour-by-hour days) for 49 made-up spots in seven time zones over ten
// days of hours, without the database or the upstreams. Prints CPU time (less sensitive than wall
// time to the other work on a shared machine); asserts nothing. `npx tsx bench/rows.ts`
import { buildSpotRows } from '../cms/conditions/ingest/rows'
import type { BuiltSpot } from '../cms/conditions/ingest/spot-series'
import { spotOf } from '../cms/conditions/ingest/test-support'
import { hoursFrom, seriesOf } from '../shared/domain/forecast/test-support'

const NOW = new Date('2026-11-27T12:00:00.000Z')
const RUNS = 12
const WARM_UP = 2
const ZONES = [
  'America/New_York',
  'America/Los_Angeles',
  'Pacific/Honolulu',
  'Australia/Sydney',
  'Europe/London',
  'Asia/Makassar',
  'Atlantic/Reykjavik',
]

const spots: BuiltSpot[] = Array.from({ length: 49 }, (_, i) => {
  const timeZone = ZONES[i % ZONES.length] ?? 'UTC'
  const spot = spotOf({ id: i + 1, latitude: -40 + i * 1.7, longitude: -170 + i * 7, timeZone })
  const hours = hoursFrom('2026-11-25T00:00:00.000Z', 24 * 10, (h) => ({
    waveHeightFt: 3 + (h % 7) / 2,
    wavePeriodS: 11,
    waveDirectionDeg: 270,
    swellHeightFt: 3,
    swellPeriodS: 12,
    swellDirectionDeg: 270,
    windSpeedMph: (h * 7) % 20,
    windDirectionDeg: (h * 37) % 360,
    waterTempF: 64,
  }))
  return { spot, series: seriesOf(timeZone, hours), forecast: [], isSample: false }
})

const runs: number[] = []
for (let r = 0; r < RUNS; r++) {
  const start = process.cpuUsage()
  for (const built of spots) buildSpotRows(built, NOW)
  const used = process.cpuUsage(start)
  if (r >= WARM_UP) runs.push((used.user + used.system) / 1000)
}
runs.sort((a, b) => a - b)
const median = runs[Math.floor(runs.length / 2)] ?? 0
console.log(
  `buildSpotRows, 49 spots: CPU median ${median.toFixed(0)} ms, min ${(runs[0] ?? 0).toFixed(0)} ms (${runs.length} runs after ${WARM_UP} warm-up)`,
)
