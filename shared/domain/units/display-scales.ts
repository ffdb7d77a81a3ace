// Display scales: score badge tiers, accuracy colour, forecast bar heights, and
// the surf-height range text ('3-5ft').
import { formatHeightRange, roundToStep } from './units'

export type ScoreTier = 'top' | 'high' | 'mid' | 'low'
export type AccuracyTone = 'green' | 'yellow' | 'red'
export type HeightRange = { min: number; max: number }

/** Score badge tier: 8+ top, 6-7 high, 4-5 mid, below 4 low. */
export function scoreTier(score: number): ScoreTier {
  if (score >= 8) return 'top'
  if (score >= 6) return 'high'
  if (score >= 4) return 'mid'
  return 'low'
}

/** Validation accuracy colour: 90+ green, 70+ yellow, below 70 red. */
export function accuracyTone(rate: number): AccuracyTone {
  if (rate >= 90) return 'green'
  if (rate >= 70) return 'yellow'
  return 'red'
}

function scaledBar(
  maxFt: number | null,
  largestMaxFt: number | null,
  floorPx: number,
  ceilingPx: number,
): number {
  if (maxFt === null || largestMaxFt === null || !(largestMaxFt > 0) || !(maxFt > 0)) {
    return floorPx
  }
  const px = Math.round((maxFt / largestMaxFt) * ceilingPx)
  return Math.min(ceilingPx, Math.max(floorPx, px))
}

/** Spot-card forecast bar: the largest day is 48 px, the rest scaled, never under 8 px. */
export function forecastStripBarHeight(maxFt: number | null, largestMaxFt: number | null): number {
  return scaledBar(maxFt, largestMaxFt, 8, 48)
}

/** Report forecast bar: the largest day is 80 px, the rest scaled, never under 12 px. */
export function reportForecastBarHeight(maxFt: number | null, largestMaxFt: number | null): number {
  return scaledBar(maxFt, largestMaxFt, 12, 80)
}

/**
 * Reads '3-5ft', '3 – 5 ft', '2.5-3ft' or '4ft' (or a metric page's '0.9-1.5m') as { min, max };
 * null for anything else.
 */
export function parseSwellHeight(text: string | null | undefined): HeightRange | null {
  if (typeof text !== 'string') return null
  const match = /^(\d+(?:\.\d+)?)\s*(?:[-–—]\s*(\d+(?:\.\d+)?))?\s*(?:ft|feet|'|m)?$/i.exec(
    text.trim(),
  )
  if (!match) return null
  const a = Number(match[1])
  const b = match[2] === undefined ? a : Number(match[2])
  return { min: Math.min(a, b), max: Math.max(a, b) }
}

/** '3-5ft' for a range; a single '3ft' when both ends are equal (stored text is imperial). */
export function formatSwellHeight(min: number, max: number): string {
  return formatHeightRange(min, max, 'imperial')
}

// Surf range for DISPLAY from a surf height H (the rated train's breaking height): faces run from
// about 0.6 × H to H. The bottom is rounded to the nearest half foot under 4 ft and to the nearest
// foot from 4 ft up (nobody calls 7.5 ft); the top is rounded UP to that step, so H itself always
// lies inside the range shown beside its rating (3.7 ft shows '2-4ft', never '2-3.5ft'). When
// rounding collapses the range, the bottom drops one step (0.42 ft shows '0-0.5ft'). The rating
// never reads this range: it rates H unrounded (RATING.md).
// H of 0 or less, or not a number, gives flat: 0-0.
/** The rounding step of a surf height: half a foot under 4 ft, a foot from 4 ft up. */
// (At module level: surfRangeFromSignificantHeight runs for every hour a refresh rates.)
const step = (ft: number): number => (ft < 4 ? 0.5 : 1)

/** Surf height range (ft) a surfer would call for a significant wave height Hs (ft). */
export function surfRangeFromSignificantHeight(hsFt: number | null): HeightRange {
  if (hsFt === null || !Number.isFinite(hsFt) || hsFt <= 0) return { min: 0, max: 0 }
  const min = roundToStep(0.6 * hsFt, step(0.6 * hsFt))
  // The top never falls under H (a hair of float noise does not push it up a step).
  const max = roundToStep(Math.ceil(hsFt / step(hsFt) - 1e-9) * step(hsFt), 0.5)
  if (max > min) return { min, max }
  return { min: Math.max(0, max - (max <= 4 ? 0.5 : 1)), max }
}
