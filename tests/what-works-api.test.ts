// Every spot says what works there (exposure, ideal conditions), the report shows it,
// and GET /api/surf-spots/{id}/what-if rates made-up conditions with ingestion's code.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { COMPUTED_METHOD } from '../cms/conditions/geo/exposure'
import { SpotDetail, SpotList, WhatIfAnswer } from '../shared/contracts/conditions'
import { getError, getParsed, waitForConditions } from './conditions-helpers'
import { adminAuth } from './support/admin'

let baseUrl: string
let rincon: SpotDetail

/** The middle of a clockwise arc. */
const middleOf = ([from, to]: [number, number]) =>
  (from + ((((to - from) % 360) + 360) % 360) / 2) % 360

const CALM = 'windSpeedMph=3&windDirectionDeg=45'

beforeAll(async () => {
  baseUrl = inject('baseUrl')
  await waitForConditions(baseUrl)
  const spots = await getParsed(baseUrl, '/api/surf-spots', SpotList)
  const id = spots.find((s) => s.name === 'Rincon')?.id ?? 0
  rincon = await getParsed(baseUrl, `/api/surf-spots/${id}`, SpotDetail)
}, 120_000)

describe('GET /api/surf-spots/{id}: what works there', () => {
  it('should carry exposure and idealConditions for all 49 spots', async () => {
    const spots = await getParsed(baseUrl, '/api/surf-spots', SpotList)
    expect(spots).toHaveLength(49)
    for (const { id } of spots) {
      const spot = await getParsed(baseUrl, `/api/surf-spots/${id}`, SpotDetail)
      expect(spot.exposure.byDirection).toHaveLength(36)
      expect(spot.exposure.swellWindow.length).toBeGreaterThan(0)
      expect(spot.idealConditions.swellFromDeg).toHaveLength(2)
      expect(spot.idealConditions.offshoreWindFromDeg).toHaveLength(2)
    }
  })
})

describe('GET /api/surf-spots/{id}/what-if', () => {
  const whatIf = (query: string, id = rincon.id) => `/api/surf-spots/${id}/what-if?${query}`

  it('should rate a swell from inside the window by the guide, with every train', async () => {
    const from = middleOf(rincon.idealConditions.swellFromDeg)
    const query =
      `swellHeightFt=3&swellPeriodS=14&swellDirectionDeg=${from}&${CALM}` +
      `&windWaveHeightFt=0.5&windWavePeriodS=4&windWaveDirectionDeg=${from}`
    const response = await fetch(`${baseUrl}${whatIf(query)}`)
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+/)
    const answer = WhatIfAnswer.parse(await response.json())
    expect(answer.trains.map((t) => t.component)).toEqual(['primary-swell', 'wind-wave'])
    expect(answer.trains[0]?.reaches).toBe(true)
    expect(answer.rating).not.toBe('not working')
    expect(answer.ratingInputs.component).toBe('primary-swell')
  })

  it('should rate a swell from behind the coast NOT WORKING: it does not reach', async () => {
    const behind = (middleOf(rincon.idealConditions.swellFromDeg) + 180) % 360
    const answer = await getParsed(
      baseUrl,
      whatIf(`swellHeightFt=3&swellPeriodS=14&swellDirectionDeg=${behind}&${CALM}`),
      WhatIfAnswer,
    )
    expect(answer.rating).toBe('not working')
    expect(answer.trains[0]?.reaches).toBe(false)
    expect(answer.ratingReasons.summary).toMatch(/swell 3 ft at 14 s does not reach this spot$/)
  })

  it.each([
    ['a missing value', `swellPeriodS=12&swellDirectionDeg=270&${CALM}`, 'swellHeightFt'],
    [
      'a non-numeric value',
      `swellHeightFt=big&swellPeriodS=12&swellDirectionDeg=270&${CALM}`,
      'swellHeightFt',
    ],
    [
      'a height over 100',
      `swellHeightFt=101&swellPeriodS=12&swellDirectionDeg=270&${CALM}`,
      'swellHeightFt',
    ],
    [
      'a period under 1',
      `swellHeightFt=3&swellPeriodS=0&swellDirectionDeg=270&${CALM}`,
      'swellPeriodS',
    ],
    [
      'a direction over 360',
      `swellHeightFt=3&swellPeriodS=12&swellDirectionDeg=400&${CALM}`,
      'swellDirectionDeg',
    ],
    [
      'a speed over 150',
      `swellHeightFt=3&swellPeriodS=12&swellDirectionDeg=270&windSpeedMph=151&windDirectionDeg=0`,
      'windSpeedMph',
    ],
    [
      'two of three wind-sea values',
      `swellHeightFt=3&swellPeriodS=12&swellDirectionDeg=270&${CALM}&windWaveHeightFt=1&windWavePeriodS=4`,
      'windWaveDirectionDeg',
    ],
  ])('should answer 400 naming the field for %s', async (_kind, query, field) => {
    const { status, body } = await getError(baseUrl, whatIf(query))
    expect(status).toBe(400)
    expect(body.message).toContain(field)
  })

  it('should answer 404 for an unknown spot', async () => {
    const query = `swellHeightFt=3&swellPeriodS=12&swellDirectionDeg=270&${CALM}`
    const { status, body } = await getError(baseUrl, whatIf(query, 999_999))
    expect(status).toBe(404)
    expect(body.message).toContain('999999')
  })
})

