// Buoy verification (docs/accuracy.md "Buoys score the forecast"): each refresh keeps, for every
// spot with a wave buoy, its forecast at the synoptic times of forecast days 1–5 (buoy_forecasts,
// a plain table: one row per spot × valid time × forecast day, the first issue to reach that day
// kept), and the daily job scores those against the buoy's hours already kept in
// surf-observations (kind 'buoy'), into the public buoy-verification rows.
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import {
  addPairs,
  addWindowSums,
  emptyWindowSums,
  isSynoptic,
  leadDayOf,
  pairsOf,
  scoreWindows,
  VERIFICATION_WINDOWS,
  windowsEndOf,
  type BuoyHour,
  type WindowSums,
} from '../../../shared/domain/forecast/buoy-verification'
import { FEET_PER_METRE } from '../../../shared/domain/units/units'
import type { HourlyConditions } from '../../../shared/domain/forecast/series'
import type { Table, Tx } from '../ingest/store'
import { upsert } from '../ingest/store'
import { loadIngestSpots } from '../ingest/spots'
import type { IngestMode, IngestSpot, SourceStates } from '../ingest/types'
import { forecastHoursOf } from './hours'

/** Forecasts older than this (valid time) are deleted: the longest window is 90 days. */
export const BUOY_FORECAST_DAYS = Math.max(...VERIFICATION_WINDOWS)

/** The key of the row that pools every buoy. */
export const ALL_BUOYS_KEY = 'all'
export const spotKey = (id: number) => `spot-${id}`

const DAY_MS = 86_400_000
const HOUR_MS = 3_600_000
/** Rows per INSERT: 9 parameters each, far under PostgreSQL's 65,535. */
const BATCH = 500

/** The spot's wave buoy, when it has one whose hours the refresh keeps (hours.ts buoyHoursOf). */
export const buoyOf = (spot: IngestSpot): string | null =>
  spot.isUS && spot.ndbcBuoy ? spot.ndbcBuoy : null

export type BuoyForecastRow = {
  spot: number
  validTime: string
  leadDay: number
  issuedAt: string
  buoy: string
  heightM: number | null
  periodS: number | null
  directionDeg: number | null
  isSample: boolean
}

const metres = (ft: number | null) =>
  ft === null ? null : Math.round((ft / FEET_PER_METRE) * 1000) / 1000

/**
 * One run's rows for a spot: the forecast hours the pages showed (NWS or Open-Meteo, before any
 * buoy hour replaced them) at the synoptic times of forecast days 1–5 from `now`.
 */
export function buoyForecastRows(input: {
  spot: IngestSpot
  states: SourceStates
  now: Date
  mode: IngestMode
  /** The spot's merged model hours, when the run has them (forecastHoursOf). */
  modelHours?: HourlyConditions[]
}): BuoyForecastRow[] {
  const buoy = buoyOf(input.spot)
  if (!buoy) return []
  const issuedAt = input.now.toISOString()
  return forecastHoursOf(input.spot, input.states, input.modelHours).flatMap((h) => {
    const t = Date.parse(h.time)
    const leadDay = leadDayOf(input.now.getTime(), t)
    if (leadDay === null || !isSynoptic(t)) return []
    if (h.waveHeightFt === null && h.wavePeriodS === null) return []
    return [
      {
        spot: input.spot.id,
        validTime: new Date(t).toISOString(),
        leadDay,
        issuedAt,
        buoy,
        heightM: metres(h.waveHeightFt),
        periodS: h.wavePeriodS,
        directionDeg: h.waveDirectionDeg,
        isSample: input.mode === 'sample',
      },
    ]
  })
}

/**
 * Keeps the rows inside the run's transaction. The first issue to reach a (valid time, forecast
 * day) is kept (ON CONFLICT DO NOTHING): with hourly refreshes day d is then the forecast made
 * about 24·d hours ahead, never the one made an hour before, which would flatter the record.
 */
export async function storeBuoyForecasts(tx: Tx, rows: readonly BuoyForecastRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    const values = rows
      .slice(i, i + BATCH)
      .map(
        (r) =>
          sql`(${r.spot}, ${r.validTime}, ${r.leadDay}, ${r.issuedAt}, ${r.buoy}, ${r.heightM}, ${r.periodS}, ${r.directionDeg}, ${r.isSample})`,
      )
    await tx.execute(sql`
      insert into buoy_forecasts (spot_id, valid_time, lead_day, issued_at, buoy, height_m,
        period_s, direction_deg, is_sample)
      values ${sql.join(values, sql`, `)}
      on conflict (spot_id, valid_time, lead_day) do nothing`)
  }
}

/**
 * buoy_forecasts, created on start like the server's other plain tables (rate_limits,
 * feed_post_counts): `npm run dev` pushes the collections' schema and runs no migrations, and
 * push must not drop it (payload.config.ts tablesFilter). Narrow on purpose: ~60 bytes a row, 20
 * rows a spot a day (4 synoptic times × 5 forecast days), 1,800 a spot over 90 days.
 */
