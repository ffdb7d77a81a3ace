// Units: every conditions endpoint answers imperial by default and metric on
// ?units=metric, refuses an unknown value with 400; the profile keeps a user's choice; the units
// form sets the cookie (and the profile) and the page cache never mixes the two.
import { beforeAll, describe, expect, inject, it } from 'vitest'
import {
  ForecastList,
  Hourly,
  HourlyWindList,
  SpotConditionList,
  SpotReport,
  Weather,
} from '../shared/contracts/conditions'
import { UNITS_MESSAGE } from '../shared/contracts/auth'
import { getError, getParsed, waitForConditions, windowDates } from './conditions-helpers'
import { call, createSurfer, signIn } from './support/accounts'
import { todayIn } from '../shared/domain/time/dates'

let baseUrl: string
let spotId: number
const [today = ''] = windowDates()
/** The spot's own today: the dated per-spot calls refuse a UTC date the beach has left. */
let spotToday = today

beforeAll(async () => {
  baseUrl = inject('baseUrl')
  await waitForConditions(baseUrl)
  const spots = await getParsed(baseUrl, `/api/surf-spots?date=${today}`, SpotConditionList)
  const spot = spots.find((s) => s.currentCondition?.waveHeightMax) ?? spots[0]
  spotId = spot?.id ?? 0
  if (spot) spotToday = todayIn(spot.timeZone, new Date())
}, 120_000)

const close = (metric: number | null | undefined, expected: number, digits = 1) =>
  expect(metric).toBeCloseTo(expected, digits)