describe('the report page', () => {
  it('should show the "What works here" block', async () => {
    const response = await fetch(`${baseUrl}/spot/${rincon.id}/report`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('What works here')
  })
})

describe('an editor and the swell window', () => {
  let admin: Record<string, string>
  let id = 0

  beforeAll(async () => {
    admin = await adminAuth(baseUrl)
    const response = await fetch(`${baseUrl}/cms-api/surf-spots`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({
        name: 'Window Test Point',
        slug: 'window-test-point',
        location: 'Nowhere',
        latitude: 38.7,
        longitude: -9.4,
        breakType: 'point',
        skillLevel: 'advanced',
        beachFacingDegrees: 270,
        timeZone: 'Europe/Lisbon',
        _status: 'published',
      }),
    })
    expect(response.status).toBe(201)
    id = ((await response.json()) as { doc: { id: number } }).doc.id
  })

  // The suite shares one database: later files count the 49 seeded spots.
  afterAll(async () => {
    if (id) await fetch(`${baseUrl}/cms-api/surf-spots/${id}`, { method: 'DELETE', headers: admin })
  })

  const patch = (body: unknown) =>
    fetch(`${baseUrl}/cms-api/surf-spots/${id}`, {
      method: 'PATCH',
      headers: admin,
      body: JSON.stringify(body),
    })

  it('should give a spot created without one the window of the coastline at its point', async () => {
    const spot = await getParsed(baseUrl, `/api/surf-spots/${id}`, SpotDetail)
    expect(spot.exposure).toMatchObject({ source: 'computed', method: COMPUTED_METHOD })
    // Off Cascais: the Atlantic open to the W, Lisbon's coast closing the E (under 0.1: no swell
    // from there reaches).
    expect(spot.exposure.byDirection[27]).toBeGreaterThan(0.5)
    expect(spot.exposure.byDirection[9]).toBeLessThan(0.1)
  })

  it("should make changed shares the editor's, and refuse malformed ones", async () => {
    const byDirection = Array.from({ length: 36 }, (_, i) => (i >= 27 && i <= 33 ? 0.8 : 0))
    const bad = await patch({ exposure: { byDirection: [1, 2], source: 'computed', method: 'x' } })
    expect(bad.status).toBe(400)
    const saved = await patch({
      exposure: { byDirection, source: 'computed', method: 'coastline' },
      worksFromFt: 8,
      bestTide: 'low to mid',
    })
    expect(saved.status).toBe(200)
    const spot = await getParsed(baseUrl, `/api/surf-spots/${id}`, SpotDetail)
    expect(spot.exposure).toMatchObject({ source: 'editor', byDirection })
    expect(spot.exposure.swellWindow).toEqual([{ fromDeg: 270, toDeg: 330 }])
    expect(spot.idealConditions).toMatchObject({
      swellFromDeg: [270, 330],
      worksFromFt: 8,
      bestTide: 'low to mid',
    })
  })
})
