// How far the sea goes between a spot and a tide station: the shortest path through water cells
// of the Natural Earth 1:10m land (coast.ts) on a grid about the spot. The tide travels along the
// water, so a station round a headland is as near as the water makes it, and one in a lagoon or a
// bay that the map closes off, or on another sea round a long peninsula, is far or out of reach.
import { isOnLand } from './coast'

/** Grid step (km): fine enough to keep a harbour mouth of ~1 km open. */
export const SEA_CELL_KM = 0.5
/** How far from its own point a spot or a station may look for the first water cell (km). */
export const SEA_SNAP_KM = 2.5

const KM_PER_DEG = 111.195

export type SeaPaths = {
  /** Kilometres by water from the spot to the point, or null when no water path is in reach. */
  toPoint(latitude: number, longitude: number): number | null
}

/**
 * Shortest water paths from a spot to every water cell within `reachKm` (8-connected grid,
 * Dijkstra). The spot and each target snap to the nearest water cell within SEA_SNAP_KM, as a
 * beach, pier or harbour gauge often sits "on land" at 1:10m; the snap counts in the distance.
 */
export function seaPathsFrom(latitude: number, longitude: number, reachKm: number): SeaPaths {
  const k = Math.max(0.05, Math.cos((latitude * Math.PI) / 180))
  const half = Math.ceil((reachKm + SEA_SNAP_KM) / SEA_CELL_KM)
  const side = 2 * half + 1
  const dLat = SEA_CELL_KM / KM_PER_DEG
  const dLon = SEA_CELL_KM / (KM_PER_DEG * k)
  const at = (i: number, j: number): [number, number] => [
    latitude + (i - half) * dLat,
    longitude + (j - half) * dLon,
  ]
  const water = new Uint8Array(side * side) // 0 unknown, 1 water, 2 land
  const isWater = (i: number, j: number) => {
    const c = i * side + j
    if (water[c] === 0) water[c] = isOnLand(...at(i, j)) ? 2 : 1
    return water[c] === 1
  }
  const cellOf = (lat: number, lon: number): [number, number] => [
    Math.round((lat - latitude) / dLat) + half,
    Math.round((lon - longitude) / dLon) + half,
  ]
  const inGrid = (i: number, j: number) => i >= 0 && j >= 0 && i < side && j < side
  const snapCells = Math.ceil(SEA_SNAP_KM / SEA_CELL_KM)
  /** The nearest water cell to a point within the snap, with the km to it. */
  const snap = (lat: number, lon: number): [number, number] | null => {
    const [ci, cj] = cellOf(lat, lon)
    let best: [number, number] | null = null
    for (let di = -snapCells; di <= snapCells; di++)
      for (let dj = -snapCells; dj <= snapCells; dj++) {
        const [i, j] = [ci + di, cj + dj]
        const km = Math.hypot(di, dj) * SEA_CELL_KM
        if (km > SEA_SNAP_KM || !inGrid(i, j) || !isWater(i, j)) continue
        if (!best || km < best[1]) best = [i * side + j, km]
      }
    return best
  }

  const dist = new Float64Array(side * side).fill(Infinity)
  const start = snap(latitude, longitude)
  if (start) {
    // A binary heap of [km, cell].
    const heap: [number, number][] = [[start[1], start[0]]]
    dist[start[0]] = start[1]
    const push = (item: [number, number]) => {
      heap.push(item)
      let n = heap.length - 1
      while (n > 0) {
        const p = (n - 1) >> 1
        if (heap[p]![0] <= heap[n]![0]) break
        ;[heap[p], heap[n]] = [heap[n]!, heap[p]!]
        n = p
      }
    }
    const pop = (): [number, number] => {
      const top = heap[0]!
      const last = heap.pop()!
      if (heap.length > 0) {
        heap[0] = last
        let n = 0
        for (;;) {
          const [l, r] = [2 * n + 1, 2 * n + 2]
          let m = n
          if (l < heap.length && heap[l]![0] < heap[m]![0]) m = l
          if (r < heap.length && heap[r]![0] < heap[m]![0]) m = r
          if (m === n) break
          ;[heap[m], heap[n]] = [heap[n]!, heap[m]!]
          n = m
        }
      }
      return top
    }
    while (heap.length > 0) {
      const [km, c] = pop()
      if (km > dist[c]! || km > reachKm) continue
      const [i, j] = [Math.floor(c / side), c % side]
      for (let di = -1; di <= 1; di++)
        for (let dj = -1; dj <= 1; dj++) {
          if ((di === 0 && dj === 0) || !inGrid(i + di, j + dj) || !isWater(i + di, j + dj))
            continue
          const n = (i + di) * side + (j + dj)
          const next = km + (di !== 0 && dj !== 0 ? Math.SQRT2 : 1) * SEA_CELL_KM
          if (next < dist[n]!) {
            dist[n] = next
            push([next, n])
          }
        }
    }
  }

  return {
    toPoint(lat, lon) {
      if (!start) return null
      const end = snap(lat, lon)
      if (!end) return null
      const km = dist[end[0]]! + end[1]
      return Number.isFinite(km) && km <= reachKm ? Math.round(km * 10) / 10 : null
    },
  }
}
