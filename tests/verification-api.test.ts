// Buoy verification against a built server of its own in sample mode (UPSTREAM_MODE=sample, the
// in-process sample upstream): its startup refresh keeps the forecast at the synoptic times of
// days 1–5 for every buoy spot; a simulated fortnight written beside it (forecasts issued before
// each synoptic time, and the buoy's hours ±1 h around it: the fake's clock is not the server's,
// so a refresh cannot make past pairs, as in tests/accuracy-api.test.ts) is scored by the real
// daily job, queued and run through Payload's jobs endpoint, into the numbers worked out by hand;
// both endpoints answer them, say they are sample data, and refuse bad input.
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SpotVerification, VerificationList } from '../shared/contracts/verification'
import { leadDayOf } from '../shared/domain/forecast/buoy-verification'
import { getError, getParsed, waitForConditions } from './conditions-helpers'
import { adminAuth } from './support/admin'
import { startOwnDatabaseServer, type OwnDatabaseServer } from './support/own-database'

const H = 3_600_000
const DAY = 24 * H
const FT = 3.28084

let own: OwnDatabaseServer
let baseUrl: string
let db: pg.Client
let spotId: number
let noBuoySpotId: number
/** 00 UTC today: the windows end here. */
const end = Math.floor(Date.now() / DAY) * DAY

beforeAll(async () => {
  own = await startOwnDatabaseServer('verification', { env: { UPSTREAM_MODE: 'sample' } })
  baseUrl = own.server.url
  db = new pg.Client({ connectionString: own.database.url })
  await db.connect()
  await waitForConditions(baseUrl, 180_000)
  const spots = await db.query<{ id: number }>(
    'select distinct spot_id as id from buoy_forecasts order by spot_id limit 1',
  )
  spotId = spots.rows[0]?.id as number
  const none = await db.query<{ id: number }>(
    'select id from surf_spots where ndbc_buoy is null order by id limit 1',
  )
  noBuoySpotId = none.rows[0]?.id as number
}, 300_000)

afterAll(async () => {
  await db?.end()
  await own?.stop()
})

describe('a refresh', () => {
  it('should keep the forecast at the synoptic times of days 1–5, in metres, marked sample', async () => {
    expect(spotId).toBeGreaterThan(0)
    const { rows } = await db.query<{
      valid: Date
      issued: Date
      lead: number
      height: number | null
      sample: boolean
    }>(
      `select valid_time as valid, issued_at as issued, lead_day as lead, height_m as height,
         is_sample as sample from buoy_forecasts where spot_id = $1`,
      [spotId],
    )
    expect(new Set(rows.map((r) => r.lead))).toEqual(new Set([1, 2, 3, 4, 5]))
    for (const r of rows) {
      expect(r.valid.getUTCHours() % 6).toBe(0)
      expect(r.valid.getUTCMinutes()).toBe(0)
      expect(leadDayOf(r.issued.getTime(), r.valid.getTime())).toBe(r.lead)
      expect(r.sample).toBe(true)
    }
    // Significant heights of a few metres at most, not feet.
    const heights = rows.flatMap((r) => (r.height === null ? [] : [r.height]))
    expect(heights.length).toBeGreaterThan(0)
    expect(Math.max(...heights)).toBeLessThan(8)
  })
})

/** Forecast (m, s) valid at `t` for `leadDay`, issued 12 h into the bucket's start. */
async function forecast(t: number, leadDay: number, heightM: number, periodS: number) {
  await db.query(
    `insert into buoy_forecasts (spot_id, valid_time, lead_day, issued_at, buoy, height_m,
       period_s, is_sample) values ($1, $2, $3, $4, 'test', $5, $6, true)
     on conflict (spot_id, valid_time, lead_day) do update
       set height_m = excluded.height_m, period_s = excluded.period_s`,
    [
      spotId,
      new Date(t).toISOString(),
      leadDay,
      new Date(t - (leadDay - 0.5) * DAY).toISOString(),
      heightM,
      periodS,
    ],
  )
}

