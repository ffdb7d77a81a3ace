// Land and coast tests for choosing stations and refusing spots on land, on the one Natural Earth
// 1:10m land index of cms/conditions/geo/world-land.ts (public domain). The data is coarse (vertices often
// 1-3 km apart; small harbours, jetties and piers are not in it), so every caller allows a margin:
// a station on a pier can sit "on land" by a few hundred m.
import { greatCircleKm } from '../../../shared/domain/units/geo'
import { distanceToCoastKm, isOnLand } from '../geo/world-land'

export { distanceToCoastKm, isOnLand }

/** Which of the 36 directions (every 10°) from a point cross no land beyond the coast's blur in `reachKm`. */
function openDirections(lat: number, lon: number, reachKm: number, blurKm = 0.5): boolean[] {
  const k = Math.cos((lat * Math.PI) / 180)
  return Array.from({ length: 36 }, (_, i) => {
    const rad = (i * 10 * Math.PI) / 180
    for (let d = 1; d <= reachKm; d += 0.5) {
      const [la, lo] = [
        lat + (Math.cos(rad) * d) / 111.195,
        lon + (Math.sin(rad) * d) / (111.195 * k),
      ]
      if (isOnLand(la, lo) && (blurKm === 0 || distanceToCoastKm(la, lo) > blurKm)) return false
    }
    return true
  })
}

/** The widest circular run of open directions: [first index, length]. */
function widestRun(open: boolean[]): [number, number] {
  if (open.every(Boolean)) return [0, 36]
  let [bestStart, bestLength] = [0, 0]
  for (let start = 0; start < 36; start++) {
    if (!open[start] || open[(start + 35) % 36]) continue
    let length = 0
    while (length < 36 && open[(start + length) % 36]) length++
    if (length > bestLength) [bestStart, bestLength] = [start, length]
  }
  return [bestStart, bestLength]
}

/**
 * The compass direction from a point to the open sea: the middle of the widest fan of directions
 * (every 10°) whose first `reachKm` cross no land beyond the coast's blur; null when land is all
 * round (a lake) or nothing is (open ocean).
 */
export function seawardBearingDeg(lat: number, lon: number, reachKm = 12): number | null {
  const open = openDirections(lat, lon, reachKm)
  if (open.every(Boolean) || !open.some(Boolean)) return null
  const [bestStart, bestLength] = widestRun(open)
  return Math.round(((bestStart + (bestLength - 1) / 2) * 10) % 360)
}

/**
 * How wide (degrees) the widest fan of open water from a point is over its first `reachKm`: an
 * open coast sees a wide arc of sea, a gauge inside a harbour or bay a narrow one or none.
 */
export function openFanDeg(lat: number, lon: number, reachKm = 10, blurKm = 0.5): number {
  return widestRun(openDirections(lat, lon, reachKm, blurKm))[1] * 10
}

/** Great-circle distance in km (shared/domain/units/geo). */
export const distanceKm = greatCircleKm

/** Initial compass bearing from the first point to the second (0 = north, 90 = east). */
export function bearingDeg(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180
  const y = Math.sin((lon2 - lon1) * rad) * Math.cos(lat2 * rad)
  const x =
    Math.cos(lat1 * rad) * Math.sin(lat2 * rad) -
    Math.sin(lat1 * rad) * Math.cos(lat2 * rad) * Math.cos((lon2 - lon1) * rad)
  return (((Math.atan2(y, x) / rad) % 360) + 360) % 360
}

/**
 * Kilometres of land the straight line between two points crosses, sampled every 100 m, leaving
 * out land within `marginKm` of the coast: at 1:10m a beach, pier or breakwater can sit a few
 * hundred metres "inland", while a headland, island or barrier beach between them is land.
 */
export function landAlongKm(
  lat1: number,
  lon1: number,
  lat2: number,
  lon2: number,
  marginKm = 0.25,
): number {
  const km = distanceKm(lat1, lon1, lat2, lon2)
  const steps = Math.max(1, Math.ceil(km / 0.1))
  let onLand = 0
  for (let i = 0; i <= steps; i++) {
    const t = i / steps
    const [lat, lon] = [lat1 + (lat2 - lat1) * t, lon1 + (lon2 - lon1) * t]
    if (isOnLand(lat, lon) && distanceToCoastKm(lat, lon) > marginKm) onLand++
  }
  return (onLand / (steps + 1)) * km
}