describe('?units on the conditions endpoints', () => {
  it('GET /api/surf-spots?date answers imperial by default and metric when asked', async () => {
    const path = `/api/surf-spots?date=${today}`
    const plain = await getParsed(baseUrl, path, SpotConditionList)
    const imperial = await getParsed(baseUrl, `${path}&units=imperial`, SpotConditionList)
    const metric = await getParsed(baseUrl, `${path}&units=metric`, SpotConditionList)
    expect(imperial).toEqual(plain)
    const a = plain.find((s) => s.id === spotId)?.currentCondition
    const b = metric.find((s) => s.id === spotId)?.currentCondition
    if (!a || !b) throw new Error('no condition to compare')
    close(b.waveHeightMax, (a.waveHeightMax ?? 0) / 3.28084)
    close(b.windSpeed, (a.windSpeed ?? 0) * 1.609344, 0)
    if (a.waterTemp !== null) close(b.waterTemp, ((a.waterTemp - 32) * 5) / 9, 0)
    expect(b.visibility).not.toMatch(/\bmi\b/)
    expect(b.ratingReasons.summary).not.toMatch(/\d\s?(ft|mph)\b|°F/)
  })

  it('GET /api/surf-spots/{id}/report converts the condition and the report texts', async () => {
    const path = `/api/surf-spots/${spotId}/report?date=${today}`
    const plain = await getParsed(baseUrl, path, SpotReport)
    const metric = await getParsed(baseUrl, `${path}&units=metric`, SpotReport)
    close(
      metric.currentCondition?.waveHeightMin,
      (plain.currentCondition?.waveHeightMin ?? 0) / 3.28084,
    )
    expect(JSON.stringify(metric.report)).not.toMatch(/\d\s?(ft|mph)\b|°F/)
    if (plain.report?.swellSize?.endsWith('ft')) expect(metric.report?.swellSize).toMatch(/m$/)
  })

  it('GET /api/surf-spots/{id}/forecasts converts wind and the swell text', async () => {
    const path = `/api/surf-spots/${spotId}/forecasts`
    const plain = await getParsed(baseUrl, path, ForecastList)
    const metric = await getParsed(baseUrl, `${path}?units=metric`, ForecastList)
    expect(metric).toHaveLength(plain.length)
    close(metric[0]?.windSpeed, (plain[0]?.windSpeed ?? 0) * 1.609344, 0)
    expect(metric.map((f) => f.swellHeight).join(' ')).not.toMatch(/ft/)
  })

  it('GET /api/surf-spots/{id}/wind-hourly converts each speed', async () => {
    const path = `/api/surf-spots/${spotId}/wind-hourly?date=${spotToday}`
    const plain = await getParsed(baseUrl, path, HourlyWindList)
    const metric = await getParsed(baseUrl, `${path}&units=metric`, HourlyWindList)
    expect(plain.length).toBeGreaterThan(0)
    plain.forEach((entry, i) => close(metric[i]?.speed, entry.speed * 1.609344, 0))
  })

  it('GET /api/surf-spots/{id}/hourly converts heights, speeds and the best windows', async () => {
    const path = `/api/surf-spots/${spotId}/hourly?date=${spotToday}`
    const plain = await getParsed(baseUrl, path, Hourly)
    const metric = await getParsed(baseUrl, `${path}&units=metric`, Hourly)
    const i = plain.hours.findIndex((h) => h.windSpeed !== null && h.waveHeightMax !== null)
    close(metric.hours[i]?.windSpeed, (plain.hours[i]?.windSpeed ?? 0) * 1.609344, 0)
    close(metric.hours[i]?.waveHeightMax, (plain.hours[i]?.waveHeightMax ?? 0) / 3.28084)
    // A field whose name says its unit keeps it.
    expect(metric.hours[i]?.tideHeightFt).toBe(plain.hours[i]?.tideHeightFt)
    expect(metric.bestWindows.map((w) => w.why).join(' ')).not.toMatch(/\d\s?(ft|mph)\b/)
  })

  it('GET /api/weather converts temperature and wind', async () => {
    const plain = await getParsed(baseUrl, `/api/weather?date=${today}`, Weather)
    const metric = await getParsed(baseUrl, `/api/weather?date=${today}&units=metric`, Weather)
    expect(metric.temperature).toBe(Math.round(((plain.temperature - 32) * 5) / 9))
    close(metric.windSpeed, plain.windSpeed * 1.609344, 0)
  })

  it.each([
    `/api/surf-spots?units=bogus`,
    `/api/surf-spots?date=${today}&units=bogus`,
    `/api/surf-spots/1/report?units=Metric`,
    `/api/surf-spots/1/forecasts?units=bogus`,
    `/api/surf-spots/1/wind-hourly?units=bogus`,
    `/api/surf-spots/1/hourly?units=kelvin`,
    `/api/weather?units=`,
  ])('GET %s answers 400 with a clear message', async (path) => {
    const { status, body } = await getError(baseUrl, path)
    expect(status).toBe(400)
    expect(JSON.stringify(body)).toContain(UNITS_MESSAGE)
  })

  it('GET /api/user/favorites takes ?units too', async () => {
    const cookie = await signIn(baseUrl, await createSurfer(baseUrl))
    const bad = await call(baseUrl, '/api/user/favorites?units=bogus', { cookie })
    expect(bad.status).toBe(400)
    expect(await bad.text()).toContain(UNITS_MESSAGE)
    expect((await call(baseUrl, '/api/user/favorites?units=metric', { cookie })).status).toBe(200)
  })

  it('never answers a kept metric answer to an imperial asker, or the other way', async () => {
    const path = `/api/surf-spots/${spotId}/wind-hourly?date=${spotToday}`
    // Twice each, interleaved: the second of each may come from the kept public answers.
    const bodies = []
    for (const units of ['metric', 'imperial', 'metric', 'imperial'])
      bodies.push(await (await fetch(`${baseUrl}${path}&units=${units}`)).text())
    const plain = await (await fetch(`${baseUrl}${path}`)).text()
    expect(bodies[0]).toBe(bodies[2])
    expect(bodies[1]).toBe(bodies[3])
    expect(bodies[1]).toBe(plain)
    expect(bodies[0]).not.toBe(bodies[1])
  })
})

describe('a user’s units', () => {
  const profile = { firstName: 'Stephanie', lastName: 'Gilmore' }

  it('PATCH /api/auth/user/profile saves units and GET /api/auth/user returns them', async () => {
    const surfer = await createSurfer(baseUrl)
    const cookie = await signIn(baseUrl, surfer)
    const before = (await (await call(baseUrl, '/api/auth/user', { cookie })).json()) as {
      units: string
    }
    expect(before.units).toBe('imperial')
    const response = await call(baseUrl, '/api/auth/user/profile', {
      method: 'PATCH',
      cookie,
      body: { ...profile, email: surfer.email, units: 'metric' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.getSetCookie().some((c) => c.startsWith('units=metric;'))).toBe(true)
    const me = (await (await call(baseUrl, '/api/auth/user', { cookie })).json()) as {
      units: string
    }
    expect(me.units).toBe('metric')
  })

  it('PATCH /api/auth/user/profile refuses an unknown units value and changes nothing', async () => {
    const surfer = await createSurfer(baseUrl)
    const cookie = await signIn(baseUrl, surfer)
    const response = await call(baseUrl, '/api/auth/user/profile', {
      method: 'PATCH',
      cookie,
      body: { ...profile, email: surfer.email, units: 'furlongs' },
    })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { message: string }).message).toBe(UNITS_MESSAGE)
    const me = (await (await call(baseUrl, '/api/auth/user', { cookie })).json()) as {
      units: string
      firstName: string | null
    }
    expect(me).toMatchObject({ units: 'imperial' })
    expect(me.firstName).not.toBe(profile.firstName)
  })
})

