// Accuracy against the built server: the startup refresh archives forecasts and observations, a
// simulated week written into the archive (issued day 1, observed days 2–6, surfers on day 3) is
// verified by the queued job into the numbers worked out by hand, and the two endpoints answer
// by their contracts (400 for a bad id, 404 for an unknown spot).
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { AccuracyList, SpotAccuracy } from '../shared/contracts/accuracy'
import { SpotList } from '../shared/contracts/conditions'
import type { Spot } from '../shared/contracts/conditions'
import { addDays, todayIn } from '../shared/domain/time/dates'
import { getError, getParsed, refresh, waitForConditions } from './conditions-helpers'
import { adminAuth } from './support/admin'
import { createPost, surferSession } from './support/feed'

let baseUrl: string
let db: pg.Client
let spot: Spot

beforeAll(async () => {
  baseUrl = inject('baseUrl')
  db = new pg.Client({ connectionString: inject('databaseUrl') })
  await db.connect()
  await waitForConditions(baseUrl)
  const spots = await getParsed(baseUrl, '/api/surf-spots', SpotList)
  // Rincon has NOAA buoy 46217 (seed data).
  spot = spots.find((s) => s.name === 'Rincon') as Spot
}, 120_000)

afterAll(async () => {
  await db.end()
})

const count = async (query: string, values: unknown[]) =>
  Number((await db.query<{ n: string }>(query, values)).rows[0]?.n ?? 0)

describe('the archive and observations', () => {
  it('should keep lead days 0–4 of every spot from a refresh', async () => {
    const n = await count(
      'select count(distinct lead_day) as n from forecast_archive where spot_id = $1',
      [spot.id],
    )
    expect(n).toBe(5)
  })

  it('should store buoy hours and model analysis hours, apart', async () => {
    const kinds = await db.query<{ kind: string; source: string }>(
      'select distinct kind::text as kind, source from surf_observations where spot_id = $1',
      [spot.id],
    )
    expect(kinds.rows).toEqual(
      expect.arrayContaining([
        { kind: 'buoy', source: 'NOAA NDBC buoy 46217' },
        { kind: 'analysis', source: 'Open-Meteo model analysis' },
      ]),
    )
  })

  it("should fill the buoy's hours from its realtime2 history, with the .spec's swell / wind-wave split", async () => {
    const rows = await db.query<{ hours: string; split: string }>(
      `select count(*) as hours,
         count(*) filter (where swell_height_ft is not null and wind_wave_height_ft is not null) as split
       from surf_observations where spot_id = $1 and kind = 'buoy' and source <> 'test'`,
      [spot.id],
    )
    // The fake's history is the recorded 50 hours of 10-minute rows and 55 hourly .spec rows:
    // far more than the one hour latest_obs.txt gives a first refresh.
    expect(Number(rows.rows[0]?.hours)).toBeGreaterThan(40)
    expect(Number(rows.rows[0]?.split)).toBeGreaterThan(40)
  })
})

// Days of the simulated week, far enough back that the real refreshes' rows (the fake buoy's
// 50 hours of history, never back past today − 2; analysis 24 h) never land on them:
// day 1 = today − 8 … day 6 = today − 3.
const dayOf = (n: number) => addDays(todayIn(spot.timeZone, new Date()), n - 9)

async function archive(issueDay: number, leadDay: number, heightFt: number, rating: string) {
  await db.query(
    `insert into forecast_archive (spot_id, issue_date, issued_at, forecast_date, lead_day,
       height_ft, rating, wind_class, wind_speed_mph, confidence, source)
     values ($1, $2, $3, $4, $5, $6, $7, 'offshore', 8, 70, 'test')`,
    [
      spot.id,
      dayOf(issueDay),
      `${dayOf(issueDay)}T12:00:00Z`,
      dayOf(issueDay + leadDay),
      leadDay,
      heightFt,
      rating,
    ],
  )
}

async function observe(day: number, kind: 'buoy' | 'analysis', heights: number[]) {
  for (const [i, h] of heights.entries()) {
    const time = `${dayOf(day)}T${String(10 + i).padStart(2, '0')}:00:00.000Z`
    await db.query(
      `insert into surf_observations (spot_id, kind, time, date, is_daylight, wave_height_ft, source)
       values ($1, $2, $3, $4, true, $5, 'test')`,
      [spot.id, kind, time, dayOf(day), h],
    )
  }
}

async function report(rating: string, wind: string) {
  const surfer = await surferSession(baseUrl)
  const post = await createPost(baseUrl, surfer, { content: `Surfed it: ${rating}` })
  await db.query(
    `insert into surfer_reports (post_id, author_id, spot_id, surfed_at, size, rating, wind)
     values ($1, $2, $3, $4, '3-4', $5, $6)`,
    [post.id, surfer.id, spot.id, `${dayOf(3)}T16:00:00Z`, rating, wind],
  )
}

