// NDBC, NWS and CO-OPS clients against the fake upstream.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SampleServer } from './sample-server/server'
import { startSampleServer } from './sample-server/server'
import type { UpstreamConfig } from './config'
import { fetchTidePredictions } from './coops'
import { fetchBuoy } from './ndbc'
import {
  fetchDailyForecast,
  fetchHourlyForecast,
  fetchLatestObservation,
  fetchPoint,
  parseWindSpeed,
} from './nws'
import { fetchCoastalWaters } from './nws-cwf'
import { fetchGridData } from './nws-grid'
import { expectOk, testConfig } from './test-support'

let fake: SampleServer
let config: UpstreamConfig

beforeAll(async () => {
  fake = await startSampleServer()
  config = testConfig(fake.url)
})
afterAll(() => fake.close())

describe('fetchBuoy', () => {
  it('should return a recent observation and an oldest-first hourly series', async () => {
    const report = expectOk(await fetchBuoy('46025', { config }))
    const age = Date.now() - Date.parse(report.latest?.observedAt ?? '')
    expect(age).toBeGreaterThan(0)
    expect(age).toBeLessThan(45 * 60_000)
    expect(report.latest?.waveHeightFt).toEqual(expect.any(Number))
    const times = report.hourly.map((h) => Date.parse(h.time))
    expect(times).toEqual([...times].sort((a, b) => a - b))
  })

  it('should answer an unknown station path with a typed 404', async () => {
    const result = await fetchBuoy('nope', { config })
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'http', status: 404, source: 'ndbc' },
    })
  })
})

describe('NWS', () => {
  it('should follow points → hourly forecast → latest observation', async () => {
    const point = expectOk(await fetchPoint(34.40412345, -119.84321, { config }))
    expect(point.timeZone).toBe('America/Los_Angeles')
    expect(fake.requests.at(-1)?.path).toBe('/nws/points/34.4041,-119.8432')
    const forecast = expectOk(
      await fetchHourlyForecast(point.gridId, point.gridX, point.gridY, { config }),
    )
    expect(forecast.periods.length).toBe(156)
    expect(forecast.hourly[0]?.windSpeedMph).toEqual(expect.any(Number))
    expect(forecast.hourly[0]?.windDirectionDeg).toEqual(expect.any(Number))
    expect(
      forecast.periods.some((p) => p.windSpeedMph && p.windSpeedMph.min < p.windSpeedMph.max),
    ).toBe(true)
    const observation = expectOk(await fetchLatestObservation('KSBA', { config }))
    expect(observation.conditions.windSpeedMph).toEqual(expect.any(Number))
  })

  it('should cache the points lookup', async () => {
    expectOk(await fetchPoint(21.6649, -158.0532, { config }))
    const before = fake.requests.length
    expectOk(await fetchPoint(21.6649, -158.0532, { config }))
    expect(fake.requests.length).toBe(before)
  })

  it('should type the 404 for a point over open ocean', async () => {
    const result = await fetchPoint(30, -40, { config })
    expect(result).toMatchObject({ ok: false, error: { kind: 'http', status: 404, source: 'nws' } })
    expect(result.ok ? '' : result.error.message).toContain('Unable to provide data')
  })

  it('should send the identifying User-Agent', async () => {
    await fetchLatestObservation('KBOS', { config })
    expect(fake.requests.at(-1)?.userAgent).toBe(config.userAgent)
  })

  it('should name 12-hour periods and keep wind ranges', async () => {
    const forecast = expectOk(await fetchDailyForecast('LOX', 100, 71, { config }))
    expect(forecast.periods).toHaveLength(14)
    expect(forecast.periods[1]?.name).toMatch(/Tonight|Night|day/)
    expect(forecast.hourly).toEqual([])
  })

  it('should answer an even-x cell as land and an odd-x cell as water', async () => {
    const land = expectOk(await fetchGridData('LOX', 100, 71, { config }))
    const water = expectOk(await fetchGridData('LOX', 99, 71, { config }))
    expect([land.hasWaves, water.hasWaves]).toEqual([false, true])
    expect(water.hourly.some((h) => (h.secondarySwellHeightFt ?? 0) > 0)).toBe(true)
  })

  it("should fetch and parse the office's newest Coastal Waters Forecast", async () => {
    const product = expectOk(await fetchCoastalWaters('LOX', { config }))
    expect(product.id).toBe('CWF-LOX-fake')
    expect(product.zones.find((z) => z.zone === 'PZZ650')?.periods[0]?.seasFt).toEqual({
      min: 3,
      max: 5,
    })
  })

  it('should expand the shifted raw grid to hours starting now', async () => {
    const grid = expectOk(await fetchGridData('LOX', 100, 71, { config }))
    const first = Date.parse(grid.hourly[0]?.time ?? '')
    expect(Math.abs(first - Date.now())).toBeLessThan(2 * 3_600_000)
  })

  it.each([
    ['10 mph', { min: 10, max: 10 }],
    ['5 to 10 mph', { min: 5, max: 10 }],
    ['0 mph', { min: 0, max: 0 }],
    ['20 km/h', { min: 12.43, max: 12.43 }],
    [' 15 to 25 mph ', { min: 15, max: 25 }],
    ['Calm', null],
    ['', null],
    [null, null],
  ])('should parse the wind speed %j', (text, expected) => {
    expect(parseWindSpeed(text)).toEqual(expected)
  })
})

describe('fetchTidePredictions', () => {
  it('should return highs and lows in the requested range, in UTC, sorted', async () => {
    const events = expectOk(
      await fetchTidePredictions({
        station: '9411340',
        beginDate: '2026-11-21',
        endDate: '2026-11-23',
        config,
      }),
    )
    expect(events.length).toBeGreaterThanOrEqual(9)
    expect(
      events.every(
        (e) => e.time >= '2026-11-21T00:00:00.000Z' && e.time < '2026-11-24T00:00:00.000Z',
      ),
    ).toBe(true)
    expect(new Set(events.map((e) => e.type))).toEqual(new Set(['high', 'low']))
    expect(events.map((e) => e.time)).toEqual(events.map((e) => e.time).sort())
    const query = new URL(fake.requests.at(-1)?.path ?? '', fake.url).searchParams
    expect(Object.fromEntries(query)).toMatchObject({
      datum: 'MLLW',
      time_zone: 'gmt',
      application: 'Firing',
      begin_date: '20261121',
    })
  })

  it('should turn a 200 with an error object into an upstream-error', async () => {
    const result = await fetchTidePredictions({
      station: 'bogus',
      beginDate: '20261121',
      endDate: '20261122',
      config,
    })
    expect(result).toMatchObject({ ok: false, error: { kind: 'upstream-error', source: 'coops' } })
  })
})