/** The buoy measured `heightM` and `periodS` from t − 1 h to t + 1 h. */
async function buoy(t: number, heightM: number, periodS: number) {
  for (const time of [t - H, t, t + H]) {
    const iso = new Date(time).toISOString()
    await db.query(
      `insert into surf_observations (spot_id, kind, time, date, is_daylight, wave_height_ft,
         period_s, source) values ($1, 'buoy', $2, $3, false, $4, $5, 'test')
       on conflict (spot_id, kind, time) do update
         set wave_height_ft = excluded.wave_height_ft, period_s = excluded.period_s`,
      [spotId, iso, iso.slice(0, 10), heightM * FT, periodS],
    )
  }
}

const synopticTimes = (daysBack: number) => [0, 6, 12, 18].map((h) => end - daysBack * DAY + h * H)

async function scoreNow() {
  const { rows } = await db.query<{ id: number }>(
    `insert into payload_jobs (input, task_slug, queue, processing)
     values ('{"reason":"test"}', 'score-buoy-verification', 'conditions', false) returning id`,
  )
  const id = rows[0]?.id
  const run = await fetch(
    `${baseUrl}/cms-api/payload-jobs/run?queue=conditions&disableScheduling=true`,
    { headers: await adminAuth(baseUrl) },
  )
  expect(run.status).toBe(200)
  const left = await db.query('select error from payload_jobs where id = $1', [id])
  expect(left.rows).toEqual([]) // done and deleted, not failed
}

describe('the daily job, on a simulated fortnight', () => {
  beforeAll(async () => {
    // The buoy: 2 m, 12 s at every synoptic time from 20 days back to 3 days back (the fake's own
    // buoy history never reaches back past today − 3).
    for (let back = 20; back >= 3; back--) {
      for (const t of synopticTimes(back)) await buoy(t, 2, 12)
    }
    // Day 1, days −7 … −3 (20 pairs): 2.1 and 2.5 m in turn, 13 and 11 s in turn.
    for (let back = 7; back >= 3; back--) {
      for (const [i, t] of synopticTimes(back).entries()) {
        await forecast(t, 1, i % 2 ? 2.5 : 2.1, i % 2 ? 11 : 13)
      }
    }
    // Day 1, days −20 … −8 (52 pairs, inside 30 days only): right on the buoy.
    for (let back = 20; back >= 8; back--) {
      for (const t of synopticTimes(back)) await forecast(t, 1, 2, 12)
    }
    // Day 2, days −7 … −4: 16 pairs, under the 20 a score needs.
    for (let back = 7; back >= 4; back--) {
      for (const t of synopticTimes(back)) await forecast(t, 2, 3, 12)
    }
    await scoreNow()
  }, 180_000)

  it("should score the spot's forecast days over 7 days as worked out by hand", async () => {
    const answer = await getParsed(
      baseUrl,
      `/api/surf-spots/${spotId}/verification`,
      SpotVerification,
    )
    expect(answer.sample).toBe(true)
    expect(answer.buoy).not.toBeNull()
    expect(answer.windowsEnd).toBe(new Date(end).toISOString().slice(0, 10))
    const week = answer.windows.find((w) => w.days === 7)
    // f − o: +0.1, +0.5 in turn → bias 0.3, RMSE sqrt((0.01 + 0.25) / 2) = 0.36, std 0.2, SI
    // 0.2 / 2 = 0.1. Period: +1, −1 → bias 0, RMSE 1, SI 1 / 12 = 0.08.
    expect(week?.byLeadDay[0]).toEqual({
      leadDay: 1,
      height: {
        pairs: 20,
        bias: 0.3,
        rmse: 0.36,
        scatterIndex: 0.1,
        meanObserved: 2,
        unit: 'm',
        note: null,
      },
      period: {
        pairs: 20,
        bias: 0,
        rmse: 1,
        scatterIndex: 0.08,
        meanObserved: 12,
        unit: 's',
        note: null,
      },
    })
    expect(week?.byLeadDay[1]?.height).toMatchObject({
      pairs: 16,
      bias: null,
      rmse: null,
      scatterIndex: null,
      note: 'Not enough data (16 of 20 pairs)',
    })
    expect(week?.byLeadDay[4]?.height.pairs).toBe(0)
    // 30 days: the 20 pairs and 52 exact ones → bias 6 / 72 = 0.08, RMSE sqrt(2.6 / 72) = 0.19.
    const month = answer.windows.find((w) => w.days === 30)
    expect(month?.byLeadDay[0]?.height).toMatchObject({ pairs: 72, bias: 0.08, rmse: 0.19 })
  })

  it('should answer heights in ft with units=imperial, periods still in s', async () => {
    const answer = await getParsed(
      baseUrl,
      `/api/surf-spots/${spotId}/verification?units=imperial`,
      SpotVerification,
    )
    const day1 = answer.windows.find((w) => w.days === 7)?.byLeadDay[0]
    expect(day1?.height).toMatchObject({ unit: 'ft', bias: 0.98, rmse: 1.18, scatterIndex: 0.1 })
    expect(day1?.period).toMatchObject({ unit: 's', rmse: 1 })
  })

  it('should pool every buoy by forecast day, and list each buoy over the window asked', async () => {
    const list = await getParsed(baseUrl, '/api/verification?days=7', VerificationList)
    expect(list.sample).toBe(true)
    expect(list.days).toBe(7)
    // Only this spot has past pairs: the pool is its numbers.
    const overall = list.overall.find((w) => w.days === 7)?.byLeadDay[0]?.height
    expect(overall).toMatchObject({ pairs: 20, bias: 0.3, rmse: 0.36, scatterIndex: 0.1 })
    const mine = list.buoys.find((b) => b.spotId === spotId)
    expect(mine?.byLeadDay[0]?.height).toMatchObject({ pairs: 20, rmse: 0.36 })
    expect(list.buoys.length).toBeGreaterThan(1)
    const month = await getParsed(baseUrl, '/api/verification', VerificationList)
    expect(month.days).toBe(30)
    expect(month.buoys.find((b) => b.spotId === spotId)?.byLeadDay[0]?.height.rmse).toBe(0.19)
  })

  it('should show the pooled scores on /accuracy beside the published figures, as sample', async () => {
    const html = await (await fetch(`${baseUrl}/accuracy`)).text()
    const section = /aria-labelledby="buoys-heading".*?<\/section>/s.exec(html)?.[0] ?? 'none'
    expect(section).toContain('Checked against the buoys')
    expect(section).toContain('These checks are made from the built-in sample data.')
    expect(section).toContain('0.62 ft') // 30 days' 0.19 m, on the page's default (imperial)
    expect(section).toContain('about 0.8–1.5 ft (0.25–0.45 m)')
    expect(section).toContain('Not enough data (0 of 20 pairs)')
    expect(html).toContain('data-sample-banner')
  })
})

