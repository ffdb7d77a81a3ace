// What a spot needs, as the API's idealConditions says it ('What works here'): the swell
// directions it is open to, the offshore wind sector, the size it starts breaking at and its tide.
import { EXPOSURE_BINS, EXPOSURE_STEP_DEG, REACHES_MIN_SHARE, swellWindowOf } from './exposure'
import type { SwellWindow } from './exposure'

export type IdealConditions = {
  /** The main arc of the swell window, clockwise [from, to] (degrees the swell comes FROM). */
  swellFromDeg: [number, number]
  /** The wind directions that blow offshore, clockwise [from, to]. */
  offshoreWindFromDeg: [number, number]
  worksFromFt: number | null
  bestTide: string | null
}

const binsOf = (arc: SwellWindow): number[] => {
  const from = arc.fromDeg / EXPOSURE_STEP_DEG
  const span = (((arc.toDeg - arc.fromDeg) % 360) + 360) % 360
  return Array.from({ length: span / EXPOSURE_STEP_DEG + 1 }, (_, k) => (from + k) % EXPOSURE_BINS)
}

/** The best-exposed part of a window: directions with at least this share of the spot's most open. */
export const IDEAL_SHARE_OF_BEST = 0.6

/**
 * The ideal swell directions: of the arcs whose share is at least IDEAL_SHARE_OF_BEST of the
 * spot's most open direction (and at least REACHES_MIN_SHARE), the one carrying the most swell
 * (sum of its shares). The whole window is the exposure's swellWindow; this is where a swell
 * arrives nearly whole. A spot that nothing reaches gets its single most open direction.
 */
export function mainSwellArc(byDirection: readonly number[]): [number, number] {
  const best = Math.max(0, ...byDirection)
  const arcs = swellWindowOf(byDirection, Math.max(REACHES_MIN_SHARE, best * IDEAL_SHARE_OF_BEST))
  const weight = (arc: SwellWindow) =>
    binsOf(arc).reduce((sum, i) => sum + (byDirection[i] ?? 0), 0)
  const heaviest = arcs.reduce<SwellWindow | null>(
    (top, arc) => (top === null || weight(arc) > weight(top) ? arc : top),
    null,
  )
  if (heaviest) return [heaviest.fromDeg, heaviest.toDeg]
  const most = byDirection.reduce((top, v, i) => (v > (byDirection[top] ?? 0) ? i : top), 0)
  return [most * EXPOSURE_STEP_DEG, most * EXPOSURE_STEP_DEG]
}

/** A spot's ideal conditions from its exposure, offshore sector and curated size and tide. */
export function idealConditionsOf(spot: {
  byDirection: readonly number[]
  offshoreFromDeg: number
  offshoreToDeg: number
  worksFromFt: number | null
  bestTide: string | null
}): IdealConditions {
  return {
    swellFromDeg: mainSwellArc(spot.byDirection),
    offshoreWindFromDeg: [spot.offshoreFromDeg, spot.offshoreToDeg],
    worksFromFt: spot.worksFromFt,
    bestTide: spot.bestTide,
  }
}
