// In sample mode, over 5 days × 49 spots, every hour's swell directions lie
// inside the spot's window and every hour's wind-sea direction is within 45° of the wind's. The
// window is read from SPOT_EXPOSURE at run time (so it holds for whatever windows are seeded), and
// the hours are what the sample server answers over HTTP, read by the real clients and merged as
// ingestion merges them (Open-Meteo, the NWS water cell or the zone's CWF, the buoy).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, todayIn } from '../../../shared/domain/time/dates'
import { exposureAt, REACHES_MIN_SHARE } from '../../../shared/domain/rating/exposure'
import type { HourlyConditions } from '../../../shared/domain/forecast/series'
import { angularDistance } from '../../../shared/domain/rating/wind'
import { localDateOf } from '../../../shared/domain/time/zoned'
import { SPOT_EXPOSURE } from '../../seed/data/spot-exposure'
import type { UpstreamConfig } from '../upstream'
import { fetchForecast, fetchMarine } from '../upstream'
import type { SampleServer } from '../upstream/sample-server/server'
import { startSampleServer } from '../upstream/sample-server/server'
import { testConfig } from '../upstream/test-support'
import { pointKey } from './fetch-open-meteo'
import { SEEDED_SPOTS, sampleStates, slugOf } from './sample-test-support'
import { buildSpot } from './spot-series'
import type { IngestSpot } from './types'

let fake: SampleServer
let config: UpstreamConfig
beforeAll(async () => {
  fake = await startSampleServer()
  config = testConfig(fake.url, { timeoutMs: 20_000 })
})
afterAll(() => fake.close())

const SPOTS = SEEDED_SPOTS
const DAYS = 5

/** The spot's hours of today..+4 in its own zone. */
function fiveDays(spot: IngestSpot, hours: readonly HourlyConditions[], now: Date) {
  const first = todayIn(spot.timeZone, now)
  const last = addDays(first, DAYS - 1)
  return hours.filter((h) => {
    const date = localDateOf(h.time, spot.timeZone)
    return date >= first && date <= last
  })
}

type Problem = string

/** What is wrong with one hour: a swell from outside the window, a wind sea against the wind. */
function problemsOf(spot: IngestSpot, hour: HourlyConditions): Problem[] {
  const byDirection = SPOT_EXPOSURE[slugOf(spot)]?.byDirection ?? []
  const out: Problem[] = []
  for (const field of ['swellDirectionDeg', 'secondarySwellDirectionDeg'] as const) {
    const deg = hour[field]
    if (deg !== null && exposureAt(byDirection, deg) < REACHES_MIN_SHARE)
      out.push(`${slugOf(spot)} ${hour.time} ${field} ${deg}° is outside the window`)
  }
  const [sea, wind] = [hour.windWaveDirectionDeg, hour.windDirectionDeg]
  if (sea !== null && wind !== null && angularDistance(sea, wind) > 45)
    out.push(`${slugOf(spot)} ${hour.time} wind sea from ${sea}° under a wind from ${wind}°`)
  return out
}

describe('sample mode directions', () => {
  it('should seed a window for every spot the test reads', () => {
    expect(SPOTS).toHaveLength(49)
    for (const spot of SPOTS) expect(SPOT_EXPOSURE[slugOf(spot)], slugOf(spot)).toBeDefined()
  })

  it('should answer Open-Meteo with swells from the window and wind seas from the wind, every model', async () => {
    const now = new Date()
    const points = SPOTS.map((s) => ({ latitude: s.latitude, longitude: s.longitude }))
    const models = ['best_match', 'ecmwf_wam025', 'ncep_gfswave025']
    const [marine, forecast] = await Promise.all([
      fetchMarine({ points, models, pastDays: 1, forecastDays: DAYS + 1, timezone: 'GMT', config }),
      fetchForecast({ points, pastDays: 1, forecastDays: DAYS + 1, timezone: 'GMT', config }),
    ])
    if (!marine.ok || !forecast.ok) throw new Error('the sample server did not answer')
    const problems: Problem[] = []
    let checked = 0
    for (const [i, spot] of SPOTS.entries()) {
      const wind = new Map(forecast.value[i]?.series[0]?.hourly.map((h) => [h.time, h]))
      for (const model of models) {
        const series = marine.value[i]?.series.find((s) => s.model === model)
        const hours = fiveDays(spot, series?.hourly ?? [], now)
        expect(hours.length, `${slugOf(spot)} ${model}`).toBeGreaterThanOrEqual(DAYS * 24 - 1)
        for (const hour of hours) {
          const windDirectionDeg = wind.get(hour.time)?.windDirectionDeg ?? null
          problems.push(...problemsOf(spot, { ...hour, windDirectionDeg }))
          checked += Number(hour.swellDirectionDeg !== null) + Number(windDirectionDeg !== null)
        }
      }
    }
    expect(problems.slice(0, 10)).toEqual([])
    // best_match and GFS-Wave carry swell; every hour of theirs had a swell and a wind to check.
    expect(checked).toBeGreaterThanOrEqual(49 * 2 * DAYS * 24 * 2 - 49 * 4)
  }, 60_000)

  it('should give every spot swells from its window and a wind sea with its wind, hour by hour as ingestion merges them', async () => {
    const now = new Date()
    const mode = 'sample' as const
    const all = await sampleStates(SPOTS, config, now)
    for (const source of ['open-meteo-marine', 'open-meteo-forecast'] as const)
      expect(all[source].failures.size, source).toBe(0)
    const problems: Problem[] = []
    const wavesFrom = new Set<string>()
    let [windSeas, swells, total] = [0, 0, 0]
    for (const spot of SPOTS) {
      const built = buildSpot(spot, all, mode)
      wavesFrom.add(built.series.provenance?.waves?.provider ?? 'none')
      const hours = fiveDays(spot, built.series.hourly, now)
      expect(hours.length, slugOf(spot)).toBeGreaterThanOrEqual(DAYS * 24 - 1)
      for (const hour of hours) {
        problems.push(...problemsOf(spot, hour))
        windSeas += Number(hour.windWaveDirectionDeg !== null)
        swells += Number(hour.swellDirectionDeg !== null)
        total += 1
      }
    }
    expect(problems.slice(0, 10)).toEqual([])
    // The merge really mixed its sources: NWS water cells (and one CWF) for US spots, Open-Meteo
    // elsewhere; the 24 spots outside the US rated a wind sea every hour.
    expect([...wavesFrom].sort()).toEqual(['nws', 'open-meteo'])
    expect(windSeas).toBeGreaterThanOrEqual(24 * DAYS * 24)
    // A CWF period without "Wave Detail" has no swell direction: the rest of the hours all do.
    expect(swells).toBeGreaterThan(0.97 * total)
    expect(all['nws-grid'].entries.get(pointKey(SPOTS[0] as IngestSpot))?.value.cwf).toBeTruthy()
  }, 60_000)
})
