// A spot's condition for one local date (the surf_conditions row): the spot-day record
// (spot-day.ts: the day's best session, rated; the same figures as the forecast strip, /forecasts
// and the report) with the date's tides. Today (in the spot's time zone) the tides are the next
// high and low from now; another date has its first high and low. The height is the rated
// train's range; ratingInputs keeps the unrounded values that were rated, inside that range.
import { todayIn } from '../time/dates'
import type { Daylight } from '../time/daylight'
import { ratingInputsOf } from '../rating/rating-checks'
import type { RatingInputs } from '../rating/rating-checks'
import type { RatingResult } from '../rating/rate-conditions'
import type { Rating } from '../rating/ratings'
import type { SpotSeries, TideEvent } from './series'
import { buildSpotDay } from './spot-day'
import type { SpotDay } from './spot-day'
import { localClockTime, pickNextTides, tidesOnDate } from './tides'
import { describeVisibility } from '../units/units'
import type { Shore, WindClass } from '../rating/wind'

export type SpotCondition = {
  /** null when the data could not rate it: unknown, never 'not working'. */
  conditionRating: Rating | null
  waveHeightMin: number | null
  waveHeightMax: number | null
  wavePeriod: number | null
  windSpeed: number | null
  windDirection: string | null
  windClassification: WindClass | null
  swellDirection: string | null
  swellDirectionDegrees: number | null
  waterTemp: number | null
  airTemp: number | null
  visibility: string
  tideHigh: string | null
  tideLow: string | null
  /** The unrounded values that were rated. */
  ratingInputs: RatingInputs
  /** Why it got its rating. */
  rating: RatingResult
}

function tideTexts(high: TideEvent | null, low: TideEvent | null, timeZone: string) {
  return {
    tideHigh: high === null ? null : localClockTime(high.time, timeZone),
    tideLow: low === null ? null : localClockTime(low.time, timeZone),
  }
}

/** The condition's figures from the spot-day record. */
export function conditionOfDay(day: SpotDay): Omit<SpotCondition, 'tideHigh' | 'tideLow'> {
  const { summary: s, rating } = day
  return {
    conditionRating: rating.rating,
    waveHeightMin: day.range?.min ?? null,
    waveHeightMax: day.range?.max ?? null,
    wavePeriod: day.period,
    windSpeed: day.windSpeed,
    windDirection: day.windDirection,
    windClassification: day.windClass,
    swellDirection: day.swellDirection,
    swellDirectionDegrees: day.swellDirectionDegrees,
    waterTemp: s.waterTempF === null ? null : Math.round(s.waterTempF),
    airTemp: s.airTempF === null ? null : Math.round(s.airTempF),
    visibility: describeVisibility(s.visibilityMiles),
    ratingInputs: ratingInputsOf(day.input),
    rating,
  }
}

/** A spot's condition on a local date: its spot-day record with the date's tides. */
export function buildSpotCondition(input: {
  series: SpotSeries
  dateIso: string
  shore: Shore | null
  now: Date
  /** That date's light at the spot; 6:00-18:00 local when unknown. */
  daylight?: Daylight | null
  /** The date's record, when the caller built it already. */
  day?: SpotDay | null
}): SpotCondition | null {
  const { series, dateIso, now } = input
  const { timeZone } = series
  const day = input.day !== undefined ? input.day : buildSpotDay(input)
  if (day === null) return null
  if (dateIso === todayIn(timeZone, now)) {
    const next = pickNextTides(series.tides, now)
    return { ...conditionOfDay(day), ...tideTexts(next.high, next.low, timeZone) }
  }
  const tides = tidesOnDate(series.tides, dateIso, timeZone)
  const high = tides.find((t) => t.type === 'high') ?? null
  const low = tides.find((t) => t.type === 'low') ?? null
  return { ...conditionOfDay(day), ...tideTexts(high, low, timeZone) }
}
