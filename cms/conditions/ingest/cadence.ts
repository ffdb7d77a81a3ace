// Which spots a scheduled refresh rebuilds (issue "Ten thousand spots"; docs/scaling.md
// "Cadence"). Every spot is refreshed once per model run: the first scheduled refresh after a new
// GFS-Wave run is due (polite.ts MARINE_SCHEDULE, every 6 h) covers them all. The hourly ones in
// between cover only the spots people look at: favourited by anyone, or a page of theirs opened in
// the last 24 h. A refresh asked for by hand (the admin, a fresh start) always covers every spot.
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { MARINE_SCHEDULE, nextRunAvailable } from './polite'
import { rowsOf } from './store'

/** How long an opened spot stays on the hourly cadence. */
export const OPENED_WINDOW = '24 hours'
/** A process notes one opening of a spot this often at most (one write per spot, not per view). */
const NOTE_EVERY_MS = 10 * 60_000
const NOTED_MAX = 20_000

export type RefreshScope = { partial: false } | { partial: true; spotIds: number[] }

const registry = globalThis as typeof globalThis & { __firingSpotsNoted?: Map<number, number> }

/**
 * Notes that someone opened a spot's page (site/middleware.ts). Never throws and never waits for
 * the database on the request's path: a failed note only leaves the spot on the slower cadence.
 */
export function noteSpotOpened(payload: Payload, spotId: number, now = Date.now()): void {
  if (!Number.isSafeInteger(spotId) || spotId <= 0) return
  const noted = (registry.__firingSpotsNoted ??= new Map())
  const last = noted.get(spotId)
  if (last !== undefined && now - last < NOTE_EVERY_MS) return
  if (noted.size >= NOTED_MAX) noted.clear()
  noted.set(spotId, now)
  // The select keeps an id that is no spot (a mistyped URL) out without a foreign-key error.
  void payload.db.drizzle
    .execute(
      sql`insert into spot_activity (spot_id, opened_at)
        select id, now() from surf_spots where id = ${spotId}
        on conflict (spot_id) do update set opened_at = excluded.opened_at`,
    )
    .catch((error: unknown) => {
      noted.delete(spotId)
      payload.logger.warn(
        `conditions: could not note spot ${spotId} opened: ${error instanceof Error ? error.message : String(error)}`,
      )
    })
}

/** The published spots on the hourly cadence: favourited, or opened in the last 24 h. */
export async function hotSpotIds(payload: Payload): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    payload,
    sql`select s.id from surf_spots s
      where s._status = 'published' and (
        exists (select 1 from user_favorites f where f.spot_id = s.id)
        or exists (select 1 from spot_activity a where a.spot_id = s.id
          and a.opened_at > now() - ${OPENED_WINDOW}::interval))
      order by s.id`,
  )
  return rows.map((r) => r.id)
}

/** When the newest refresh that covered every spot ran (null: none is on record). */
export async function lastFullRefresh(payload: Payload): Promise<Date | null> {
  const [row] = await rowsOf<{ run_at: string | Date }>(
    payload,
    sql`select run_at from conditions_refreshes
      where not partial and finished_at is not null order by run_at desc limit 1`,
  )
  return row ? new Date(row.run_at) : null
}

/** True when a new model run became available since the last refresh of every spot. */
export function fullRefreshDue(lastFull: Date | null, now: Date): boolean {
  if (!lastFull) return true
  return now.getTime() >= nextRunAvailable(lastFull.toISOString(), MARINE_SCHEDULE).getTime()
}

/** What a scheduled refresh at `now` covers: every spot once per model run, else the hot ones. */
export async function scheduledScope(payload: Payload, now: Date): Promise<RefreshScope> {
  if (fullRefreshDue(await lastFullRefresh(payload), now)) return { partial: false }
  return { partial: true, spotIds: await hotSpotIds(payload) }
}
