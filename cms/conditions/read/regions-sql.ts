// The spot's region (shared/domain/regions/regions.ts) as one SQL expression over surf_spots `s`:
// the same boxes in the same order, so a grouped count or a filter agrees with regionOf().
import { REGIONS, type RegionBox } from '../../../shared/domain/regions/regions'

/** A finite number as SQL text (the table's own constants, never input). */
function n(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`region box edge ${value} is not a number`)
  return String(value)
}

function holds(b: RegionBox): string {
  return (
    `(s.latitude::float8 BETWEEN ${n(b.south)} AND ${n(b.north)} AND ` +
    `s.longitude::float8 BETWEEN ${n(b.west)} AND ${n(b.east)})`
  )
}

/** CASE … END: the id of the first region whose boxes hold the spot. */
export const REGION_SQL = `(CASE ${REGIONS.slice(0, -1)
  .map((r) => `WHEN ${r.boxes.map(holds).join(' OR ')} THEN '${r.id}'`)
  .join(' ')} ELSE '${REGIONS[REGIONS.length - 1]?.id ?? 'elsewhere'}' END)`