async function verified(after: number) {
  const until = Date.now() + 150_000
  while (Date.now() < until) {
    const record = await getParsed(baseUrl, `/api/surf-spots/${spot.id}/accuracy`, SpotAccuracy)
    if (record.computedAt && Date.parse(record.computedAt) > after) return record
    await new Promise((resolve) => setTimeout(resolve, 2000))
  }
  throw new Error('no verification ran after the refresh')
}

describe('a simulated week', () => {
  it('should give the numbers worked out by hand', async () => {
    // Day 1 forecasts days 2–5 (lead days 1–4); days 2–5 each forecast the next day (lead 1).
    await archive(1, 1, 3.5, 'good')
    await archive(1, 2, 3, 'firing')
    await archive(1, 3, 3, 'good')
    await archive(1, 4, 3, 'good')
    for (const [day, height] of [
      [2, 2],
      [3, 4.5],
      [4, 3],
      [5, 5],
    ] as const)
      await archive(day, 1, height, 'good')
    // The buoy's daylight means, days 2–6: 3, 3, 4, 3, 3.5 ft; the analysis (ignored where the
    // buoy measured) says 9 ft every day.
    const buoy = [
      [3, 3, 3],
      [2, 3, 4],
      [4, 4, 4],
      [3, 3, 3],
      [3, 3.5, 4],
    ]
    for (const [i, heights] of buoy.entries()) {
      await observe(i + 2, 'buoy', heights)
      await observe(i + 2, 'analysis', [9, 9, 9])
    }
    const reports = [
      ['good', 'clean'],
      ['firing', 'clean'],
      ['good', 'textured'],
      ['epic', 'clean'],
      ['rideable', 'clean'],
    ] as const
    for (const [rating, wind] of reports) await report(rating, wind)
    const before = Date.now()
    expect((await refresh(baseUrl, await adminAuth(baseUrl))).status).toBe(200)
    const record = await verified(before)
    const week = record.windows.find((w) => w.days === 7)
    // Lead 1, forecast − buoy: +0.5, −1, +0.5, 0, +1.5 → MAE 0.7, bias +0.3, 4 of 5 within 1 ft.
    // Reports on day 3 against its lead-1 GOOD, offshore 8 mph (→ clean): 2 exact, 4 within
    // one tier (EPIC is two off), 4 of 5 winds agree.
    expect(week?.byLeadDay[1]).toEqual({
      leadDay: 1,
      heightMaeFt: 0.7,
      heightBiasFt: 0.3,
      heightWithinOneFt: 0.8,
      ratingExact: 0.4,
      ratingWithinOne: 0.8,
      windClassAgreement: 0.8,
      pairs: 5,
      buoyPairs: 5,
      reports: 5,
      correctionPercent: null,
    })
    // Lead 2: one day (day 3, FIRING) → no height numbers; the same five reports: 1 exact, 4
    // within one (RIDEABLE is two below FIRING).
    expect(week?.byLeadDay[2]).toMatchObject({
      pairs: 1,
      heightMaeFt: null,
      ratingExact: 0.2,
      ratingWithinOne: 0.8,
    })
    expect(record.sentence).toBe(
      'Our next-day forecasts here were within 1 ft 80 % of the time over 30 days ' +
        '(5 checks against NOAA buoy 46217); we tend to call it 0.3 ft too big',
    )
  }, 240_000)

  it('should show the record on the report page and on /accuracy', async () => {
    const page = await (await fetch(`${baseUrl}/spot/${spot.id}/report`)).text()
    // Only the section, so a failure does not print the whole page.
    const section = /data-section="accuracy".*?<\/section>/s.exec(page)?.[0] ?? 'no section'
    expect(section).toContain('How right have we been here?')
    expect(section).toContain('Our next-day forecasts here were within 1 ft 80 %')
    expect(section).toContain('Not enough data yet (1 of 5)')
    const list = await getParsed(baseUrl, '/api/accuracy?sort=error', AccuracyList)
    expect(list.spots[0]?.spotId).toBe(spot.id) // the only spot with enough pairs
    expect(
      list.recentReports.some((r) => r.spotId === spot.id && r.forecast?.rating === 'good'),
    ).toBe(true)
    const html = await (await fetch(`${baseUrl}/accuracy?sort=pairs`)).text()
    expect(html).toContain('Rincon')
  })
})

describe('GET /api/surf-spots/{id}/accuracy errors', () => {
  it('should answer 400 with the field message for an id that is not a number', async () => {
    const { status, body } = await getError(baseUrl, '/api/surf-spots/abc/accuracy')
    expect(status).toBe(400)
    expect(JSON.stringify(body)).toContain('A spot id is a number')
  })

  it('should answer 404 naming the id for an unknown spot', async () => {
    const { status, body } = await getError(baseUrl, '/api/surf-spots/999999/accuracy')
    expect(status).toBe(404)
    expect(body.message).toBe('No surf spot with id 999999')
  })

  it('should answer 400 naming the choices for an unknown sort', async () => {
    const { status, body } = await getError(baseUrl, '/api/accuracy?sort=best')
    expect(status).toBe(400)
    expect(JSON.stringify(body)).toContain('Sort by one of: name, error, within, pairs, rating')
  })
})
