// Accuracy end to end against the built server: a surfer's report posted through POST /api/feed
// is counted on its spot's record in the same request (no waiting for the jobs queue), leaves it
// when the post is deleted, and a spot with 20 buoy pairs for a lead day shows that day's height
// corrected by the buoy record, labelled, with the raw model height one click away.
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { SpotAccuracy } from '../shared/contracts/accuracy'
import { ForecastList, SpotList } from '../shared/contracts/conditions'
import type { Spot } from '../shared/contracts/conditions'
import { correctedSurf } from '../shared/domain/view/accuracy-text'
import { addDays, todayIn } from '../shared/domain/time/dates'
import { localDateOf } from '../shared/domain/time/zoned'
import { getParsed, waitForConditions } from './conditions-helpers'
import { FeedPost } from '../shared/contracts/feed'
import { postForm, surferSession, write } from './support/feed'

let baseUrl: string
let db: pg.Client
let spot: Spot

beforeAll(async () => {
  baseUrl = inject('baseUrl')
  db = new pg.Client({ connectionString: inject('databaseUrl') })
  await db.connect()
  await waitForConditions(baseUrl)
  const spots = await getParsed(baseUrl, '/api/surf-spots', SpotList)
  // Cocoa Beach Pier has NOAA buoy 41113 (seed data); Rincon is the simulated week's spot.
  spot = spots.find((s) => s.name === 'Cocoa Beach Pier') as Spot
}, 120_000)

afterAll(async () => {
  await db.end()
})

const record = () => getParsed(baseUrl, `/api/surf-spots/${spot.id}/accuracy`, SpotAccuracy)
const month = (r: SpotAccuracy) => r.windows.find((w) => w.days === 30)
const reportsSource = (r: SpotAccuracy) => r.sources.find((s) => s.kind === 'surfer-reports')?.count

async function archive(forecastDate: string, leadDay: number, heightFt: number) {
  await db.query(
    `insert into forecast_archive (spot_id, issue_date, issued_at, forecast_date, lead_day,
       height_ft, rating, wind_class, wind_speed_mph, confidence, source)
     values ($1, $2, $3, $4, $5, $6, 'good', 'offshore', 8, 70, 'test')
     on conflict (spot_id, issue_date, lead_day) do update
       set height_ft = excluded.height_ft, rating = excluded.rating, forecast_date = excluded.forecast_date`,
    [
      spot.id,
      addDays(forecastDate, -leadDay),
      `${addDays(forecastDate, -leadDay)}T12:00:00Z`,
      forecastDate,
      leadDay,
      heightFt,
    ],
  )
}

async function postReport(surfedAt: string) {
  const surfer = await surferSession(baseUrl)
  const response = await postForm(baseUrl, surfer, {
    content: 'Clean lines at the pier',
    reportSpotId: String(spot.id),
    reportSurfedAt: surfedAt,
    reportSize: '3-4',
    reportRating: 'good',
    reportWind: 'clean',
  } as Record<string, string>)
  if (response.status !== 201) throw new Error(`post: ${response.status} ${await response.text()}`)
  return { post: FeedPost.parse(await response.json()), surfer }
}

const lead4 = (r: SpotAccuracy) => month(r)?.byLeadDay.find((s) => s.leadDay === 4)?.reports

describe("a surfer's report on the spot's record", () => {
  it('should be counted when the post is answered, and leave with the post', async () => {
    const surfedAt = new Date(Date.now() - 60_000).toISOString()
    // The report's local day, forecast 4 days ahead as GOOD: the report has a day to be checked on.
    await archive(localDateOf(surfedAt, spot.timeZone), 4, 3)
    await postReport(surfedAt)
    const first = await record()
    // A second surfer's report, read straight after the 201: no wait, no polling.
    const second = await postReport(surfedAt)
    const counted = await record()
    expect(lead4(counted)).toBe((lead4(first) ?? -1) + 1)
    expect(reportsSource(counted)).toBe((reportsSource(first) ?? -1) + 1)
    const page = await (await fetch(`${baseUrl}/spot/${spot.id}/report`)).text()
    const section = /data-section="accuracy".*?<\/section>/s.exec(page)?.[0] ?? 'no section'
    expect(section).toContain(`Surfer reports: ${reportsSource(counted)}`)
    const deleted = await write(baseUrl, `/api/feed/${second.post.id}`, {
      method: 'DELETE',
      session: second.surfer,
    })
    expect(deleted.status).toBe(200)
    const after = await record()
    expect(lead4(after)).toBe(lead4(first))
    expect(reportsSource(after)).toBe(reportsSource(first))
  })
})

describe('the bias correction on the report page', () => {
  it('should label the corrected next-day height once 20 buoy pairs say so, raw one click away', async () => {
    const today = todayIn(spot.timeZone, new Date())
    // 20 next-day forecasts of 4 ft, days today−29 … today−10, each observed at 3 ft by the buoy
    // (three daylight hours): bias +1 ft on a 4 ft mean → correction −25 %.
    for (let back = 10; back < 30; back++) {
      const date = addDays(today, -back)
      await archive(date, 1, 4)
      for (const hour of [16, 17, 18]) {
        await db.query(
          `insert into surf_observations (spot_id, kind, time, date, is_daylight, wave_height_ft, source)
           values ($1, 'buoy', $2, $3, true, 3, 'test')
           on conflict (spot_id, kind, time) do update set wave_height_ft = 3, is_daylight = true`,
          [spot.id, `${date}T${hour}:00:00.000Z`, date],
        )
      }
    }
    // A report verifies the spot at once (the refresh's job would too, within a minute).
    await postReport(new Date(Date.now() - 120_000).toISOString())
    const next = month(await record())?.byLeadDay.find((s) => s.leadDay === 1)
    expect(next).toMatchObject({ buoyPairs: 20, heightBiasFt: 1, correctionPercent: -25 })
    const forecasts = await getParsed(
      baseUrl,
      `/api/surf-spots/${spot.id}/forecasts?days=2`,
      ForecastList,
    )
    const tomorrow = forecasts.find((f) => f.dayOffset === 1)
    const expected = correctedSurf(tomorrow?.swellHeight ?? '', -25)
    if (!expected) throw new Error(`no range to correct in '${tomorrow?.swellHeight}'`)
    const page = await (await fetch(`${baseUrl}/spot/${spot.id}/report`)).text()
    const block = /data-testid="accuracy-corrections".*?<\/ul>/s.exec(page)?.[0] ?? 'no corrections'
    expect(block).toMatch(new RegExp(`<strong[^>]*>${expected.text}</strong>`))
    expect(block).toContain(`−25 % from the buoy record; raw model ${expected.raw}`)
    expect(block).toMatch(/<details[^>]*>\s*<summary[^>]*>Raw model height<\/summary>/)
    expect(block).toContain(`${expected.raw}, as the model forecast it, before correction`)
  }, 120_000)
})
