// The open API against the built server: the OpenAPI document, the CSV exports,
// CORS on public GETs only, ETag → 304, the RateLimit headers and the read limit's 429.
import { Validator } from '@seriousme/openapi-schema-validator'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { SpotList } from '../shared/contracts/conditions'
import type { Spot } from '../shared/contracts/conditions'
import { call, freshIp } from './support/accounts'
import { surferSession, type Session } from './support/feed'
import { getParsed, waitForConditions, windowDates } from './conditions-helpers'

let baseUrl: string
let spots: Spot[]
let surfer: Session
const today = windowDates()[0] as string

/** A GET from its own client address, as a third party's script would make it. */
const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${baseUrl}${path}`, { headers: { 'x-forwarded-for': freshIp(), ...headers } })

/** Rows of a CSV answer without its comment lines (no field here holds a line break). */
const rowsOf = (text: string) => text.split('\r\n').filter((l) => l && !l.startsWith('#'))

beforeAll(async () => {
  baseUrl = inject('baseUrl')
  await waitForConditions(baseUrl)
  spots = await getParsed(baseUrl, '/api/surf-spots', SpotList)
  surfer = await surferSession(baseUrl)
}, 120_000)

describe('GET /api/openapi.json', () => {
  it('should answer a valid OpenAPI 3.1 document with every public GET', async () => {
    const response = await get('/api/openapi.json')
    expect(response.status).toBe(200)
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> }
    const result = await new Validator().validate(document as never)
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    expect(document.openapi).toBe('3.1.0')
    for (const path of [
      '/api/stats',
      '/api/weather',
      '/api/surf-spots',
      '/api/surf-spots/{id}',
      '/api/surf-spots/{id}/report',
      '/api/surf-spots/{id}/forecasts',
      '/api/surf-spots/{id}/wind-hourly',
      '/api/surf-spots/{id}/hourly',
      '/api/surf-spots.csv',
      '/api/surf-spots/{id}/forecasts.csv',
      '/api/feed',
      '/api/youtube-metadata/{videoId}',
    ])
      expect(document.paths, path).toHaveProperty([path])
    expect(document.paths).not.toHaveProperty(['/api/user/favorites'])
    expect(document.paths).not.toHaveProperty(['/api/auth/user'])
  })
})

describe('CSV exports', () => {
  it('should answer one row per spot with the card fields and the attribution', async () => {
    const response = await get(`/api/surf-spots.csv?date=${today}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/)
    const text = await response.text()
    expect(text.split('\r\n')[0]).toMatch(/^# Source: .*NOAA.*Open-Meteo\.com \(CC BY 4\.0/)
    const [header, ...rows] = rowsOf(text)
    expect(header).toBe(
      'spot_id,name,location,latitude,longitude,date,rating,wave_min_ft,wave_max_ft,' +
        'wave_period_s,swell_direction,wind_mph,wind_direction,wind_class,water_temp_f,' +
        'air_temp_f,tide_high,tide_low,is_sample,updated_at',
    )
    expect(rows).toHaveLength(49)
    const rincon = spots.find((s) => s.name === 'Rincon') as Spot
    const row = rows.find((r) => r.startsWith(`${rincon.id},`)) ?? ''
    expect(row).toContain(`,${today},`)
    // A location with a comma is quoted, so every row has the header's 20 fields.
    expect(rows.some((r) => /^\d+,[^,]*,"[^"]*,[^"]*",/.test(r))).toBe(true)
  })

  it("should answer a spot's forecast days as CSV", async () => {
    const spot = spots[0] as Spot
    const response = await get(`/api/surf-spots/${spot.id}/forecasts.csv?days=3`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toContain('.csv')
    const [header, ...rows] = rowsOf(await response.text())
    expect(header).toMatch(/^date,day_offset,rating,confidence,swell_height,/)
    expect(rows).toHaveLength(3)
    expect(rows[0]).toMatch(/^\d{4}-\d{2}-\d{2},0,/)
  })

  it('should refuse bad input with a clear message', async () => {
    const badDate = await get('/api/surf-spots.csv?date=tomorrow')
    expect(badDate.status).toBe(400)
    expect(await badDate.json()).toMatchObject({
      message: 'Use a date like 2026-11-21 (YYYY-MM-DD)',
    })
    const badDays = await get(`/api/surf-spots/${spots[0]?.id}/forecasts.csv?days=9`)
    expect(badDays.status).toBe(400)
    expect(await badDays.json()).toMatchObject({ message: 'At most 5 days of forecast exist' })
    const noSpot = await get('/api/surf-spots/999999/forecasts.csv')
    expect(noSpot.status).toBe(404)
    expect((await noSpot.json()) as { message: string }).toHaveProperty('message')
    expect((await get('/api/surf-spots/abc/forecasts.csv')).status).toBe(400)
  })
})

