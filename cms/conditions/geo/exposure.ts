// A spot's exposure to swell, computed from the coastline (docs/conditions.md 'Exposure'):
// 1. off land: a spot whose point lies on land in the (coarse) dataset moves to the nearest water;
// 2. fetch: one great-circle ray per degree of arrival direction, out over the sea until land or
//    MAX_FETCH_KM;
// 3. open share per ray from the fetch: fetch-limited growth (height ∝ √fetch, JONSWAP), so an
//    open ocean reaches fully, a short fetch partly and a fetch under MIN_FETCH_KM not at all;
// 4. spreading and wrap: the open shares are smoothed with the directional-spreading kernel
//    cos^2s(Δ/2), s = SPREADING_S, which also carries the wrap around a headland or an island's end
//    (half the swell at the shadow line, falling to a tenth ~25° into the shadow);
// 5. the share for bin i (swell FROM i × 10°) is the smoothed value at that bearing.
import {
  EXPOSURE_BINS,
  EXPOSURE_STEP_DEG,
  swellWindowOf,
} from '../../../shared/domain/rating/exposure'
import type { SpotExposure } from '../../../shared/domain/rating/exposure'
import type { LandIndex } from './land'
import { normaliseLongitude } from './land'

/** Rays stop here: a longer open fetch counts as open ocean. */
export const MAX_FETCH_KM = 1000
/** A fetch shorter than this (a bay's far wall, the beach beside the spot) lets no swell in. */
export const MIN_FETCH_KM = 10
/** Directional spreading exponent of cos^2s(Δ/2) (Mitsuyasu/Goda; 10 is wind sea, 25+ swell). */
export const SPREADING_S = 20
/** A spot on land moves to water within this distance, or is computed where it is. */
export const MAX_NUDGE_KM = 25

const EARTH_RADIUS_KM = 6371
const RAD = Math.PI / 180

/** Distances (km) sampled along each ray: fine near the spot, coarser out to sea. */
const RAY_SAMPLES_KM: number[] = (() => {
  const out: number[] = []
  for (let d = 0.25; d < 5; d += 0.25) out.push(d)
  for (let d = 5; d < 50; d += 1) out.push(d)
  for (let d = 50; d < 200; d += 4) out.push(d)
  for (let d = 200; d < MAX_FETCH_KM; d += 8) out.push(d)
  out.push(MAX_FETCH_KM)
  return out
})()

/** Spreading weights for Δ = −180…179°, normalised to sum 1. */
const SPREAD_KERNEL: number[] = (() => {
  const weights = Array.from(
    { length: 360 },
    (_, k) => Math.cos(((k - 180) * RAD) / 2) ** (2 * SPREADING_S),
  )
  const total = weights.reduce((a, b) => a + b, 0)
  return weights.map((w) => w / total)
})()

export type LatLonPoint = { lat: number; lon: number }

/** The point reached going `km` along the great circle that leaves (lat, lon) on `bearingDeg`. */
export function destination(from: LatLonPoint, bearingDeg: number, km: number): LatLonPoint {
  const delta = km / EARTH_RADIUS_KM
  const theta = bearingDeg * RAD
  const phi1 = from.lat * RAD
  const lambda1 = from.lon * RAD
  const sinPhi2 =
    Math.sin(phi1) * Math.cos(delta) + Math.cos(phi1) * Math.sin(delta) * Math.cos(theta)
  const phi2 = Math.asin(Math.max(-1, Math.min(1, sinPhi2)))
  const lambda2 =
    lambda1 +
    Math.atan2(
      Math.sin(theta) * Math.sin(delta) * Math.cos(phi1),
      Math.cos(delta) - Math.sin(phi1) * Math.sin(phi2),
    )
  return { lat: phi2 / RAD, lon: normaliseLongitude(lambda2 / RAD) }
}

/** km of open water from the point toward bearingDeg before land, up to MAX_FETCH_KM. */
export function fetchKm(land: LandIndex, from: LatLonPoint, bearingDeg: number): number {
  let previous = 0
  for (const d of RAY_SAMPLES_KM) {
    const p = destination(from, bearingDeg, d)
    if (land.isOnLand(p.lat, p.lon)) return (previous + d) / 2
    previous = d
  }
  return MAX_FETCH_KM
}

/** Share of open-ocean swell a fetch lets through: √ of fetch-limited growth, 0 under MIN_FETCH_KM. */
export function openShare(fetch: number): number {
  if (fetch <= MIN_FETCH_KM) return 0
  return Math.min(1, Math.sqrt((fetch - MIN_FETCH_KM) / (MAX_FETCH_KM - MIN_FETCH_KM)))
}

