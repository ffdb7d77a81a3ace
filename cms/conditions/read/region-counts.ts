// Today's Summary by region: how many published spots (every one, featured or not) are rated
// what on their own today, per region. One grouped statement counts them in PostgreSQL, so 10,000
// spots cost one scan and return at most regions × 6 rows; no document is loaded.
import type { Payload } from 'payload'
import { RATINGS, toRating, type Rating } from '../../../shared/domain/rating/ratings'
import { REGIONS, type RegionId } from '../../../shared/domain/regions/regions'
import { todayIn } from '../../../shared/domain/time/dates'
import { REGION_SQL } from './regions-sql'

/** Counts per rating, and `unrated` for spots with no condition on their today yet. */
export type RatingCounts = Record<Rating | 'unrated', number> & { total: number }

export type RegionCounts = { id: RegionId; name: string; counts: RatingCounts }

export type SummaryCounts = { regions: RegionCounts[]; all: RatingCounts }

type Row = { region: string; rating: string | null; n: number }

function emptyCounts(): RatingCounts {
  return {
    ...(Object.fromEntries(RATINGS.map((r) => [r, 0])) as Record<Rating, number>),
    unrated: 0,
    total: 0,
  }
}

/** Grouped rows → every region in the table's order (zero where none), and the whole world. */
export function tallyRegions(rows: readonly Row[]): SummaryCounts {
  const byRegion = new Map(REGIONS.map((r) => [r.id as string, emptyCounts()]))
  const all = emptyCounts()
  for (const row of rows) {
    const counts = byRegion.get(row.region)
    if (!counts) continue
    const key = toRating(row.rating) ?? 'unrated'
    for (const c of [counts, all]) {
      c[key] += row.n
      c.total += row.n
    }
  }
  return {
    regions: REGIONS.map((r) => ({ id: r.id, name: r.name, counts: byRegion.get(r.id) ?? all })),
    all,
  }
}

/** A zone's today, or UTC's when the name is not one the runtime knows. */
function dayIn(zone: string, now: Date): string {
  try {
    return todayIn(zone, now)
  } catch {
    return todayIn('UTC', now)
  }
}

/** Every published spot's rating on its own today, counted per region. */
export async function countSpotsByRegion(payload: Payload, now: Date): Promise<SummaryCounts> {
  const pool = payload.db.pool
  // The spots' zones are few (one per coast), so their todays are worked out here, as every
  // other read does (todayIn), rather than by PostgreSQL's own zone names.
  const { rows: zones } = await pool.query<{ zone: string }>(
    `SELECT DISTINCT time_zone AS zone FROM surf_spots WHERE "_status" = 'published'`,
  )
  const { rows } = await pool.query<Row>(
    `WITH zones(zone, day) AS (SELECT * FROM unnest($1::text[], $2::text[]))
     SELECT ${REGION_SQL} AS region, c.condition_rating::text AS rating, count(*)::int AS n
       FROM surf_spots s
       LEFT JOIN zones z ON z.zone = s.time_zone
       LEFT JOIN surf_conditions c ON c.spot_id = s.id AND c.date = coalesce(z.day, $3)
      WHERE s."_status" = 'published'
      GROUP BY 1, 2`,
    [zones.map((z) => z.zone), zones.map((z) => dayIn(z.zone, now)), todayIn('UTC', now)],
  )
  return tallyRegions(rows)
}
