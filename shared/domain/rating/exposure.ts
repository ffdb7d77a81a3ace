// A spot's exposure to swell by arrival direction (issue "Rate the waves that reach the beach").
// byDirection[i] is the share (0-1) of open-ocean swell coming FROM i × 10° that reaches the
// break; a swell window runs clockwise from fromDeg to toDeg. How the shares are computed from the
// coastline is in docs/conditions.md 'Exposure'.
import { normaliseDegrees } from './wind'

export const EXPOSURE_BINS = 36
export const EXPOSURE_STEP_DEG = 360 / EXPOSURE_BINS
/** Below this share a swell "does not reach" the spot: it is never the rated train. */
export const REACHES_MIN_SHARE = 0.1

export type SwellWindow = { fromDeg: number; toDeg: number }

export type SpotExposure = {
  /** Clockwise arcs of arrival directions whose share is at least REACHES_MIN_SHARE. */
  swellWindow: SwellWindow[]
  /** Share per arrival direction, index i = from i × 10°; 36 values in [0, 1]. */
  byDirection: number[]
  source: 'computed' | 'editor'
  /** How the shares were made, in words (docs/conditions.md 'Exposure'). */
  method: string
}

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
