// Physical directions for the sample server: a sample day at a seeded spot reads
// like a day at that beach. Swells arrive from directions open to the spot (its swell window in
// cms/seed/data/spot-exposure.ts, read when the module loads, so the real windows apply as soon as
// they land); the wind sea comes from the local wind and grows with wind speed and fetch.
import { exposureAt, REACHES_MIN_SHARE } from '../../../../shared/domain/rating/exposure'
import {
  angularDistance,
  COMPASS_POINTS,
  normaliseDegrees,
} from '../../../../shared/domain/rating/wind'
import { unit, wave } from './samples'

/** A seeded spot as the sample server sees it: who it is and what swell reaches it. */
export type Place = {
  slug: string
  latitude: number
  longitude: number
  /** Seeds the spot's swell directions and wind-sea turn (places.ts: its Marine cell's seed). */
  seed: number
  /** Share of open-ocean swell reaching the break per 10° (byDirection of SPOT_EXPOSURE). */
  byDirection: readonly number[]
}

/** Several places read one source (a buoy, a marine zone): only what reaches all of them is open. */
export function sharedExposure(places: readonly Place[]): readonly number[] {
  const [first] = places
  if (!first) return []
  const both = first.byDirection.map((_, i) =>
    Math.min(...places.map((p) => p.byDirection[i] ?? 0)),
  )
  // Windows that do not overlap: the first place's, so its own spot still reads right.
  return Math.max(...both) >= REACHES_MIN_SHARE ? both : first.byDirection
}

/**
 * Directions chosen from: whole degrees whose share is clearly above REACHES_MIN_SHARE (a margin
 * keeps a direction rounded by a client inside the window), in clockwise order from just after a
 * closed direction so each arc of the window is one run; weights are share², so the directions
 * a spot is most open to come most often.
 */
type Distribution = { directions: number[]; cumulative: number[] }

const MARGIN = 0.05
// By the exposure array itself (SPOT_EXPOSURE's, or one sharedExposure made): asked every hour.
const distributions = new WeakMap<readonly number[], Distribution | null>()

function distributionOf(byDirection: readonly number[]): Distribution | null {
  const known = distributions.get(byDirection)
  if (known !== undefined) return known
  const share = Array.from({ length: 360 }, (_, d) => exposureAt(byDirection, d))
  const open = share.map((s) => s >= REACHES_MIN_SHARE + MARGIN)
  let made: Distribution | null = null
  if (open.some(Boolean)) {
    // Start after a closed degree; a spot open all round starts after its least open one.
    const closed = open.findIndex((isOpen, d) => !isOpen && open[(d + 1) % 360])
    const start = closed >= 0 ? closed : share.indexOf(Math.min(...share))
    const directions: number[] = []
    const cumulative: number[] = []
    let total = 0
    for (let k = 1; k <= 360; k++) {
      const d = (start + k) % 360
      if (!open[d]) continue
      total += (share[d] ?? 0) ** 2
      directions.push(d)
      cumulative.push(total)
    }
    made = { directions, cumulative: cumulative.map((c) => c / total) }
  }
  distributions.set(byDirection, made)
  return made
}

/** The direction at quantile u (0–1) of the share-weighted window; null when nothing reaches. */
export function windowQuantile(byDirection: readonly number[], u: number): number | null {
  const dist = distributionOf(byDirection)
  if (!dist) return null
  let [lo, hi] = [0, dist.cumulative.length - 1]
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if ((dist.cumulative[mid] ?? 1) < u) lo = mid + 1
    else hi = mid
  }
  return dist.directions[lo] ?? null
}

export type Train = 'primary' | 'secondary'

/**
 * Where a swell train comes from at an hour (hours since the epoch). The primary swell wanders
 * around the middle of the share-weighted window with the same 31 h pulse as the height's swing
 * (open-meteo-variables.ts), so a new swell turns as it builds; the secondary keeps to one side
 * of the window (which side is seeded per spot), as a second swell from another storm does.
 * Null when the spot has no window at all (the caller keeps its old direction).
 */