describe('CORS', () => {
  it('should let any origin read the public GETs, their errors and the CSV', async () => {
    for (const path of [
      `/api/surf-spots?date=${today}`,
      `/api/surf-spots?date=${today}`, // the server's kept answer this time
      '/api/openapi.json',
      `/api/surf-spots.csv?date=${today}`,
      '/api/stats?date=not-a-date',
    ]) {
      const response = await get(path, { origin: 'https://someone-else.example' })
      expect(response.headers.get('access-control-allow-origin'), path).toBe('*')
      expect(response.headers.get('access-control-expose-headers'), path).toContain('ETag')
    }
  })

  it('should answer the preflight of a public GET', async () => {
    const response = await fetch(`${baseUrl}/api/surf-spots`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://someone-else.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'if-none-match',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-headers')).toMatch(/If-None-Match/i)
  })

  it('should never allow another origin on sign-in, user, session or write endpoints', async () => {
    const origin = 'https://someone-else.example'
    const answers = [
      await call(baseUrl, '/api/auth/user', { cookie: surfer.cookie, headers: { origin } }),
      await call(baseUrl, `/api/user/favorites?date=${today}`, { cookie: surfer.cookie }),
      await call(baseUrl, '/api/logout', { headers: { origin } }),
      await fetch(`${baseUrl}/api/auth/login`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      }),
      await fetch(`${baseUrl}/api/user/favorites`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'GET' },
      }),
      // A signed-in user's answer on a public path may hold their own data (favourites).
      await call(baseUrl, `/api/surf-spots?date=${today}`, { cookie: surfer.cookie }),
    ]
    for (const answer of answers)
      expect(answer.headers.get('access-control-allow-origin'), answer.url).toBeNull()
  })

  it('should keep refusing cross-site writes', async () => {
    const response = await fetch(`${baseUrl}/api/feed/1/like`, {
      method: 'POST',
      headers: { origin: 'https://someone-else.example', cookie: surfer.cookie },
    })
    expect(response.status).toBe(403)
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('ETag and If-None-Match', () => {
  for (const path of [
    `/api/stats?date=${today}`,
    '/api/openapi.json',
    `/api/surf-spots.csv?date=${today}`,
  ]) {
    it(`should answer 304 without a body for an unchanged ${path.split('?')[0]}`, async () => {
      const first = await get(path)
      const etag = first.headers.get('etag') ?? ''
      expect(etag).toMatch(/^"[\w-]+"$/)
      const again = await get(path, { 'if-none-match': etag })
      expect(again.status).toBe(304)
      expect(await again.text()).toBe('')
      expect(again.headers.get('etag')).toBe(etag)
      expect((await get(path, { 'if-none-match': '"other"' })).status).toBe(200)
    })
  }
})

describe('RateLimit headers', () => {
  it('should count a client down on public GETs and refuse past the limit', async () => {
    const ip = freshIp()
    const first = await get(`/api/stats?date=${today}`, { 'x-forwarded-for': ip })
    const limit = Number(first.headers.get('ratelimit-limit'))
    expect(limit).toBeGreaterThan(0)
    expect(first.headers.get('ratelimit-policy')).toBe(`${limit};w=60`)
    expect(Number(first.headers.get('ratelimit-reset'))).toBeLessThanOrEqual(60)
    const second = await get(`/api/stats?date=${today}`, { 'x-forwarded-for': ip })
    expect(Number(second.headers.get('ratelimit-remaining'))).toBe(
      Number(first.headers.get('ratelimit-remaining')) - 1,
    )
    // Spend the rest of the window (kept answers: cheap), then one more is refused.
    let left = Number(second.headers.get('ratelimit-remaining'))
    while (left > 0) {
      const batch = Math.min(left, 50)
      await Promise.all(
        Array.from({ length: batch }, () =>
          get(`/api/stats?date=${today}`, { 'x-forwarded-for': ip }).then((r) => r.arrayBuffer()),
        ),
      )
      left -= batch
    }
    const refused = await get(`/api/stats?date=${today}`, { 'x-forwarded-for': ip })
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(refused.headers.get('ratelimit-remaining')).toBe('0')
    expect(await refused.json()).toEqual({
      message: 'Too many requests. Please try again in a few minutes.',
    })
    // Another client is not affected.
    expect((await get(`/api/stats?date=${today}`)).status).toBe(200)
  }, 120_000)
})
