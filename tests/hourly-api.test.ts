// GET /api/surf-spots/{id}/hourly against its contract, for every spot and each of its five local
// dates, after the server's startup ingestion against the fake upstream.
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { Hourly, SpotList } from '../shared/contracts/conditions'
import type { Spot } from '../shared/contracts/conditions'
import { addDays, dateWindow, todayIn } from '../shared/domain/time/dates'
import { getError, getParsed, waitForConditions } from './conditions-helpers'

let baseUrl: string
let spots: Spot[]
const HOUR_MS = 3_600_000

beforeAll(async () => {
  baseUrl = inject('baseUrl')
  await waitForConditions(baseUrl)
  spots = await getParsed(baseUrl, '/api/surf-spots', SpotList)
}, 120_000)

const hourlyOf = (spot: Spot, date: string) =>
  getParsed(baseUrl, `/api/surf-spots/${spot.id}/hourly?date=${date}`, Hourly)

describe('GET /api/surf-spots/{id}/hourly', () => {
  it('should give every spot all the hours of each of its five local dates', async () => {
    expect(spots).toHaveLength(49)
    for (const spot of spots) {
      for (const date of dateWindow(todayIn(spot.timeZone, new Date()))) {
        const day = await hourlyOf(spot, date)
        expect(day).toMatchObject({ spotId: spot.id, date, timeZone: spot.timeZone })
        expect(day.isSample).toBe(false)
        const times = day.hours.map((h) => Date.parse(h.time))
        expect(day.hours[0]?.time.slice(0, 19), `${spot.name} ${date}`).toBe(`${date}T00:00:00`)
        expect(times.slice(1).every((t, i) => t - (times[i] ?? 0) === HOUR_MS)).toBe(true)
      }
    }
  }, 120_000)

  it('should answer 24 hours of a day with rated, daylight-marked hours and the sun times', async () => {
    const spot = spots.find((s) => s.name === 'Rincon') ?? (spots[0] as Spot)
    const date = addDays(todayIn(spot.timeZone, new Date()), 1)
    const response = await fetch(`${baseUrl}/api/surf-spots/${spot.id}/hourly?date=${date}`)
    expect(response.headers.get('x-data-source')).toBe('live')
    const day = Hourly.parse(await response.json())
    expect(day.hours).toHaveLength(24)
    expect(day.hours.some((h) => h.rating !== null)).toBe(true)
    expect(day.hours.some((h) => h.swells.length > 0)).toBe(true)
    const light = day.hours.filter((h) => h.isDaylight).map((h) => Date.parse(h.time))
    expect(Math.min(...light)).toBeGreaterThanOrEqual(Date.parse(day.firstLight ?? '') - HOUR_MS)
    expect(Math.max(...light)).toBeLessThanOrEqual(Date.parse(day.lastLight ?? '') + HOUR_MS)
  })

  it('should draw the tide on its datum: MLLW at NOAA stations, MSL when modelled', async () => {
    for (const spot of spots) {
      const day = await hourlyOf(spot, todayIn(spot.timeZone, new Date()))
      const tide = day.provenance.tide
      const datum = tide === null ? null : tide.provider === 'coops' ? 'MLLW' : 'MSL'
      expect(day.tideDatum, spot.name).toBe(datum)
      if (day.tideEvents.length >= 2)
        expect(day.hours.some((h) => h.tideHeightFt !== null)).toBe(true)
    }
  }, 60_000)

  it('should only give best windows of daylight hours that rate what the window says, in the light', async () => {
    let seen = 0
    for (const spot of spots) {
      const day = await hourlyOf(spot, addDays(todayIn(spot.timeZone, new Date()), 2))
      for (const w of day.bestWindows) {
        seen++
        // The hours whose hour [t, t + 1 h) meets the window (its ends may be clipped to the light).
        const inside = day.hours.filter(
          (h) =>
            Date.parse(h.time) < Date.parse(w.end) &&
            Date.parse(h.time) + 3_600_000 > Date.parse(w.start),
        )
        expect(inside).toHaveLength(w.hours)
        expect(inside.every((h) => h.isDaylight && h.rating === w.rating)).toBe(true)
        expect(w.why).toMatch(/^(EPIC|FIRING|GOOD|RIDEABLE) \d/)
        if (day.firstLight && day.lastLight) {
          expect(Date.parse(w.start)).toBeGreaterThanOrEqual(Date.parse(day.firstLight))
          expect(Date.parse(w.end)).toBeLessThanOrEqual(Date.parse(day.lastLight))
        }
      }
    }
    expect(seen).toBeGreaterThan(0)
  }, 60_000)

  it('should answer a date outside the spot today..+4 with 400 naming the window', async () => {
    const spot = spots[0] as Spot
    const today = todayIn(spot.timeZone, new Date())
    for (const date of [addDays(today, 5), addDays(today, -1), '2020-01-01']) {
      const error = await getError(baseUrl, `/api/surf-spots/${spot.id}/hourly?date=${date}`)
      expect(error.status).toBe(400)
      expect(error.body.message).toBe(
        `No hourly forecast for ${date}: choose a date from ${today} to ${addDays(today, 4)} (the spot's today to today + 4 days)`,
      )
    }
  })

  it.each([
    ['/api/surf-spots/1/hourly?date=tomorrow', 400, 'Use a date like'],
    ['/api/surf-spots/1/hourly?date=2026-02-30', 400, 'does not exist'],
    ['/api/surf-spots/abc/hourly', 400, 'A spot id is a number'],
    ['/api/surf-spots/99999/hourly', 404, 'No surf spot with id 99999'],
  ])('should answer %s with %i and a clear message', async (path, status, message) => {
    const error = await getError(baseUrl, path)
    expect(error.status).toBe(status)
    expect(error.body.message).toContain(message)
  })

  it('should answer wind-hourly entries with classification, direction, speed, time', async () => {
    const spot = spots[0] as Spot
    const response = await fetch(`${baseUrl}/api/surf-spots/${spot.id}/wind-hourly`)
    const entries = (await response.json()) as Record<string, unknown>[]
    expect(Object.keys(entries[0] ?? {}).sort()).toEqual([
      'classification',
      'direction',
      'speed',
      'time',
    ])
  })
})
