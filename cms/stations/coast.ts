// Land and coast tests on Natural Earth's 1:10m land (world-atlas land-10m, public domain), for
// choosing stations and refusing spots on land. Self-contained until cms/geo/ (issue 27) lands.
// The data is coarse (vertices often 1-3 km apart; small harbours, jetties and piers are not in
// it), so every caller allows a margin: a station on a pier can sit "on land" by a few hundred m.
import { feature } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import land from 'world-atlas/land-10m.json' with { type: 'json' }

/** One edge of a land ring, in degrees. */
type Edge = readonly [lon1: number, lat1: number, lon2: number, lat2: number]

const BAND_DEG = 0.05
const CELL_DEG = 0.25
const KM_PER_DEG = 111.195

type Index = {
  /** Edges by latitude band, for the crossing count of a ray east of a point. */
  bands: Map<number, Edge[]>
  /** Edges by grid cell, for the distance to the nearest coast. */
  cells: Map<string, Edge[]>
}

let index: Index | undefined

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}

function build(): Index {
  const topology = land as unknown as Topology<{ land: GeometryCollection }>
  const geo = feature(topology, topology.objects.land)
  const built: Index = { bands: new Map(), cells: new Map() }
  const features = 'features' in geo ? geo.features : [geo]
  for (const f of features) {
    const g = f.geometry
    const polygons =
      g.type === 'Polygon' ? [g.coordinates] : g.type === 'MultiPolygon' ? g.coordinates : []
    for (const ring of polygons.flat()) {
      for (let i = 1; i < ring.length; i++) {
        const [a, b] = [ring[i - 1], ring[i]]
        if (!a || !b) continue
        const edge: Edge = [a[0] ?? 0, a[1] ?? 0, b[0] ?? 0, b[1] ?? 0]
        const [lo, hi] = [Math.min(edge[1], edge[3]), Math.max(edge[1], edge[3])]
        for (let band = Math.floor(lo / BAND_DEG); band <= Math.floor(hi / BAND_DEG); band++)
          push(built.bands, band, edge)
        const [west, east] = [Math.min(edge[0], edge[2]), Math.max(edge[0], edge[2])]
        for (let y = Math.floor(lo / CELL_DEG); y <= Math.floor(hi / CELL_DEG); y++)
          for (let x = Math.floor(west / CELL_DEG); x <= Math.floor(east / CELL_DEG); x++)
            push(built.cells, `${y}:${x}`, edge)
      }
    }
  }
  return built
}

const loaded = () => (index ??= build())

/** True when the point is inside Natural Earth's 1:10m land (even-odd rule, holes included). */
export function isOnLand(lat: number, lon: number): boolean {
  const edges = loaded().bands.get(Math.floor(lat / BAND_DEG)) ?? []
  let inside = false
  for (const [x1, y1, x2, y2] of edges) {
    if (y1 > lat === y2 > lat) continue
    const x = x1 + ((lat - y1) / (y2 - y1)) * (x2 - x1)
    if (x > lon) inside = !inside
  }
  return inside
}

/** Distance in km from a point to a segment, on a local flat projection around the point. */
function segmentKm(lat: number, lon: number, [x1, y1, x2, y2]: Edge): number {
  const k = Math.cos((lat * Math.PI) / 180)
  const [ax, ay, bx, by] = [(x1 - lon) * k, y1 - lat, (x2 - lon) * k, y2 - lat]
  const [dx, dy] = [bx - ax, by - ay]
  const len2 = dx * dx + dy * dy
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / len2))
  return Math.hypot(ax + t * dx, ay + t * dy) * KM_PER_DEG
}

/**
 * Distance in km to the nearest coastline, looked for within about 25 km (one grid cell around
 * the point's); farther than that answers Infinity.
 */
export function distanceToCoastKm(lat: number, lon: number): number {
  const { cells } = loaded()
  const [y, x] = [Math.floor(lat / CELL_DEG), Math.floor(lon / CELL_DEG)]
  let best = Infinity
  for (let dy = -1; dy <= 1; dy++)
    for (let dx = -1; dx <= 1; dx++)
      for (const edge of cells.get(`${y + dy}:${x + dx}`) ?? [])
        best = Math.min(best, segmentKm(lat, lon, edge))
  return best <= CELL_DEG * KM_PER_DEG ? best : Infinity
}

/**
 * The compass direction from a point to the open sea: the middle of the widest fan of directions
 * (every 10°) whose first `reachKm` cross no land beyond the coast's blur; null when land is all
 * round (a lake) or nothing is (open ocean).
 */
export function seawardBearingDeg(lat: number, lon: number, reachKm = 12): number | null {
  const k = Math.cos((lat * Math.PI) / 180)
  const open = Array.from({ length: 36 }, (_, i) => {
    const rad = (i * 10 * Math.PI) / 180
    for (let d = 1; d <= reachKm; d += 0.5) {
      const [la, lo] = [
        lat + (Math.cos(rad) * d) / 111.195,
        lon + (Math.sin(rad) * d) / (111.195 * k),
      ]
      if (isOnLand(la, lo) && distanceToCoastKm(la, lo) > 0.5) return false
    }
    return true
  })
  if (open.every(Boolean) || !open.some(Boolean)) return null
  // The longest circular run of open directions.
  let [bestStart, bestLength] = [0, 0]
  for (let start = 0; start < 36; start++) {
    if (!open[start] || open[(start + 35) % 36]) continue
    let length = 0
    while (length < 36 && open[(start + length) % 36]) length++
    if (length > bestLength) [bestStart, bestLength] = [start, length]
  }
  return Math.round(((bestStart + (bestLength - 1) / 2) * 10) % 360)
}

/** Great-circle distance in km. */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(a)))
}

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
