// Ingestion end to end against the fake upstream (the server's startup run, live code path),
// then every conditions endpoint against its contract.
import { io as connect } from 'socket.io-client'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import {
  ForecastList,
  HourlyWindList,
  RefreshResult,
  Spot,
  SpotConditionList,
  SpotList,
  SpotReport,
  Stats,
  ValidateAll,
  ValidateSpot,
  Weather,
} from '../shared/contracts/conditions'
import type { ConditionsUpdated } from '../shared/contracts/socket-events'
import {
  getError,
  getParsed,
  refresh,
  signIn,
  waitForConditions,
  windowDates,
} from './conditions-helpers'

let baseUrl: string
let spotId: number
const [today = '', , , , lastDay = ''] = windowDates()

beforeAll(async () => {
  baseUrl = inject('baseUrl')
  await waitForConditions(baseUrl)
  const spots = await getParsed(baseUrl, '/api/surf-spots', SpotList)
  spotId = spots.find((s) => s.name === 'Rincon')?.id ?? spots[0]?.id ?? 0
}, 120_000)

describe('GET /api/surf-spots', () => {
  it('should list all 49 spots without conditions when no date is given', async () => {
    const spots = await getParsed(baseUrl, '/api/surf-spots', SpotList)
    expect(spots).toHaveLength(49)
    expect(spots[0]).not.toHaveProperty('currentCondition')
  })

  it.each(windowDates())('should give every spot a live condition on %s', async (date) => {
    const response = await fetch(`${baseUrl}/api/surf-spots?date=${date}`)
    expect(response.headers.get('x-data-source')).toBe('live')
    const spots = SpotConditionList.parse(await response.json())
    expect(spots.filter((s) => s.currentCondition?.date === date)).toHaveLength(49)
    expect(spots.every((s) => s.currentCondition?.isSample === false)).toBe(true)
  })

  it('should stamp every condition with its sources per field group and the rating reasons', async () => {
    const spots = await getParsed(baseUrl, `/api/surf-spots?date=${today}`, SpotConditionList)
    for (const { currentCondition: c } of spots) {
      expect(c?.provenance.wind?.provider).toBe('open-meteo')
      const groups = Object.values(c?.provenance ?? {}).filter((g) => g !== null)
      expect(groups.every((g) => !Number.isNaN(Date.parse(g.fetchedAt)) && !g.sample)).toBe(true)
      expect(c?.ratingReasons.summary.length).toBeGreaterThan(0)
      // The unrounded values that were rated; the samples have no swell components: combined.
      if (c?.conditionRating !== null) expect(c?.ratingInputs?.waveHeightFt).toBeTypeOf('number')
    }
    const rincon = spots.find((s) => s.id === spotId)?.currentCondition
    expect(rincon?.provenance.waves).toMatchObject({ provider: 'nws', sample: false })
    expect(rincon?.provenance.waves?.model).toMatch(/^grid [A-Z]{3}\/\d*[13579],\d+$/)
    expect(rincon?.provenance.waterTemp?.provider).toBe('ndbc')
    expect(rincon?.provenance.tide).toMatchObject({ provider: 'coops', modelled: false })
  })

  it("should take a US spot's waves from its zone's Coastal Waters Forecast when no water cell has them", async () => {
    // The fake's Miami (MFL) grid cells are all land; the spot's zone is AMZ651 (seed marine-zones.ts).
    const spots = await getParsed(baseUrl, `/api/surf-spots?date=${today}`, SpotConditionList)
    const miami = spots.find((s) => s.name === 'Miami Beach (South Beach)')?.currentCondition
    expect(miami?.provenance.waves).toMatchObject({ provider: 'nws', model: 'CWF AMZ651' })
    expect(Date.parse(miami?.provenance.waves?.modelRun ?? '')).not.toBeNaN()
    expect(miami?.provenance.waves?.gridDistanceKm).toBeNull()
    expect(miami?.ratingInputs?.waveHeightFt).toBeTypeOf('number')
  })
})

describe('one spot', () => {
  it('should give the spot', async () => {
    const spot = await getParsed(baseUrl, `/api/surf-spots/${spotId}`, Spot)
    expect(spot).toMatchObject({ id: spotId, name: 'Rincon' })
  })

  it('should give the report with the condition and its rule table', async () => {
    const report = await getParsed(
      baseUrl,
      `/api/surf-spots/${spotId}/report?date=${lastDay}`,
      SpotReport,
    )
    expect(report.date).toBe(lastDay)
    expect(report.report?.summary).toContain('Rincon')
    expect(report.currentCondition?.ratingReasons.rules?.length).toBeGreaterThan(0)
  })

  it("should give at most 5 forecast days from the spot's today, in order", async () => {
    const days = await getParsed(
      baseUrl,
      `/api/surf-spots/${spotId}/forecasts?days=5`,
      ForecastList,
    )
    expect(days.map((d) => d.dayOffset)).toEqual([0, 1, 2, 3, 4])
    const three = await getParsed(
      baseUrl,
      `/api/surf-spots/${spotId}/forecasts?days=3`,
      ForecastList,
    )
    expect(three).toHaveLength(3)
  })

  it('should give every forecast day its confidence reasons and the values it rated', async () => {
    const days = await getParsed(baseUrl, `/api/surf-spots/${spotId}/forecasts`, ForecastList)
    for (const day of days) {
      expect(day.confidenceReasons.length).toBeGreaterThan(0)
      expect(day.confidenceReasons[0]).toMatch(/^(today|\d+ days? ahead)$/)
      expect(day.ratingInputs).not.toBeNull()
    }
  })

  it('should give the wind every 3 hours of the day', async () => {
    const wind = await getParsed(
      baseUrl,
      `/api/surf-spots/${spotId}/wind-hourly?date=${today}`,
      HourlyWindList,
    )
    expect(wind.length).toBeGreaterThan(0)
    expect(wind.length).toBeLessThanOrEqual(8)
  })
})

