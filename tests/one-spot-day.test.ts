// One spot-day, one record: for every spot and each of its five local dates, the list, the
// 5-day forecast, the report (badge and text), the summary, compare and the report page's HTML
// give the same rating, surf range and period; the rated height lies inside the shown range; and
// "today" is the spot's own local date on home, the summary and the report.
import { beforeAll, describe, expect, inject, it } from 'vitest'
import {
  ForecastList,
  SpotConditionList,
  SpotList,
  SpotReport,
} from '../shared/contracts/conditions'
import type { Forecast, SpotWithCondition } from '../shared/contracts/conditions'
import { ratingLabel } from '../shared/domain/rating/ratings'
import { dateWindow, todayIn } from '../shared/domain/time/dates'
import { formatSwellHeight } from '../shared/domain/units/display-scales'
import { getParsed, waitForConditions } from './conditions-helpers'

type Spot = { id: number; name: string; timeZone: string }

const baseUrl = () => inject('baseUrl')
const html = async (path: string) => {
  const response = await fetch(`${baseUrl()}${path}`)
  expect(response.status, path).toBe(200)
  return response.text()
}
/** The part of a page's HTML from `start` to the next `end` (a card, a row, a section). */
const slice = (page: string, start: string, end: string) => {
  const at = page.indexOf(start)
  if (at < 0) return null
  const stop = page.indexOf(end, at + start.length)
  return page.slice(at, stop < 0 ? undefined : stop)
}
const rangeOf = (c: { waveHeightMin: number | null; waveHeightMax: number | null }) =>
  c.waveHeightMin === null || c.waveHeightMax === null
    ? 'N/A'
    : formatSwellHeight(c.waveHeightMin, c.waveHeightMax)

let spots: Spot[] = []
const forecasts = new Map<number, Forecast[]>()
const lists = new Map<string, Map<number, SpotWithCondition>>()
let now = new Date()

beforeAll(async () => {
  await waitForConditions(baseUrl())
  now = new Date()
  spots = await getParsed(baseUrl(), '/api/surf-spots', SpotList)
  for (const spot of spots) {
    forecasts.set(
      spot.id,
      await getParsed(baseUrl(), `/api/surf-spots/${spot.id}/forecasts`, ForecastList),
    )
  }
  const dates = new Set(spots.flatMap((s) => dateWindow(todayIn(s.timeZone, now))))
  for (const date of dates) {
    const list = await getParsed(baseUrl(), `/api/surf-spots?date=${date}`, SpotConditionList)
    lists.set(date, new Map(list.map((s) => [s.id, s])))
  }
}, 240_000)