/** The 1°-ray open shares smoothed by the spreading kernel (circular convolution). */
export function spread(open: readonly number[]): number[] {
  const n = open.length
  return open.map((_, i) => {
    let sum = 0
    for (let k = 0; k < 360; k++) {
      const w = SPREAD_KERNEL[k] ?? 0
      if (w < 1e-6) continue
      sum += w * (open[(((i + k - 180) % n) + n) % n] ?? 0)
    }
    return sum
  })
}

/** Bearing (0–359) of the share-weighted mean direction of open water; null when nothing is open. */
export function facingOf(byDirection: readonly number[]): number | null {
  let x = 0
  let y = 0
  byDirection.forEach((share, i) => {
    x += share * Math.cos(i * EXPOSURE_STEP_DEG * RAD)
    y += share * Math.sin(i * EXPOSURE_STEP_DEG * RAD)
  })
  if (Math.hypot(x, y) < 1e-9) return null
  return (Math.round(((Math.atan2(y, x) / RAD + 360) % 360) * 10) / 10) % 360
}

/**
 * Where to cast from: the point itself when it is in water; else the nearest water point (rings of
 * 100 m, 5° apart, out to MAX_NUDGE_KM), taking the middle bearing of the water found on the first
 * ring that has any, then 200 m further that way so the rays do not start on the shoreline.
 */
export function offLand(
  land: LandIndex,
  point: LatLonPoint,
): { point: LatLonPoint; nudgedKm: number } {
  if (!land.isOnLand(point.lat, point.lon)) return { point, nudgedKm: 0 }
  for (let r = 0.1; r <= MAX_NUDGE_KM; r += 0.1) {
    const wet: number[] = []
    for (let b = 0; b < 360; b += 5) {
      const p = destination(point, b, r)
      if (!land.isOnLand(p.lat, p.lon)) wet.push(b)
    }
    if (wet.length === 0) continue
    const x = wet.reduce((s, b) => s + Math.cos(b * RAD), 0)
    const y = wet.reduce((s, b) => s + Math.sin(b * RAD), 0)
    const mean = Math.atan2(y, x) / RAD
    // The mean of a split set may fall on land: fall back to the wet bearing nearest to it.
    const bearing = wet.reduce((best, b) =>
      Math.abs(((b - mean + 540) % 360) - 180) < Math.abs(((best - mean + 540) % 360) - 180)
        ? b
        : best,
    )
    const onShore = destination(point, bearing, r)
    const further = destination(point, bearing, r + 0.2)
    const chosen = land.isOnLand(further.lat, further.lon) ? onShore : further
    return { point: chosen, nudgedKm: Math.round((chosen === further ? r + 0.2 : r) * 10) / 10 }
  }
  return { point, nudgedKm: 0 }
}

export type ComputedExposure = {
  byDirection: number[]
  facingDeg: number | null
  /** The point the rays were cast from (the spot, or the water it was nudged to). */
  castFrom: LatLonPoint
  nudgedKm: number
  /** Open fetch (km) toward each 10° bin. */
  fetchKmByDirection: number[]
}

/** The exposure of the point from the coastline in `land` (see the header for the method). */
export function computeExposure(land: LandIndex, point: LatLonPoint): ComputedExposure {
  const { point: castFrom, nudgedKm } = offLand(land, point)
  const fetches = Array.from({ length: 360 }, (_, deg) => fetchKm(land, castFrom, deg))
  const smoothed = spread(fetches.map(openShare))
  const byDirection = Array.from({ length: EXPOSURE_BINS }, (_, i) => {
    const share = smoothed[i * EXPOSURE_STEP_DEG] ?? 0
    return Math.round(Math.min(1, Math.max(0, share)) * 100) / 100
  })
  return {
    byDirection,
    facingDeg: facingOf(byDirection),
    castFrom,
    nudgedKm,
    fetchKmByDirection: Array.from({ length: EXPOSURE_BINS }, (_, i) =>
      Math.round(fetches[i * EXPOSURE_STEP_DEG] ?? 0),
    ),
  }
}

export const COMPUTED_METHOD = 'coastline rays (Natural Earth 1:10m)'

/** The contract shape of a computed exposure. */
export function toSpotExposure(byDirection: number[], method = COMPUTED_METHOD): SpotExposure {
  return { byDirection, swellWindow: swellWindowOf(byDirection), source: 'computed', method }
}
