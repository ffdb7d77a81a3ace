// The words and the compass drawing of a report's "What works here" block: the
// swell window, the offshore wind sector, the minimum size and the best tide.
import { EXPOSURE_BINS, EXPOSURE_STEP_DEG, REACHES_MIN_SHARE } from './exposure'
import type { SpotExposure, SwellWindow } from './exposure'
import { formatHeight } from '../units/units'
import type { Units } from '../units/units'
import { degreesToCompass, normaliseDegrees } from './wind'

/** Shares within this much of the highest count as "best". */
const BEST_TOLERANCE = 0.05

/** 'W to N' for a clockwise arc; one point when both ends round to the same ('NW'). */
export function compassRange(fromDeg: number, toDeg: number): string {
  const from = degreesToCompass(fromDeg)
  const to = degreesToCompass(toDeg)
  return from === to ? from : `${from} to ${to}`
}

/**
 * The bearing swell arrives best from: the middle of the longest run of bins whose share is
 * within BEST_TOLERANCE of the highest; null when nothing reaches or every direction is as good.
 */
export function bestSwellFromDeg(byDirection: readonly number[]): number | null {
  const max = Math.max(0, ...byDirection)
  if (max < REACHES_MIN_SHARE) return null
  const best = byDirection.map((share) => share >= max - BEST_TOLERANCE)
  if (best.every(Boolean)) return null
  let longest = { start: 0, length: 0 }
  // Scan twice round so a run that wraps past north is measured whole.
  let start = -1
  for (let k = 0; k < 2 * EXPOSURE_BINS; k++) {
    const isBest = best[k % EXPOSURE_BINS] ?? false
    if (isBest && start === -1) start = k
    if ((!isBest || k === 2 * EXPOSURE_BINS - 1) && start !== -1) {
      const length = Math.min(EXPOSURE_BINS, (isBest ? k + 1 : k) - start)
      if (length > longest.length) longest = { start, length }
      start = -1
    }
  }
  return normaliseDegrees((longest.start + (longest.length - 1) / 2) * EXPOSURE_STEP_DEG)
}

/** 'Swell from W to N, best from NW' (several arcs joined by 'and from'). */
export function windowText(exposure: Pick<SpotExposure, 'byDirection' | 'swellWindow'>): string {
  const arcs: SwellWindow[] = exposure.swellWindow
  if (arcs.length === 0) return 'No open-ocean swell reaches this spot'
  const best = bestSwellFromDeg(exposure.byDirection)
  const bestText = best === null ? '' : `, best from ${degreesToCompass(best)}`
  const allRound = arcs.some((arc) => normaliseDegrees(arc.toDeg - arc.fromDeg) >= 350)
  if (allRound) return `Swell from every direction${bestText}`
  const ranges = arcs.map((arc) => compassRange(arc.fromDeg, arc.toDeg)).join(' and from ')
  return `Swell from ${ranges}${bestText}`
}

/** 'Offshore wind from SW to NW' for the clockwise sector [from, to]. */
export function offshoreText([fromDeg, toDeg]: readonly [number, number]): string {
  return `Offshore wind from ${compassRange(fromDeg, toDeg)}`
}

/** 'Starts working at 15 ft' (breaking height); null when no minimum is known. */
export function minimumSizeText(worksFromFt: number | null, units: Units): string | null {
  if (worksFromFt === null) return null
  return `Starts working at ${formatHeight(worksFromFt, units)}`
}

/** 'Best tide: mid'; null when not known. */
export function bestTideText(bestTide: string | null): string | null {
  const tide = bestTide?.trim()
  return tide ? `Best tide: ${tide}` : null
}

// The compass: a swell rose (one wedge per 10° bin that reaches, as long as its share) inside a
// circle, with the offshore wind sector as an arc outside it, centred in a 100 × 100 box (drawn
// with 6 units of margin for the N/E/S/W letters), north up.
export const COMPASS_CENTRE = 50
export const COMPASS_RADIUS = 36
export const OFFSHORE_ARC_RADIUS = 42

/** The point at `bearing` (degrees clockwise from north) and `radius` from the centre. */
export function compassPoint(bearing: number, radius: number): { x: number; y: number } {
  const rad = (bearing * Math.PI) / 180
  const round = (v: number) => Math.round(v * 100) / 100
  return {
    x: round(COMPASS_CENTRE + radius * Math.sin(rad)),
    y: round(COMPASS_CENTRE - radius * Math.cos(rad)),
  }
}

/** One SVG path per bin that reaches: a 10° wedge from the centre, as long as its share. */
export function swellRoseWedges(
  byDirection: readonly number[],
): { fromDeg: number; share: number; d: string }[] {
  return byDirection.flatMap((share, i) => {
    if (share < REACHES_MIN_SHARE) return []
    const bearing = i * EXPOSURE_STEP_DEG
    const r = COMPASS_RADIUS * Math.min(1, share)
    const a = compassPoint(bearing - EXPOSURE_STEP_DEG / 2, r)
    const b = compassPoint(bearing + EXPOSURE_STEP_DEG / 2, r)
    const d = `M${COMPASS_CENTRE} ${COMPASS_CENTRE}L${a.x} ${a.y}A${r} ${r} 0 0 1 ${b.x} ${b.y}Z`
    return [{ fromDeg: bearing, share, d }]
  })
}

/** The SVG path of the clockwise arc [from, to] outside the rose (the offshore wind sector). */
export function sectorArc([fromDeg, toDeg]: readonly [number, number]): string {
  const width = normaliseDegrees(toDeg - fromDeg)
  const r = OFFSHORE_ARC_RADIUS
  const a = compassPoint(fromDeg, r)
  const b = compassPoint(fromDeg + width, r)
  return `M${a.x} ${a.y}A${r} ${r} 0 ${width > 180 ? 1 : 0} 1 ${b.x} ${b.y}`
}