describe('one spot-day, one record', { timeout: 300_000 }, () => {
  it('should give the same rating, range and period on the list, /forecasts and /report for every spot and date', async () => {
    expect(spots.length).toBeGreaterThanOrEqual(49)
    let checked = 0
    for (const spot of spots) {
      const days = forecasts.get(spot.id) ?? []
      expect(days.map((d) => d.forecastDate)).toEqual(dateWindow(todayIn(spot.timeZone, now)))
      for (const day of days) {
        const where = `${spot.name} on ${day.forecastDate}`
        const listed = lists.get(day.forecastDate)?.get(spot.id)?.currentCondition
        const { currentCondition: badge, report } = await getParsed(
          baseUrl(),
          `/api/surf-spots/${spot.id}/report?date=${day.forecastDate}`,
          SpotReport,
        )
        if (!listed || !badge || !report) throw new Error(`${where}: a record is missing`)
        for (const c of [listed, badge]) {
          expect(c.conditionRating, `${where}: rating`).toBe(day.conditionRating)
          expect(rangeOf(c), `${where}: range`).toBe(day.swellHeight)
          expect(c.wavePeriod, `${where}: period`).toBe(day.swellPeriod)
        }
        expect(report.swellSize, `${where}: report size`).toBe(day.swellHeight)
        expect(report.swellPeriod, `${where}: report period`).toBe(day.swellPeriod)
        expect(report.summary, where).toMatch(
          new RegExp(`^${escape(spot.name)}: ${escape(ratingLabel(day.conditionRating))}\\.`),
        )
        if (day.swellHeight !== 'N/A') {
          expect(report.summary, where).toContain(`Surf ${day.swellHeight},`)
          if (day.swellPeriod !== null) expect(report.summary).toContain(`(${day.swellPeriod} s)`)
        }
        const rated = badge.ratingInputs?.waveHeightFt ?? null
        if (rated !== null && badge.waveHeightMin !== null && badge.waveHeightMax !== null) {
          expect(rated, `${where}: rated height inside the range`).toBeGreaterThanOrEqual(
            badge.waveHeightMin,
          )
          expect(rated, `${where}: rated height inside the range`).toBeLessThanOrEqual(
            badge.waveHeightMax,
          )
        }
        checked++
      }
    }
    expect(checked).toBe(spots.length * 5)
  })

  it("should show the record's rating and range on the report page of every spot and date", async () => {
    for (const spot of spots) {
      for (const day of forecasts.get(spot.id) ?? []) {
        const page = await html(`/spot/${spot.id}/report?date=${day.forecastDate}`)
        const where = `${spot.name} on ${day.forecastDate}`
        const hero = slice(page, '<header class="overflow-hidden', '</header>') ?? ''
        expect(hero, `${where}: hero badge`).toContain(`>${ratingLabel(day.conditionRating)}<`)
        const swell = slice(page, 'data-section="swell"', '</section>') ?? ''
        expect(swell, `${where}: swell size`).toContain(`>${day.swellHeight}<`)
        if (day.swellPeriod !== null) expect(swell).toContain(`>${day.swellPeriod} s<`)
      }
    }
  })

  it("should show each spot on its own today on home, the summary and compare, as its strip's day 0", async () => {
    const [home, summary] = [await html('/'), await html('/summary')]
    const utcToday = todayIn('UTC', now)
    for (const spot of spots) {
      const today = forecasts.get(spot.id)?.[0]
      if (!today) throw new Error(`${spot.name}: no forecast`)
      expect(today.forecastDate).toBe(todayIn(spot.timeZone, now))
      const label = ratingLabel(today.conditionRating)
      const card = slice(home, `aria-labelledby="spot-${spot.id}"`, '</article>')
      if (!card) throw new Error(`${spot.name}: no card on home`)
      expect(card, `${spot.name}: card badge`).toContain(`${label}<svg`)
      const marked = card.includes(`data-spot-date="${today.forecastDate}"`)
      expect(marked, `${spot.name}: card says its own date`).toBe(today.forecastDate !== utcToday)
      const group = slice(
        summary,
        `id="summary-${today.conditionRating?.replace(' ', '-')}"`,
        '</section>',
      )
      expect(group ?? '', `${spot.name}: summary group ${label}`).toContain(
        `href="/spot/${spot.id}/report"`,
      )
    }
    for (let i = 0; i < spots.length; i += 4) {
      // Compare takes 2 to 4 spots: the last group borrows its predecessor.
      const chosen = spots.slice(Math.min(i, spots.length - 2), i + 4)
      const page = await html(`/compare?spots=${chosen.map((s) => s.id).join(',')}`)
      for (const spot of chosen) {
        const row = slice(page, `data-compare-spot="${spot.id}"`, '</tr>') ?? ''
        const labels = [
          ...row.matchAll(/>\s*(EPIC|FIRING|GOOD|RIDEABLE|NOT WORKING|unknown)\s*</g),
        ].map((m) => m[1])
        expect(labels, `${spot.name}: compare`).toEqual(
          (forecasts.get(spot.id) ?? []).map((d) => ratingLabel(d.conditionRating)),
        )
      }
    }
  })
})

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