describe('answers about every spot', () => {
  it('should count the spots per rating', async () => {
    const stats = await getParsed(baseUrl, `/api/stats?date=${today}`, Stats)
    const sum = stats.epic + stats.firing + stats.good + stats.rideable + stats['not working']
    expect(sum).toBe(49)
    expect(stats.total).toBe(49)
  })

  it.each(windowDates())('should give the weather on %s', async (date) => {
    const weather = await getParsed(baseUrl, `/api/weather?date=${date}`, Weather)
    expect(weather).toMatchObject({ date, isSample: false })
  })

  it('should cross-check every spot and summarise the dashboard', async () => {
    const all = await getParsed(baseUrl, `/api/validate-all?date=${today}`, ValidateAll)
    expect(all.summary.totalChecked).toBe(49)
    expect(all.results).toHaveLength(49)
    expect(all.summary.accuracyRate).toBe(Math.round((all.summary.validCount / 49) * 100))
  })

  it('should cross-check one spot with its two named sources', async () => {
    const one = await getParsed(
      baseUrl,
      `/api/validate-data/${spotId}?date=${lastDay}`,
      ValidateSpot,
    )
    // A US spot: the NWS water cell's waves are shown, checked against Open-Meteo, and the
    // Open-Meteo wind shown is checked against the NWS grid's.
    expect(one.sources.primary.name).toMatch(/^As shown: NOAA NWS grid [A-Z]{3}\/\d+,\d+$/)
    expect(one.sources.secondary.name).toMatch(/^Open-Meteo Marine best match .* wind$/)
    const wind = one.validation.validationNotes.find((n) => n.startsWith('Wind speed:'))
    expect(wind).not.toContain('not compared')
  })
})

describe('bad requests', () => {
  it.each([
    ['/api/surf-spots?date=tomorrow', 400, 'Use a date like'],
    ['/api/surf-spots?date=2026-02-30', 400, 'does not exist'],
    ['/api/stats?date=2020-01-01', 400, 'today to today + 4 days'],
    ['/api/weather?date=2099-01-01', 400, 'today to today + 4 days'],
    ['/api/surf-spots/abc', 400, 'A spot id is a number'],
    ['/api/surf-spots/1/forecasts?days=6', 400, 'At most 5 days'],
    ['/api/surf-spots/99999', 404, 'No surf spot with id 99999'],
    ['/api/surf-spots/99999/report', 404, 'No surf spot'],
    ['/api/surf-spots/99999/wind-hourly', 404, 'No surf spot'],
    ['/api/validate-data/99999', 404, 'No surf spot'],
  ])('should answer %s with %i and a clear message', async (path, status, message) => {
    const error = await getError(baseUrl, path)
    expect(error.status).toBe(status)
    expect(error.body.message).toContain(message)
  })
})

describe('POST /api/refresh-conditions', () => {
  it('should refuse visitors and surfers', async () => {
    const visitor = { 'content-type': 'application/json', origin: baseUrl }
    expect((await refresh(baseUrl, visitor)).status).toBe(401)
    const surfer = await signIn(baseUrl, 'demo@firing.local', 'surfsup-demo')
    expect((await refresh(baseUrl, surfer)).status).toBe(403)
  })

  it('should let an admin refresh everything within the usage limits, and say so live', async () => {
    const admin = await signIn(baseUrl, 'admin@firing.local', 'firing-admin-change-me')
    const socket = connect(baseUrl, { transports: ['websocket'], forceNew: true })
    const updated = new Promise<ConditionsUpdated>((resolve) =>
      socket.on('conditions:updated', resolve),
    )
    await new Promise((resolve) => socket.once('connect', () => resolve(undefined)))
    const { status, body } = await refresh(baseUrl, admin)
    const event = await updated
    socket.disconnect()
    expect(event).toMatchObject({ source: 'live', dates: expect.arrayContaining(windowDates()) })
    expect(event.spotIds).toHaveLength(49)
    expect(status).toBe(200)
    const result = RefreshResult.parse(body)
    expect(result).toMatchObject({ status: 'completed', mode: 'live', spots: 49 })
    const openMeteo = result.sources.filter((s) => s.source.startsWith('open-meteo'))
    expect(openMeteo.every((s) => s.requests <= 4 && s.failed === 0)).toBe(true)
  })
})
