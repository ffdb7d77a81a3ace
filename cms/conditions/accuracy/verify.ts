// The verification: every spot's record per window and lead day (shared/domain/forecast/accuracy-verify.ts)
// from the archive, the days observed (buoy, else model analysis: daylight means of at least
// MIN_DAY_HOURS hours) and its surfers' reports, stored as one spot-accuracy row per spot.
import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'
import type { AccuracySource } from '../../../shared/contracts/accuracy'
import type {
  ArchivedDay,
  ObservedDay,
  ReportDay,
} from '../../../shared/domain/forecast/accuracy-verify'
import {
  ACCURACY_WINDOWS,
  isReportInWindow,
  scoreSpot,
} from '../../../shared/domain/forecast/accuracy-verify'
import { addDays, todayIn } from '../../../shared/domain/time/dates'
import { localDateOf } from '../../../shared/domain/time/zoned'
import type { Table, Tx } from '../ingest/store'
import { upsert } from '../ingest/store'
import { loadIngestSpots } from '../ingest/spots'
import type { IngestSpot } from '../ingest/types'

/** A day counts as observed from this many daylight hours (a buoy reporting once is no day). */
export const MIN_DAY_HOURS = 3

const LONGEST = Math.max(...ACCURACY_WINDOWS)

type Rows<T> = { rows: T[] }
type SpotRow<T> = T & { spot: number }
type Db = Payload['db']['drizzle'] | Tx
/** What a verification reads and writes through, and which spots it scores (all by default). */
type Scope = { db: Db; spotIds?: readonly number[]; req?: Partial<PayloadRequest> }