export async function ensureBuoyForecasts(pool: {
  query(text: string): Promise<unknown>
}): Promise<void> {
  await pool.query(`create table if not exists buoy_forecasts (
    spot_id integer not null references surf_spots(id) on delete cascade,
    valid_time timestamptz not null,
    lead_day smallint not null check (lead_day between 1 and 5),
    issued_at timestamptz not null,
    buoy text not null,
    height_m real,
    period_s real,
    direction_deg real,
    is_sample boolean not null default false,
    primary key (spot_id, valid_time, lead_day)
  );
  create index if not exists buoy_forecasts_valid_time_idx on buoy_forecasts (valid_time);`)
}

type Rows<T> = { rows: T[] }

async function spotPairs(payload: Payload, spot: number, start: number, end: number) {
  const db = payload.db.drizzle
  const forecasts = (await db.execute(sql`
    select extract(epoch from valid_time)::float8 * 1000 as "validTime", lead_day::int as "leadDay",
      height_m::float8 as "heightM", period_s::float8 as "periodS", is_sample as "isSample"
    from buoy_forecasts
    where spot_id = ${spot} and valid_time >= ${new Date(start).toISOString()}
      and valid_time < ${new Date(end).toISOString()}`)) as Rows<{
    validTime: number
    leadDay: number
    heightM: number | null
    periodS: number | null
    isSample: boolean
  }>
  // surf-observations keeps ISO UTC text on the hour (rows.ts): text order is time order.
  const hours = (await db.execute(sql`
    select time, wave_height_ft::float8 as "heightFt", period_s::float8 as "periodS"
    from surf_observations
    where spot_id = ${spot} and kind = 'buoy'
      and time >= ${new Date(start - HOUR_MS).toISOString()}
      and time <= ${new Date(end + HOUR_MS).toISOString()}`)) as Rows<{
    time: string
    heightFt: number | null
    periodS: number | null
  }>
  const buoyHours: BuoyHour[] = hours.rows.map((h) => ({
    time: Date.parse(h.time),
    heightM: h.heightFt === null ? null : Number(h.heightFt) / FEET_PER_METRE,
    periodS: h.periodS === null ? null : Number(h.periodS),
  }))
  const rows = forecasts.rows.map((f) => ({ ...f, validTime: Math.round(Number(f.validTime)) }))
  return { pairs: pairsOf(rows, buoyHours), isSample: rows.some((f) => f.isSample) }
}

export type BuoyScoreSummary = { spots: number; pairs: number }

/**
 * Scores every spot with a buoy over the windows ending at 00 UTC of `now`'s day, and all buoys
 * pooled (exact: the pool adds the spots' sums), one spot at a time so memory stays one spot's.
 */
export async function scoreBuoyVerification(
  payload: Payload,
  now: Date,
): Promise<BuoyScoreSummary> {
  const end = windowsEndOf(now)
  const start = end - BUOY_FORECAST_DAYS * DAY_MS
  const spots = (await loadIngestSpots(payload)).filter((s) => buoyOf(s))
  const pooled: WindowSums = emptyWindowSums()
  const at = now.toISOString()
  const windowsEnd = new Date(end).toISOString().slice(0, 10)
  const rows: Record<string, unknown>[] = []
  let pairs = 0
  let anySample = false
  for (const spot of spots) {
    const found = await spotPairs(payload, spot.id, start, end)
    const sums = emptyWindowSums()
    addPairs(sums, found.pairs, end)
    addWindowSums(pooled, sums)
    pairs += found.pairs.length
    anySample ||= found.isSample
    rows.push({
      key: spotKey(spot.id),
      spot: spot.id,
      buoy: buoyOf(spot),
      computedAt: at,
      windowsEnd,
      isSample: found.isSample,
      windows: scoreWindows(sums),
    })
  }
  rows.push({
    key: ALL_BUOYS_KEY,
    spot: null,
    buoy: null,
    computedAt: at,
    windowsEnd,
    isSample: anySample,
    windows: scoreWindows(pooled),
  })
  const table = (payload.db.tables as Record<string, Table>).buoy_verification as Table
  await payload.db.drizzle.transaction(async (tx) => {
    await upsert(tx, table, ['key'], rows, at)
    // A spot that lost its buoy (or was deleted) keeps no stale scores.
    const keys = rows.map((r) => sql`${r.key as string}`)
    await tx.execute(
      sql`delete from buoy_verification where key not in (${sql.join(keys, sql`, `)})`,
    )
  })
  return { spots: spots.length, pairs }
}

/** Deletes forecasts valid before `cutoff` (ISO instant); the count. */
export async function pruneBuoyForecasts(payload: Payload, cutoff: string): Promise<number> {
  const result = await payload.db.drizzle.execute(
    sql`delete from buoy_forecasts where valid_time < ${cutoff}`,
  )
  return (result as { rowCount?: number }).rowCount ?? 0
}
