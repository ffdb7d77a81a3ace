// The Open-Meteo clients against the fake upstream: batching, models, determinism.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SampleServer } from './sample-server/server'
import { startSampleServer } from './sample-server/server'
import type { UpstreamConfig } from './config'
import { fetchForecast } from './open-meteo-forecast'
import { fetchMarine } from './open-meteo-marine'
import { fetchModelRun } from './open-meteo-meta'
import { expectOk, testConfig } from './test-support'

const SPOTS = [
  { latitude: 33.6545, longitude: -118.004 }, // Huntington Beach
  { latitude: 21.6649, longitude: -158.0532 }, // Pipeline
  { latitude: 43.0384, longitude: -70.7181 }, // Rye Rocks
]

let fake: SampleServer
let config: UpstreamConfig

beforeAll(async () => {
  fake = await startSampleServer()
  config = testConfig(fake.url)
})
afterAll(() => fake.close())

const isHourly = (times: string[]) =>
  times.every((t, i) => i === 0 || Date.parse(t) - Date.parse(times[i - 1] ?? '') === 3_600_000)

describe('fetchMarine against the fake upstream', () => {
  it('should return 3 series of 5 days of hourly data from one batched request', async () => {
    const before = fake.requests.length
    const points = expectOk(await fetchMarine({ points: SPOTS, config }))
    expect(fake.requests.length - before).toBe(1)
    expect(points).toHaveLength(3)
    for (const point of points) {
      const hourly = point.series[0]?.hourly ?? []
      expect(hourly).toHaveLength(5 * 24)
      expect(isHourly(hourly.map((h) => h.time))).toBe(true)
      expect(hourly.every((h) => h.waveHeightFt !== null && h.waterTempF !== null)).toBe(true)
    }
  })

  it('should give different spots different values and the same spot the same values', async () => {
    const first = expectOk(await fetchMarine({ points: SPOTS, config }))
    const second = expectOk(await fetchMarine({ points: SPOTS, config }))
    const heights = (points: typeof first) =>
      points.map((p) => p.series[0]?.hourly.map((h) => h.waveHeightFt))
    expect(heights(first)).toEqual(heights(second))
    expect(new Set(heights(first).map((h) => JSON.stringify(h))).size).toBe(3)
  })

  it('should keep the snapped grid cell apart from the requested point', async () => {
    const [point] = expectOk(await fetchMarine({ points: [SPOTS[0]!], config }))
    expect(point?.requested).toEqual(SPOTS[0])
    expect(point?.latitude).not.toBe(SPOTS[0]?.latitude)
    expect(Math.abs((point?.latitude ?? 0) - 33.6545)).toBeLessThan(0.05)
  })

  it('should return one series per model with nulls where a model lacks a variable', async () => {
    const models = ['ecmwf_wam025', 'ncep_gfswave025']
    const [point] = expectOk(await fetchMarine({ points: [SPOTS[1]!], models, config }))
    const [ecmwf, gfs] = point?.series ?? []
    expect([ecmwf?.model, gfs?.model]).toEqual(models)
    expect(ecmwf?.hourly.every((h) => h.swellHeightFt === null && h.waveHeightFt !== null)).toBe(
      true,
    )
    expect(gfs?.hourly.every((h) => h.swellHeightFt !== null)).toBe(true)
    expect(ecmwf?.hourly[0]?.waveHeightFt).not.toBe(gfs?.hourly[0]?.waveHeightFt)
  })

  it('should convert wall times in the asked time zone to UTC starting at local midnight', async () => {
    const timezone = 'America/Los_Angeles'
    const [point] = expectOk(
      await fetchMarine({ points: [SPOTS[0]!], timezone, forecastDays: 1, config }),
    )
    const first = point?.series[0]?.hourly[0]?.time ?? ''
    const local = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      hour: 'numeric',
      hourCycle: 'h23',
    })
    expect(Number(local.format(new Date(first)))).toBe(0)
    expect(point?.timeZone).toBe(timezone)
  })

  it('should answer no points with no request', async () => {
    const before = fake.requests.length
    expect(expectOk(await fetchMarine({ points: [], config }))).toEqual([])
    expect(fake.requests.length).toBe(before)
  })
})

describe('fetchForecast against the fake upstream', () => {
  it('should ask for mph and °F and return 3 batched series', async () => {
    const points = expectOk(await fetchForecast({ points: SPOTS, config }))
    expect(points).toHaveLength(3)
    const hour = points[0]?.series[0]?.hourly[0]
    expect(hour?.windSpeedMph).toEqual(expect.any(Number))
    expect(hour?.visibilityMiles).toBeLessThanOrEqual(31.07) // 50 km cap, in miles
    const query = new URL(fake.requests.at(-1)?.path ?? '', fake.url).searchParams
    expect(query.get('wind_speed_unit')).toBe('mph')
    expect(query.get('temperature_unit')).toBe('fahrenheit')
    expect(query.get('latitude')?.split(',')).toHaveLength(3)
  })

  it('should return a series per wind model', async () => {
    const models = ['gfs_seamless', 'icon_seamless']
    const [point] = expectOk(await fetchForecast({ points: [SPOTS[2]!], models, config }))
    expect(point?.series.map((s) => s.model)).toEqual(models)
    expect(point?.series.every((s) => s.hourly.length === 120)).toBe(true)
  })
})

describe('fetchModelRun', () => {
  it("should turn a model's meta.json Unix seconds into its run start and availability", async () => {
    const run = expectOk(await fetchModelRun('open-meteo-forecast', 'ecmwf_ifs025', { config }))
    expect(fake.requests.at(-1)?.path).toBe(
      '/open-meteo-forecast/data/ecmwf_ifs025/static/meta.json',
    )
    expect(run.model).toBe('ecmwf_ifs025')
    expect(Date.parse(run.availableAt) - Date.parse(run.initialisedAt)).toBe(5 * 3_600_000)
    expect(Date.parse(run.availableAt)).toBeLessThanOrEqual(Date.now())
  })

  it('should call a meta answer without the run times malformed', async () => {
    fake.setFault('open-meteo-marine', 'malformed', { times: 1 })
    const result = await fetchModelRun('open-meteo-marine', 'ecmwf_wam025', { config })
    expect(result).toMatchObject({ ok: false, error: { kind: 'malformed' } })
  })
})