const ofSpots = (scope: Scope) =>
  scope.spotIds
    ? sql`and spot_id in (${sql.join(
        scope.spotIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``

async function readArchive(scope: Scope, from: string) {
  const result = (await scope.db.execute(sql`
    select spot_id as spot, forecast_date as "forecastDate", lead_day::int as "leadDay",
      height_ft::float8 as "heightFt", rating::text as rating, wind_class::text as "windClass",
      wind_speed_mph::float8 as "windSpeedMph"
    from forecast_archive where forecast_date >= ${from} ${ofSpots(scope)}`)) as Rows<
    SpotRow<ArchivedDay>
  >
  return result.rows
}

async function readObservedDays(scope: Scope, from: string) {
  const result = (await scope.db.execute(sql`
    select spot_id as spot, date, kind::text as kind, avg(wave_height_ft::float8) as "heightFt"
    from surf_observations
    where date >= ${from} and is_daylight and wave_height_ft is not null ${ofSpots(scope)}
    group by spot_id, date, kind having count(*) >= ${MIN_DAY_HOURS}`)) as Rows<
    SpotRow<ObservedDay>
  >
  return result.rows.map((r) => ({ ...r, heightFt: Math.round(r.heightFt * 100) / 100 }))
}

async function readReports(
  payload: Payload,
  scope: Scope,
  since: Date,
  zones: Map<number, string>,
) {
  const { docs } = await payload.find({
    collection: 'surfer-reports',
    where: {
      surfedAt: { greater_than_equal: since.toISOString() },
      ...(scope.spotIds ? { spot: { in: [...scope.spotIds] } } : {}),
    },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    ...(scope.req ? { req: scope.req } : {}),
  })
  return docs.flatMap((d): SpotRow<ReportDay>[] => {
    const spot = typeof d.spot === 'number' ? d.spot : d.spot.id
    const zone = zones.get(spot)
    if (!zone) return []
    return [{ spot, date: localDateOf(d.surfedAt, zone), rating: d.rating, wind: d.wind }]
  })
}

/** What a spot's 30-day record was checked against, with how many days or reports each gave. */
export function sourcesOf(input: {
  spot: IngestSpot
  today: string
  observed: readonly ObservedDay[]
  reports: readonly ReportDay[]
}): AccuracySource[] {
  const from = addDays(input.today, -LONGEST)
  const inside = (date: string) => date >= from && date < input.today
  const days = (kind: ObservedDay['kind']) =>
    input.observed.filter((o) => o.kind === kind && inside(o.date)).length
  const sources: AccuracySource[] = []
  if (input.spot.ndbcBuoy)
    sources.push({ kind: 'buoy', name: `NOAA buoy ${input.spot.ndbcBuoy}`, count: days('buoy') })
  sources.push({ kind: 'analysis', name: 'Open-Meteo model analysis', count: days('analysis') })
  const reports = input.reports.filter((r) => isReportInWindow(r.date, input.today, LONGEST)).length
  sources.push({ kind: 'surfer-reports', name: 'Surfer reports', count: reports })
  return sources
}

const ofSpot = <T extends { spot: number }>(rows: readonly T[], id: number) =>
  rows.filter((r) => r.spot === id)

/** Scores every spot at `now` and stores the records; resolves with the number of spots. */
export async function verifyAllSpots(payload: Payload, now: Date): Promise<number> {
  return verify(payload, now, { db: payload.db.drizzle })
}

/**
 * Scores one spot at `now` inside the caller's transaction (`req`), so a surfer's report is counted
 * in the same commit that saves it, and not at all if that commit fails. It runs in a savepoint:
 * should it fail, the caller's transaction goes on as if it had not been tried.
 */
export async function verifySpot(
  payload: Payload,
  spotId: number,
  now: Date,
  req: Partial<PayloadRequest>,
): Promise<void> {
  const db = await transactionOf(payload, req)
  const spotIds = [spotId]
  if (db === payload.db.drizzle) await verify(payload, now, { db, spotIds })
  else
    await (db as Tx).transaction((savepoint) =>
      verify(payload, now, { db: savepoint, spotIds, req }),
    )
}

/** The drizzle handle of the request's transaction (Payload keeps it in db.sessions), else the pool. */
async function transactionOf(payload: Payload, req: Partial<PayloadRequest>): Promise<Db> {
  const id = req.transactionID ? await req.transactionID : undefined
  const sessions = (payload.db as unknown as { sessions?: Record<string, { db?: Tx }> }).sessions
  return (id !== undefined ? sessions?.[String(id)]?.db : undefined) ?? payload.db.drizzle
}

async function verify(payload: Payload, now: Date, scope: Scope): Promise<number> {
  const all = await loadIngestSpots(payload)
  const spots = scope.spotIds ? all.filter((s) => scope.spotIds?.includes(s.id)) : all
  const from = addDays(todayIn('Etc/GMT+12', now), -LONGEST - 1)
  const [archive, observed] = [await readArchive(scope, from), await readObservedDays(scope, from)]
  const since = new Date(now.getTime() - (LONGEST + 2) * 86_400_000)
  const zones = new Map(spots.map((s) => [s.id, s.timeZone]))
  const reports = await readReports(payload, scope, since, zones)
  const rows = spots.map((spot) => {
    const today = todayIn(spot.timeZone, now)
    const mine = { observed: ofSpot(observed, spot.id), reports: ofSpot(reports, spot.id) }
    const windows = scoreSpot({ today, forecasts: ofSpot(archive, spot.id), ...mine })
    const sources = sourcesOf({ spot, today, ...mine })
    return { spot: spot.id, today, computedAt: now.toISOString(), windows, sources }
  })
  const table = (payload.db.tables as Record<string, Table>).spot_accuracy as Table
  const at = now.toISOString()
  if (scope.db !== payload.db.drizzle) await upsert(scope.db as Tx, table, ['spot'], rows, at)
  else
    await payload.db.drizzle.transaction(async (tx) => {
      // A spot verified after this run began (a surfer's report, in its own transaction) keeps
      // its newer row: this run read before that report committed. FOR UPDATE waits for it.
      const newer = (await tx.execute(
        sql`select spot_id as spot from spot_accuracy where computed_at > ${at} for update`,
      )) as Rows<{ spot: number }>
      const skip = new Set(newer.rows.map((r) => Number(r.spot)))
      await upsert(
        tx,
        table,
        ['spot'],
        rows.filter((r) => !skip.has(r.spot)),
        at,
      )
    })
  return rows.length
}

/** Deletes archive rows issued, and observations made, before `cutoff` (a date); the count. */
export async function pruneAccuracyData(payload: Payload, cutoff: string): Promise<number> {
  const archive = await payload.db.drizzle.execute(
    sql`delete from forecast_archive where issue_date < ${cutoff}`,
  )
  const observed = await payload.db.drizzle.execute(
    sql`delete from surf_observations where date < ${cutoff}`,
  )
  const count = (r: unknown) => (r as { rowCount?: number }).rowCount ?? 0
  return count(archive) + count(observed)
}
