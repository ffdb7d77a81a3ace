// GET /api/forecast and /forecast in sample mode: a rated forecast for points on four continents,
// computed from the point as a spot is (exposure from the coastline, stations, time zone), the
// 400s that say why a point gets none, and the caches (per point and per model grid cell).
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { PointForecast } from '../shared/contracts/point-forecast'
import { EXPOSURE_BINS } from '../shared/domain/rating/exposure'

let baseUrl: string
let spotsAreSample: boolean

beforeAll(async () => {
  baseUrl = inject('baseUrl')
  const today = new Date().toISOString().slice(0, 10)
  const spots = (await (await fetch(`${baseUrl}/api/surf-spots?date=${today}`)).json()) as {
    currentCondition: { isSample: boolean } | null
  }[]
  spotsAreSample = spots.some((s) => s.currentCondition?.isSample === true)
})

const get = (path: string) => fetch(`${baseUrl}${path}`)
const messageOf = async (response: Response) =>
  ((await response.json()) as { message: string }).message
const bin = (deg: number) => Math.round(deg / 10) % EXPOSURE_BINS

// Each within 5 km of Natural Earth's coastline, in the water, with the direction toward the sea.
const POINTS = [
  {
    where: 'Santa Cruz, California',
    lat: 36.95,
    lon: -122.03,
    timeZone: 'America/Los_Angeles',
    seaward: 210,
    tide: true,
  },
  { where: 'Ericeira, Portugal', lat: 38.97, lon: -9.425, timeZone: 'Europe/Lisbon', seaward: 270 },
  { where: 'Uluwatu, Bali', lat: -8.815, lon: 115.085, timeZone: 'Asia/Makassar', seaward: 220 },
  {
    where: 'Muizenberg, South Africa',
    lat: -34.11,
    lon: 18.47,
    timeZone: 'Africa/Johannesburg',
    seaward: 150,
    tide: true,
  },
]

