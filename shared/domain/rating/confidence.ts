// How far to trust a forecast day, 0-100, with the reasons in words a surfer reads.
// Start at 95, then:
// - lead time: −8 per day ahead ('4 days ahead');
// - the two independent sources over the rated hours: height −30 × relative spread (spread =
//   |a − b| / max(mean, 1 ft), at most 1), period −2 per second apart (at most 15), wind −1.5
//   per mph apart (at most 15); each named when it costs 3 points or more;
// - a boundary: −10 when nudging the rated height ±10 %, the period ±0.5 s or the wind ±1.5 mph
//   would change the rating ('close to the GOOD/FIRING line');
// - data age: −2 per hour over 6 h since the oldest source answered (at most 20);
// - caps: 60 when only one source answered; 10 when the day could not be rated.
import { ratingOf } from './rate-conditions'
import type { RatingInput } from './rating-checks'
import { RATINGS, RATING_LABELS } from './ratings'
import type { Rating } from './ratings'

/** One source's values over the rated hours (unrounded; null when it had none). */
export type SourceDay = { heightFt: number | null; periodS: number | null; windMph: number | null }

export type ConfidenceInput = {
  dayOffset: number
  primary: SourceDay | null
  secondary: SourceDay | null
  /** The rated input and its rating (the worst hour of the best session). */
  rated: RatingInput
  rating: Rating | null
  /** Hours since the oldest source's answer was fetched; null when unknown. */
  dataAgeHours: number | null
}

export type Confidence = { confidence: number; reasons: string[] }

type Penalty = { points: number; reason: string | null }

const ONE_SOURCE_CAP = 60
const UNKNOWN_CAP = 10

const round1 = (n: number): string => String(Math.round(n * 10) / 10)

function leadTime(dayOffset: number): Penalty {
  const days = Math.max(0, dayOffset)
  const reason = days === 0 ? 'today' : days === 1 ? '1 day ahead' : `${days} days ahead`
  return { points: 8 * days, reason }
}

function diff(a: number | null | undefined, b: number | null | undefined): number | null {
  return a === null || a === undefined || b === null || b === undefined ? null : Math.abs(a - b)
}

function disagreement(a: SourceDay, b: SourceDay): Penalty[] {
  const out: Penalty[] = []
  const dh = diff(a.heightFt, b.heightFt)
  if (dh !== null) {
    const meanFt = ((a.heightFt ?? 0) + (b.heightFt ?? 0)) / 2
    const points = Math.round(30 * Math.min(dh / Math.max(meanFt, 1), 1))
    out.push({ points, reason: `the two sources differ by ${round1(dh)} ft` })
  }
  const dp = diff(a.periodS, b.periodS)
  if (dp !== null) {
    const points = Math.round(Math.min(2 * dp, 15))
    out.push({ points, reason: `the two sources differ by ${round1(dp)} s in period` })
  }
  const dw = diff(a.windMph, b.windMph)
  if (dw !== null) {
    const points = Math.round(Math.min(1.5 * dw, 15))
    out.push({ points, reason: `the two sources differ by ${round1(dw)} mph in wind` })
  }
  return out.map((p) => (p.points >= 3 ? p : { ...p, reason: null }))
}

function nudged(rated: RatingInput): RatingInput[] {
  const { waveHeightFt: h, wavePeriodS: t, windSpeedMph: w } = rated
  const out: RatingInput[] = []
  if (h !== null) out.push({ ...rated, waveHeightFt: h * 0.9 }, { ...rated, waveHeightFt: h * 1.1 })
  if (t !== null) out.push({ ...rated, wavePeriodS: t - 0.5 }, { ...rated, wavePeriodS: t + 0.5 })
  if (w !== null) {
    out.push({ ...rated, windSpeedMph: Math.max(0, w - 1.5) }, { ...rated, windSpeedMph: w + 1.5 })
  }
  return out
}

/** The tier line the day sits close to, 'GOOD/FIRING' (better tier second); null when none. */
export function nearLine(rated: RatingInput, rating: Rating | null): string | null {
  if (rating === null) return null
  const other = nudged(rated)
    .map(ratingOf)
    .find((r): r is Rating => r !== null && r !== rating)
  if (other === undefined) return null
  const [worse, better] = [rating, other].sort((a, b) => RATINGS.indexOf(b) - RATINGS.indexOf(a))
  return `${RATING_LABELS[worse as Rating]}/${RATING_LABELS[better as Rating]}`
}

function age(hours: number | null): Penalty {
  if (hours === null || hours <= 6) return { points: 0, reason: null }
  return {
    points: Math.round(Math.min(2 * (hours - 6), 20)),
    reason: `the data is ${Math.round(hours)} h old`,
  }
}

/** A forecast day's confidence (0-100) and its reasons, most costly first after lead time. */
export function forecastConfidence(input: ConfidenceInput): Confidence {
  const { primary, secondary } = input
  const both = primary !== null && secondary !== null
  const line = nearLine(input.rated, input.rating)
  const penalties: Penalty[] = [
    ...(both ? disagreement(primary, secondary) : []),
    { points: line === null ? 0 : 10, reason: line === null ? null : `close to the ${line} line` },
    age(input.dataAgeHours),
  ].sort((a, b) => b.points - a.points)
  const lead = leadTime(input.dayOffset)
  let confidence = 95 - [lead, ...penalties].reduce((sum, p) => sum + p.points, 0)
  const reasons = [lead, ...penalties].flatMap((p) => (p.reason === null ? [] : [p.reason]))
  if (!both) {
    confidence = Math.min(confidence, ONE_SOURCE_CAP)
    reasons.push('only one source answered')
  }
  if (input.rating === null) {
    confidence = Math.min(confidence, UNKNOWN_CAP)
    reasons.push('not enough data to rate the day')
  }
  return { confidence: Math.max(0, Math.min(100, Math.round(confidence))), reasons }
}