describe('POST /api/units (the header menu)', () => {
  const form = (units: string, returnTo = '/map', headers: Record<string, string> = {}) =>
    fetch(`${baseUrl}/api/units`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: new URL(baseUrl).origin,
        ...headers,
      },
      body: new URLSearchParams({ units, returnTo }).toString(),
    })

  it('keeps a visitor’s choice in the cookie and goes back to the page', async () => {
    const response = await form('metric', '/spot/1/report?date=x')
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/spot/1/report?date=x')
    expect(response.headers.get('set-cookie')).toMatch(/^units=metric; Path=\/; .*SameSite=Lax/)
  })

  it('goes back to the page it was posted from (its Referer) when no returnTo is sent', async () => {
    const response = await fetch(`${baseUrl}/api/units`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: new URL(baseUrl).origin,
        referer: `${baseUrl}/map?date=${today}`,
      },
      body: 'units=metric',
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(`/map?date=${today}`)
  })

  it('never sends the browser off the site', async () => {
    const response = await form('metric', 'https://evil.test/')
    expect(response.headers.get('location')).toBe('/')
  })

  it('refuses an unknown value with 400 and sets nothing', async () => {
    const response = await form('bogus')
    expect(response.status).toBe(400)
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(await response.text()).toContain(UNITS_MESSAGE)
  })

  it('refuses a form posted from another site (the origin gate)', async () => {
    const response = await form('metric', '/', { origin: 'https://evil.test' })
    expect(response.status).toBe(403)
    expect(response.headers.get('set-cookie')).toBeNull()
  })

  it('saves a signed-in user’s choice in the profile too', async () => {
    const cookie = await signIn(baseUrl, await createSurfer(baseUrl))
    const response = await call(baseUrl, '/api/units', {
      method: 'POST',
      cookie,
      body: { units: 'metric' },
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ units: 'metric' })
    const me = (await (await call(baseUrl, '/api/auth/user', { cookie })).json()) as {
      units: string
    }
    expect(me.units).toBe('metric')
  })

  it('sets the cookie from the profile when the user signs in again', async () => {
    const surfer = await createSurfer(baseUrl)
    const cookie = await signIn(baseUrl, surfer)
    await call(baseUrl, '/api/units', { method: 'POST', cookie, body: { units: 'metric' } })
    const again = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: new URL(baseUrl).origin },
      body: JSON.stringify({ email: surfer.email, password: surfer.password }),
    })
    expect(again.headers.getSetCookie().some((c) => c.startsWith('units=metric;'))).toBe(true)
  })
})

describe('pages in the chosen units', () => {
  const page = async (path: string, units?: string) =>
    (
      await fetch(`${baseUrl}${path}`, { headers: units ? { cookie: `units=${units}` } : {} })
    ).text()

  it('home renders metric for a metric cookie and imperial otherwise, from the one page cache', async () => {
    for (let i = 0; i < 2; i++) {
      const metric = await page('/', 'metric')
      const imperial = await page('/')
      // Digits before the unit: the header's menu names both systems on every page.
      expect(metric).toMatch(/\d km\/h/)
      expect(metric).not.toMatch(/\d mph/)
      expect(imperial).toMatch(/\d mph/)
      expect(imperial).not.toMatch(/\d km\/h/)
    }
  })

  it('the report renders its charts’ tables in metric', async () => {
    const html = await page(`/spot/${spotId}/report`, 'metric')
    expect(html).toContain('Surf (m)')
    expect(html).toContain('Speed (km/h)')
    expect(html).not.toContain('Surf (ft)')
  })
})
