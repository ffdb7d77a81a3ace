// A point-in-land and distance-to-coast index over land polygons in longitude/latitude degrees
// (plate carrée, rings closed in [-180, 180]). Built once from any GeoJSON polygons: Natural Earth
// in cms/conditions/geo/world-land.ts, small made-up coasts in the tests. docs/conditions.md 'Exposure'.
import type { Feature, FeatureCollection, Geometry, Position } from 'geojson'

/** Latitude band height (degrees) of the point-in-land index: every edge spanning a band is in it. */
const BAND_DEG = 0.05
/** Cell size (degrees) of the distance-to-coast grid. */
const CELL_DEG = 0.25
const KM_PER_DEG = 111.32
/** The nearest coast is looked for up to this far; beyond it distanceToCoastKm answers this. */
export const MAX_COAST_SEARCH_KM = 3000

export type LandIndex = {
  /** True when the point lies inside a land polygon (even-odd rule). */
  isOnLand(lat: number, lon: number): boolean
  /** Distance (km) from the point to the nearest coastline edge, capped at MAX_COAST_SEARCH_KM. */
  distanceToCoastKm(lat: number, lon: number): number
}

type LandInput = FeatureCollection | Feature | Geometry

/** Longitude folded into [-180, 180). */
export function normaliseLongitude(lon: number): number {
  return ((((lon + 180) % 360) + 360) % 360) - 180
}

function ringsOf(input: LandInput): Position[][] {
  if (input.type === 'FeatureCollection') return input.features.flatMap((f) => ringsOf(f))
  if (input.type === 'Feature') return input.geometry ? ringsOf(input.geometry) : []
  if (input.type === 'Polygon') return input.coordinates
  if (input.type === 'MultiPolygon') return input.coordinates.flat()
  if (input.type === 'GeometryCollection') return input.geometries.flatMap((g) => ringsOf(g))
  return []
}

/** An edge drawn only to close a ring along the map's border, not a coast. */
function isMapBorder(x1: number, y1: number, x2: number, y2: number): boolean {
  return (
    (Math.abs(x1) === 180 && x1 === x2) ||
    (y1 <= -89.999 && y2 <= -89.999) ||
    (y1 >= 89.999 && y2 >= 89.999)
  )
}

