// The map's spots beyond the featured ones: a zoomed-in view asks GET /api/surf-spots?bbox= for
// the published spots inside it (two pages of 200 at most), and the search's rows are the same
// rows. No zod in the map's bundle: a row is checked for what a marker needs, then read as the
// API's SpotWithCondition (shared/contracts/spot-pages).
import type { SpotWithCondition } from '../../../../shared/contracts/conditions'
import type { GeoBounds } from '../../../../shared/domain/view/map-geometry'
import { toMapSpot, type MapSpot } from '../../universal/map/map-spot'

/** Rows asked per page (the API's most) and pages followed per view. */
export const VIEWPORT_PAGE_LIMIT = 200
export const VIEWPORT_MAX_PAGES = 2
/** Spots kept beyond the featured ones; past it the old views' spots are dropped. */
export const EXTRA_SPOTS_CAP = 2000

/** A row of the API as the map's spot, or null for a row without a name or a place. */
export function rowToMapSpot(row: unknown, now: Date): MapSpot | null {
  if (typeof row !== 'object' || row === null) return null
  const r = row as Record<string, unknown>
  const ok =
    typeof r.id === 'number' &&
    typeof r.name === 'string' &&
    typeof r.location === 'string' &&
    typeof r.latitude === 'number' &&
    typeof r.longitude === 'number'
  return ok ? toMapSpot(row as SpotWithCondition, now) : null
}

/** The spots kept after a view's answer: new ones added, the lot restarted past the cap. */
export function mergeExtra(
  kept: ReadonlyMap<number, MapSpot>,
  found: readonly MapSpot[],
  cap = EXTRA_SPOTS_CAP,
): ReadonlyMap<number, MapSpot> {
  const fresh = found.filter((s) => !kept.has(s.id))
  if (fresh.length === 0) return kept
  const next = new Map(kept.size + fresh.length > cap ? [] : kept)
  for (const spot of found.slice(0, cap)) next.set(spot.id, spot)
  return next
}

const coordinate = (v: number) => v.toFixed(3)

/** The published spots inside the box (a day's ratings when `date` is given), bounded. */
export async function loadSpotsIn(
  bounds: GeoBounds,
  date: string | undefined,
  signal: AbortSignal,
): Promise<MapSpot[]> {
  const bbox = [bounds.west, bounds.south, bounds.east, bounds.north].map(coordinate).join(',')
  const spots: MapSpot[] = []
  let cursor: string | null = null
  const now = new Date()
  for (let page = 0; page < VIEWPORT_MAX_PAGES; page++) {
    const params = new URLSearchParams({ bbox, limit: String(VIEWPORT_PAGE_LIMIT) })
    if (date) params.set('date', date)
    if (cursor) params.set('cursor', cursor)
    const response = await fetch(`/api/surf-spots?${params}`, { signal })
    if (!response.ok) break
    const body = (await response.json()) as { spots?: unknown; nextCursor?: unknown }
    if (Array.isArray(body.spots))
      spots.push(...body.spots.flatMap((r) => rowToMapSpot(r, now) ?? []))
    cursor = typeof body.nextCursor === 'string' ? body.nextCursor : null
    if (!cursor) break
  }
  return spots
}
