// The metrics of the accuracy record, on plain numbers. A pair is one forecast day set
// against what was observed that day; nothing is shown from fewer than MIN_PAIRS of them.
import { ratingRank } from '../rating/ratings'
import type { Rating } from '../rating/ratings'
import type { WindClass } from '../rating/wind'

/** Fewer pairs than this and a number is not shown ("Not enough data yet (3 of 5)"). */
export const MIN_PAIRS = 5

/** Buoy pairs a lead day needs before its height forecast is corrected by the measured bias. */
export const MIN_CORRECTION_PAIRS = 20

/** What a surfer calls the wind on the faces (shared/contracts/surfer-report.ts). */
export type FaceWind = 'clean' | 'textured' | 'choppy'

const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places

const mean = (xs: readonly number[]): number | null =>
  xs.length === 0 ? null : xs.reduce((a, b) => a + b, 0) / xs.length

/** Mean absolute error of forecast − observed differences (ft, 2 places); null without any. */
export function meanAbsoluteError(errors: readonly number[]): number | null {
  const m = mean(errors.map(Math.abs))
  return m === null ? null : round(m, 2)
}

/** Mean signed error: positive means the forecast was too big (ft, 2 places); null without any. */
export function meanBias(errors: readonly number[]): number | null {
  const m = mean(errors)
  return m === null ? null : round(m, 2)
}

/** Share (0–1, 2 places) of true items; null without any. */
export function shareOf(flags: readonly boolean[]): number | null {
  const m = mean(flags.map((f) => (f ? 1 : 0)))
  return m === null ? null : round(m, 2)
}

/** Share of errors within `tolerance` ft (0–1); null without any. */
export function withinShare(errors: readonly number[], tolerance = 1): number | null {
  return shareOf(errors.map((e) => Math.abs(e) <= tolerance + 1e-9))
}

/** Exact and within-one-tier agreement of a forecast rating with a surfer's. */
export function compareRatings(forecast: Rating, observed: Rating) {
  const apart = Math.abs(ratingRank(forecast) - ratingRank(observed))
  return { exact: apart === 0, withinOne: apart <= 1 }
}

/** What a surfer would call the faces under the forecast wind: light or offshore is clean. */
export function expectedFaceWind(
  windClass: WindClass | null,
  speedMph: number | null,
): FaceWind | null {
  if (speedMph !== null && speedMph <= 5) return 'clean'
  if (windClass === 'offshore') return 'clean'
  if (windClass === 'cross-shore') return 'textured'
  if (windClass === 'onshore') return 'choppy'
  return null
}

/** True when a metric may be shown from `pairs` pairs. */
export const hasEnoughPairs = (pairs: number): boolean => pairs >= MIN_PAIRS

/** The words shown instead of a number drawn from too few pairs. */
export function notEnoughText(pairs: number): string {
  return `Not enough data yet (${Math.min(pairs, MIN_PAIRS)} of ${MIN_PAIRS})`
}

/**
 * The correction (percent of the raw height, whole %) a lead day's measured bias asks for:
 * null below MIN_CORRECTION_PAIRS buoy pairs or without a mean forecast height.
 */
export function biasCorrectionPercent(input: {
  buoyPairs: number
  buoyBiasFt: number | null
  meanForecastFt: number | null
}): number | null {
  const { buoyPairs, buoyBiasFt, meanForecastFt } = input
  if (buoyPairs < MIN_CORRECTION_PAIRS || buoyBiasFt === null) return null
  if (meanForecastFt === null || meanForecastFt <= 0) return null
  return Math.round((-buoyBiasFt / meanForecastFt) * 100)
}

/** A height range scaled by a correction percent, to 0.5 ft. */
export function correctRange(min: number, max: number, percent: number) {
  const scale = (v: number) => Math.round(v * (1 + percent / 100) * 2) / 2
  return { min: scale(min), max: scale(max) }
}

/** '3-4ft' → { min: 3, max: 4 }; '2ft' → 2 and 2; 'N/A' → nulls. */
export function parseSurfRange(text: string): { min: number | null; max: number | null } {
  const numbers = (text.match(/\d+(?:\.\d+)?/g) ?? []).map(Number)
  return { min: numbers[0] ?? null, max: numbers[1] ?? numbers[0] ?? null }
}
