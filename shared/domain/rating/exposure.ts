// A spot's exposure to swell by arrival direction.
// byDirection[i] is the share (0-1) of open-ocean swell coming FROM i × 10° that reaches the
// break; a swell window runs clockwise from fromDeg to toDeg. How the shares are computed from the
// coastline is in docs/conditions.md 'Exposure'.
import type { Exposure, StoredExposure } from '../../contracts/conditions'
import { angularDistance, normaliseDegrees } from './wind'

export const EXPOSURE_BINS = 36
export const EXPOSURE_STEP_DEG = 360 / EXPOSURE_BINS
/** Below this share a swell "does not reach" the spot: it is never the rated train. */
export const REACHES_MIN_SHARE = 0.1

export type SwellWindow = { fromDeg: number; toDeg: number }

/** A spot's exposure with its swell window: the contract's Exposure (one declaration). */
export type SpotExposure = Exposure

/** The method text of a share made from the facing alone (docs/conditions.md 'Exposure'). */
export const FACING_METHOD =
  'facing-based share (cosine of the angle from the beach facing, none from 90° off): ' +
  'no coastline computed for this spot yet'

/**
 * The exposure of a spot known only by its facing: cos(angle from the facing), 0 from 90° off.
 * The fallback for a point the coastline computation finds no open water around.
 */
export function facingExposure(beachFacingDeg: number): StoredExposure {
  const byDirection = Array.from({ length: EXPOSURE_BINS }, (_, i) => {
    const off = angularDistance(i * EXPOSURE_STEP_DEG, beachFacingDeg)
    return off >= 90 ? 0 : Math.round(Math.cos((off * Math.PI) / 180) * 100) / 100
  })
  return { byDirection, source: 'computed', method: FACING_METHOD }
}

/** The stored part of an exposure (the window is derived, never stored). */
export const toStored = ({ byDirection, source, method }: StoredExposure): StoredExposure => ({
  byDirection: [...byDirection],
  source,
  method,
})

/** Share of swell from fromDeg that reaches the spot, linearly between the 10° bins. */
export function exposureAt(byDirection: readonly number[], fromDeg: number): number {
  const position = normaliseDegrees(fromDeg) / EXPOSURE_STEP_DEG
  const lower = Math.floor(position) % EXPOSURE_BINS
  const upper = (lower + 1) % EXPOSURE_BINS
  const t = position - Math.floor(position)
  const a = byDirection[lower] ?? 0
  const b = byDirection[upper] ?? 0
  return a + (b - a) * t
}

/** The clockwise arcs of bins whose share is at least min (bin centres, in degrees). */
export function swellWindowOf(
  byDirection: readonly number[],
  min = REACHES_MIN_SHARE,
): SwellWindow[] {
  const open = byDirection.map((share) => share >= min)
  if (open.every(Boolean)) return [{ fromDeg: 0, toDeg: 350 }]
  if (!open.some(Boolean)) return []
  // Start the scan just after a closed bin, so an arc that wraps past north stays whole.
  const start = open.findIndex((isOpen, i) => !isOpen && open[(i + 1) % EXPOSURE_BINS])
  const arcs: SwellWindow[] = []
  let from: number | null = null
  for (let k = 1; k <= EXPOSURE_BINS; k++) {
    const i = (start + k) % EXPOSURE_BINS
    if (open[i] && from === null) from = i
    if (!open[i] && from !== null) {
      const last = (i + EXPOSURE_BINS - 1) % EXPOSURE_BINS
      arcs.push({ fromDeg: from * EXPOSURE_STEP_DEG, toDeg: last * EXPOSURE_STEP_DEG })
      from = null
    }
  }
  return arcs
}