export function swellDirectionAt(
  byDirection: readonly number[],
  seed: number,
  hour: number,
  train: Train,
): number | null {
  const slow = wave(seed, hour, 97, `${train}dir`)
  const u =
    train === 'primary'
      ? 0.5 + 0.3 * wave(seed, hour, 31, 'swell_wave_height') + 0.1 * slow
      : (unit(seed, 'secondary side') < 0.5 ? 0.2 : 0.8) + 0.12 * slow
  return windowQuantile(byDirection, Math.min(0.97, Math.max(0.03, u)))
}

/** The wind sea comes from where the wind blows from, turned up to 20° (models' wind seas lag it). */
export function windSeaDirectionAt(windFromDeg: number, seed: number, hour: number): number {
  return Math.round(normaliseDegrees(windFromDeg + 20 * wave(seed, hour, 11, 'windsea')))
}

const G = 9.81
/** Fetch over which a wind blowing off the land builds its sea at the break (m). */
export const LAND_FETCH_M = 500
/** Fetch of a wind blowing in from open ocean: beyond ~300 km the sea is fully developed anyway. */
export const OCEAN_FETCH_M = 300_000

/**
 * Fetch for a wind blowing from a direction, from the spot's share for that direction: share 0 is
 * land upwind (the beach: LAND_FETCH_M), share 1 open ocean (OCEAN_FETCH_M), geometric between,
 * since fetches span orders of magnitude (share 0.5 ≈ 12 km).
 */
export function fetchMetres(share: number): number {
  const s = Math.min(1, Math.max(0, share))
  return LAND_FETCH_M * (OCEAN_FETCH_M / LAND_FETCH_M) ** s
}

/**
 * Fetch-limited wind-sea growth, the JONSWAP relations as the Shore Protection Manual (1984,
 * eq. 3-33 to 3-36) gives them, with U the 10 m wind (m/s), F the fetch (m), g = 9.81:
 *   g·Hm0/U² = 1.6e-3 · (g·F/U²)^(1/2)      g·Tp/U = 0.2857 · (g·F/U²)^(1/3)
 * capped at a fully developed sea, g·Hm0/U² ≤ 0.2433 and g·Tp/U ≤ 8.134. So 15 kt blowing off the
 * land (F ≈ 500 m) makes a 0.09 m, 1 s ripple; the same wind from open ocean a 1.5 m, 6 s sea.
 * Duration limits are ignored: the sample's winds change slowly. Period floored at 1 s.
 */
export function windSea(windMs: number, fetchM: number): { heightM: number; periodS: number } {
  const u = Math.max(0, windMs)
  if (u < 0.1) return { heightM: 0, periodS: 1 }
  const x = (G * fetchM) / (u * u)
  const heightM = (Math.min(1.6e-3 * Math.sqrt(x), 0.2433) * u * u) / G
  const periodS = (Math.min(0.2857 * Math.cbrt(x), 8.134) * u) / G
  return { heightM, periodS: Math.max(1, periodS) }
}

/** The wind sea at a spot for a wind (km/h, from degrees): its fetch is the spot's share that way. */
export function windSeaAt(
  byDirection: readonly number[],
  windKmh: number,
  windFromDeg: number,
): { heightM: number; periodS: number } {
  return windSea(windKmh / 3.6, fetchMetres(exposureAt(byDirection, windFromDeg)))
}

/**
 * The 16-point compass word nearest a direction among those open to the spot (for texts that
 * write directions as words: NDBC .spec, the Coastal Waters Forecast); the nearest word at all
 * when none is open.
 */
export function openCompassPoint(byDirection: readonly number[], deg: number): string {
  const points = COMPASS_POINTS.map((word, i) => ({ word, deg: i * 22.5 }))
  const open = points.filter((p) => exposureAt(byDirection, p.deg) >= REACHES_MIN_SHARE + MARGIN)
  const pool = open.length ? open : points
  const nearest = pool.reduce((best, p) =>
    angularDistance(p.deg, deg) < angularDistance(best.deg, deg) ? p : best,
  )
  return nearest.word
}