describe('GET /api/forecast', () => {
  it.each(POINTS)(
    'rates $where with its exposure, stations and time zone',
    async ({ lat, lon, timeZone, seaward, tide }) => {
      const response = await get(`/api/forecast?lat=${lat}&lon=${lon}`)
      expect(response.status).toBe(200)
      const answer = PointForecast.parse(await response.json())
      // The test server reads the sample server as its upstream: sample data exactly when the spots' is.
      expect(response.headers.get('x-data-source')).toBe(spotsAreSample ? 'sample' : 'live')
      expect(answer.isSample).toBe(spotsAreSample)
      expect(answer.point).toEqual({ latitude: lat, longitude: lon })
      expect(answer.timeZone).toBe(timeZone)
      expect(answer.currentCondition?.conditionRating).toEqual(expect.any(String))
      expect(answer.currentCondition?.provenance.waves?.provider).toBe('open-meteo')
      expect(answer.forecasts.map((f) => f.dayOffset)).toEqual([0, 1, 2, 3, 4])
      expect(answer.report?.summary).toMatch(/^This point: /)
      // Open to the sea, (all but) closed to the land behind the point: Uluwatu's peninsula lets a
      // little north-easterly swell round from the strait.
      expect(answer.exposure.source).toBe('computed')
      expect(answer.exposure.byDirection[bin(seaward)]).toBeGreaterThan(0.3)
      expect(answer.exposure.byDirection[bin(seaward + 180)]).toBeLessThan(0.1)
      expect(answer.exposure.swellWindow.length).toBeGreaterThan(0)
      expect(answer.idealConditions.swellFromDeg).toHaveLength(2)
      if (tide) expect(answer.stations.tide?.distanceKm).toBeLessThan(60)
      expect(answer.nearestSpot).toMatchObject({ id: expect.any(Number) })
    },
  )

  it('answers in metric with ?units=metric', async () => {
    const at = 'lat=36.95&lon=-122.03'
    const imperial = PointForecast.parse(await (await get(`/api/forecast?${at}`)).json())
    const metric = PointForecast.parse(await (await get(`/api/forecast?${at}&units=metric`)).json())
    const ft = imperial.currentCondition?.waveHeightMax ?? 0
    expect(ft).toBeGreaterThan(0)
    expect(metric.currentCondition?.waveHeightMax).toBeCloseTo(ft * 0.3048, 0)
  })

  it('answers a date in the window, and the point keeps its own today without one', async () => {
    const first = PointForecast.parse(
      await (await get('/api/forecast?lat=38.97&lon=-9.425')).json(),
    )
    const next = first.forecasts[1]?.forecastDate ?? ''
    const response = await get(`/api/forecast?lat=38.97&lon=-9.425&date=${next}`)
    expect(response.status).toBe(200)
    const answer = PointForecast.parse(await response.json())
    expect(answer.date).toBe(next)
    expect(answer.currentCondition?.date).toBe(next)
  })

  it.each([
    ['lon=-118', /lat is required/],
    ['lat=abc&lon=-118', /lat must be a number/],
    ['lat=91&lon=-118', /lat must be between -90 and 90/],
    ['lat=33.6&lon=-181', /lon must be between -180 and 180/],
    // Denver: on land, far from any coast.
    ['lat=39.74&lon=-104.99', /is on land/],
    // The middle of the North Atlantic, and 9 km off Santa Cruz.
    ['lat=30&lon=-40', /from any coast; a forecast point must be within 5 km/],
    ['lat=36.9&lon=-122.2', /9\.2 km from any coast/],
    ['lat=36.95&lon=-122.03&date=2020-01-01', /No conditions for 2020-01-01/],
    ['lat=36.95&lon=-122.03&date=tomorrow', /Use a date like/],
    ['lat=36.95&lon=-122.03&units=furlongs', /units/],
  ])('answers 400 for ?%s with a message saying why', async (query, message) => {
    const response = await get(`/api/forecast?${query}`)
    expect(response.status).toBe(400)
    expect(await messageOf(response)).toMatch(message)
  })

  it('serves a repeated point from its cache, and a neighbour in the same grid cells from the cells', async () => {
    // A point no other test asks for; the neighbour is 100 m away, in the same model cells.
    const first = await get('/api/forecast?lat=36.961&lon=-122.009')
    expect(first.status).toBe(200)
    expect(first.headers.get('x-point-cache')).toBe('miss')
    expect(first.headers.get('x-point-cells')).toBe('miss')
    const again = await get('/api/forecast?lat=36.9612&lon=-122.0091')
    expect(again.headers.get('x-point-cache')).toBe('hit')
    expect(await again.json()).toEqual(await first.json())
    const neighbour = await get('/api/forecast?lat=36.962&lon=-122.01')
    expect(neighbour.status).toBe(200)
    expect(neighbour.headers.get('x-point-cache')).toBe('miss')
    expect(neighbour.headers.get('x-point-cells')).toBe('hit')
  })

  it('carries the public GET headers: CORS, ETag and the read limit', async () => {
    const response = await get('/api/forecast?lat=36.95&lon=-122.03')
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('etag')).toBeTruthy()
    expect(response.headers.get('ratelimit-limit')).toBeTruthy()
  })
})

describe('/forecast', () => {
  it('renders the point forecast in the HTML, saying it is a point, not a known spot', async () => {
    const response = await get('/forecast?lat=36.95&lon=-122.03')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('A computed forecast for a point, not a known spot.')
    expect(html).toContain('Forecast for 36.95, -122.03')
    expect(html).toMatch(/5-Day Forecast/)
    expect(html).toMatch(/Hour by Hour/)
    expect(html).toMatch(/Where these numbers come from/)
    expect(html).toMatch(/Nearest known spots/)
    expect(html).toMatch(/href="\/spot\/\d+\/report"/)
    expect(html).toContain('/login?returnTo=%2Fforecast%3Flat%3D36.95%26lon%3D-122.03')
  })

  it.each([
    ['lat=39.74&lon=-104.99', 'is on land'],
    ['lat=30&lon=-40', 'from any coast'],
    ['lat=abc&lon=1', 'lat must be a number'],
  ])('answers 400 for ?%s, saying why', async (query, words) => {
    const response = await get(`/forecast?${query}`)
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain('No forecast for this point')
    expect(html).toContain(words)
  })
})