describe('GET /api/surf-spots/{id}/verification and /api/verification errors', () => {
  it('should answer 400 with the field message for an id that is not a number', async () => {
    const { status, body } = await getError(baseUrl, '/api/surf-spots/abc/verification')
    expect(status).toBe(400)
    expect(JSON.stringify(body)).toContain('A spot id is a number')
  })

  it('should answer 404 naming the id for an unknown spot', async () => {
    const { status, body } = await getError(baseUrl, '/api/surf-spots/999999/verification')
    expect(status).toBe(404)
    expect(body.message).toBe('No surf spot with id 999999')
  })

  it('should answer 400 for units or days it does not know', async () => {
    const units = await getError(baseUrl, `/api/surf-spots/${spotId}/verification?units=furlongs`)
    expect(units.status).toBe(400)
    const days = await getError(baseUrl, '/api/verification?days=14')
    expect(days.status).toBe(400)
    expect(JSON.stringify(days.body)).toContain('days is one of: 7, 30, 90')
  })

  it('should count both endpoints against the per-address public read limit', async () => {
    for (const path of [`/api/surf-spots/${spotId}/verification`, '/api/verification']) {
      const response = await fetch(`${baseUrl}${path}`, {
        headers: { 'x-forwarded-for': '203.0.113.77' },
      })
      expect(response.status, path).toBe(200)
      expect(Number(response.headers.get('ratelimit-limit')), path).toBeGreaterThan(0)
      expect(response.headers.get('access-control-allow-origin'), path).toBe('*')
    }
  })

  it('should answer a spot without a buoy with buoy null and the reason', async () => {
    const answer = await getParsed(
      baseUrl,
      `/api/surf-spots/${noBuoySpotId}/verification`,
      SpotVerification,
    )
    expect(answer).toMatchObject({
      spotId: noBuoySpotId,
      buoy: null,
      reason: 'This spot has no wave buoy near it, so its forecast cannot be checked against one.',
      windows: [],
    })
  })
})