export function createLandIndex(input: LandInput): LandIndex {
  const x1: number[] = []
  const y1: number[] = []
  const x2: number[] = []
  const y2: number[] = []
  for (const ring of ringsOf(input)) {
    for (let i = 0; i + 1 < ring.length; i++) {
      const a = ring[i]
      const b = ring[i + 1]
      if (!a || !b || (a[0] === b[0] && a[1] === b[1])) continue
      x1.push(a[0] ?? 0)
      y1.push(a[1] ?? 0)
      x2.push(b[0] ?? 0)
      y2.push(b[1] ?? 0)
    }
  }
  const edges = {
    x1: Float64Array.from(x1),
    y1: Float64Array.from(y1),
    x2: Float64Array.from(x2),
    y2: Float64Array.from(y2),
  }
  const count = edges.x1.length

  // Point in land: the edges spanning each latitude band, for an even-odd ray cast due east
  // (two passes: count, then fill one flat array, so the build stays well under a second).
  const bandCount = Math.ceil(180 / BAND_DEG)
  const bandOf = (lat: number) =>
    Math.min(bandCount - 1, Math.max(0, Math.floor((lat + 90) / BAND_DEG)))
  const bandStart = new Int32Array(bandCount + 1)
  for (let e = 0; e < count; e++) {
    const lo = bandOf(Math.min(edges.y1[e] ?? 0, edges.y2[e] ?? 0))
    const hi = bandOf(Math.max(edges.y1[e] ?? 0, edges.y2[e] ?? 0))
    for (let b = lo; b <= hi; b++) bandStart[b + 1] = (bandStart[b + 1] ?? 0) + 1
  }
  for (let b = 0; b < bandCount; b++)
    bandStart[b + 1] = (bandStart[b + 1] ?? 0) + (bandStart[b] ?? 0)
  const bandEdges = new Int32Array(bandStart[bandCount] ?? 0)
  const fill = bandStart.slice(0, bandCount)
  for (let e = 0; e < count; e++) {
    const lo = bandOf(Math.min(edges.y1[e] ?? 0, edges.y2[e] ?? 0))
    const hi = bandOf(Math.max(edges.y1[e] ?? 0, edges.y2[e] ?? 0))
    for (let b = lo; b <= hi; b++) bandEdges[(fill[b] = (fill[b] ?? 0) + 1) - 1] = e
  }

  // Distance to coast: coastline edges by grid cell (map-border edges left out), built on first use.
  const cellsX = Math.ceil(360 / CELL_DEG)
  const cellsY = Math.ceil(180 / CELL_DEG)
  const cellX = (lon: number) =>
    Math.min(cellsX - 1, Math.max(0, Math.floor((lon + 180) / CELL_DEG)))
  const cellY = (lat: number) =>
    Math.min(cellsY - 1, Math.max(0, Math.floor((lat + 90) / CELL_DEG)))
  let cellsCache: Map<number, number[]> | undefined
  function coastCells(): Map<number, number[]> {
    if (cellsCache) return cellsCache
    const cells = new Map<number, number[]>()
    for (let e = 0; e < count; e++) {
      const ax = edges.x1[e] ?? 0
      const ay = edges.y1[e] ?? 0
      const bx = edges.x2[e] ?? 0
      const by = edges.y2[e] ?? 0
      if (isMapBorder(ax, ay, bx, by)) continue
      for (let cy = cellY(Math.min(ay, by)); cy <= cellY(Math.max(ay, by)); cy++) {
        for (let cx = cellX(Math.min(ax, bx)); cx <= cellX(Math.max(ax, bx)); cx++) {
          const key = cy * cellsX + cx
          const list = cells.get(key)
          if (list) list.push(e)
          else cells.set(key, [e])
        }
      }
    }
    cellsCache = cells
    return cells
  }

  function isOnLand(lat: number, lonIn: number): boolean {
    const lon = normaliseLongitude(lonIn)
    const band = bandOf(lat)
    const end = bandStart[band + 1] ?? 0
    let inside = false
    for (let k = bandStart[band] ?? 0; k < end; k++) {
      const e = bandEdges[k] ?? 0
      const ay = edges.y1[e] ?? 0
      const by = edges.y2[e] ?? 0
      if (ay > lat === by > lat) continue
      const ax = edges.x1[e] ?? 0
      const bx = edges.x2[e] ?? 0
      const crossLon = ax + ((lat - ay) / (by - ay)) * (bx - ax)
      if (crossLon > lon) inside = !inside
    }
    return inside
  }

  /** km from (lat, lon) to edge e, in a local flat projection around the point. */
  function edgeDistanceKm(e: number, lat: number, lon: number, kmPerDegLon: number): number {
    const ax = normaliseLongitude((edges.x1[e] ?? 0) - lon) * kmPerDegLon
    const ay = ((edges.y1[e] ?? 0) - lat) * KM_PER_DEG
    const bx = normaliseLongitude((edges.x2[e] ?? 0) - lon) * kmPerDegLon
    const by = ((edges.y2[e] ?? 0) - lat) * KM_PER_DEG
    const dx = bx - ax
    const dy = by - ay
    const lengthSq = dx * dx + dy * dy
    const t = lengthSq === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / lengthSq))
    return Math.hypot(ax + t * dx, ay + t * dy)
  }

  function distanceToCoastKm(lat: number, lonIn: number): number {
    const lon = normaliseLongitude(lonIn)
    const cx0 = cellX(lon)
    const cy0 = cellY(lat)
    const kmPerDegLon = KM_PER_DEG * Math.max(0.01, Math.cos((lat * Math.PI) / 180))
    const cells = coastCells()
    let best = Infinity
    const seen = new Set<number>()
    for (let ring = 0; ; ring++) {
      // Every cell outside this ring lies at least (ring) cells away in latitude or longitude.
      const reachKm = ring * CELL_DEG * Math.min(KM_PER_DEG, kmPerDegLonAt(lat, ring))
      if (best <= reachKm || reachKm > MAX_COAST_SEARCH_KM || ring > cellsX / 2) break
      for (let dy = -ring; dy <= ring; dy++) {
        const cy = cy0 + dy
        if (cy < 0 || cy >= cellsY) continue
        const edge = Math.abs(dy) === ring
        for (let dx = -ring; dx <= ring; dx += edge ? 1 : 2 * ring) {
          const cx = (((cx0 + dx) % cellsX) + cellsX) % cellsX
          const list = cells.get(cy * cellsX + cx)
          if (!list) continue
          for (const e of list) {
            if (seen.has(e)) continue
            seen.add(e)
            best = Math.min(best, edgeDistanceKm(e, lat, lon, kmPerDegLon))
          }
        }
      }
    }
    return Math.min(best, MAX_COAST_SEARCH_KM)
  }

  return { isOnLand, distanceToCoastKm }
}

/** km per degree of longitude at the most poleward latitude a search ring reaches. */
function kmPerDegLonAt(lat: number, ring: number): number {
  const poleward = Math.min(89.9, Math.abs(lat) + ring * CELL_DEG)
  return KM_PER_DEG * Math.cos((poleward * Math.PI) / 180)
}
