// A spot's condition for one date (the surf_conditions row).
// - Today (in the spot's time zone): the hour nearest to now, and the next high and low tide.
// - Another date: that day's best session (rate-day.ts): its hours' means and its rating, so
//   the badge and the numbers beside it agree; the day's first high and low tide.
// The height shown is the rated train's breaking height, rounded for display only; ratingInputs
// keeps the unrounded values that were rated.
import { todayIn } from '../time/dates'
import {
  displayRangeOf,
  hoursOnLocalDate,
  ratingInputFor,
  summariseHours,
} from '../rating/daily-values'
import type { DaySummary } from '../rating/daily-values'
import type { Daylight } from '../time/daylight'
import { ratingInputsOf } from '../rating/rating-checks'
import type { RatingInput, RatingInputs } from '../rating/rating-checks'
import { rateConditions } from '../rating/rate-conditions'
import type { RatingResult } from '../rating/rate-conditions'
import { rateDay } from '../rating/rate-day'
import type { Rating } from '../rating/ratings'
import type { HourlyConditions, SpotSeries, TideEvent } from './series'
import { localClockTime, pickNextTides, tidesOnDate } from './tides'
import { describeVisibility, roundTo } from '../units/units'
import { degreesToCompass } from '../rating/wind'
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

function nearestHour(hours: readonly HourlyConditions[], now: Date): HourlyConditions | null {
  const at = (h: HourlyConditions): number => Math.abs(Date.parse(h.time) - now.getTime())
  return hours.reduce<HourlyConditions | null>(
    (a, h) => (a === null || at(h) < at(a) ? h : a),
    null,
  )
}

function tideTexts(high: TideEvent | null, low: TideEvent | null, timeZone: string) {
  return {
    tideHigh: high === null ? null : localClockTime(high.time, timeZone),
    tideLow: low === null ? null : localClockTime(low.time, timeZone),
  }
}

function toCondition(s: DaySummary, rating: RatingResult, input: RatingInput) {
  const range = displayRangeOf(input)
  const r1 = (v: number | null): number | null => (v === null ? null : roundTo(v, 1))
  const deg = s.swellDirectionDeg === null ? null : Math.round(s.swellDirectionDeg) % 360
  return {
    conditionRating: rating.rating,
    waveHeightMin: range?.min ?? null,
    waveHeightMax: range?.max ?? null,
    wavePeriod: r1(input.wavePeriodS),
    windSpeed: r1(s.windSpeedMph),
    windDirection: s.windDirectionDeg === null ? null : degreesToCompass(s.windDirectionDeg),
    windClassification: input.windClass,
    swellDirection: deg === null ? null : degreesToCompass(deg),
    swellDirectionDegrees: deg,
    waterTemp: s.waterTempF === null ? null : Math.round(s.waterTempF),
    airTemp: s.airTempF === null ? null : Math.round(s.airTempF),
    visibility: describeVisibility(s.visibilityMiles),
    ratingInputs: ratingInputsOf(input),
    rating,
  }
}

/** A spot's condition on a local date: now for today, the best session for another day. */
export function buildSpotCondition(input: {
  series: SpotSeries
  dateIso: string
  shore: Shore | null
  now: Date
  /** That date's light at the spot; 6:00-18:00 local when unknown. */
  daylight?: Daylight | null
}): SpotCondition | null {
  const { series, dateIso, shore, now } = input
  const { timeZone } = series
  const hours = hoursOnLocalDate(series.hourly, dateIso, timeZone)
  if (dateIso === todayIn(timeZone, now)) {
    const hour = nearestHour(hours, now)
    if (hour === null) return null
    const s = summariseHours([hour])
    const next = pickNextTides(series.tides, now)
    const rated = ratingInputFor(s, shore)
    return {
      ...toCondition(s, rateConditions(rated), rated),
      ...tideTexts(next.high, next.low, timeZone),
    }
  }
  const session = rateDay({ hours, timeZone, shore, daylight: input.daylight })
  if (session === null) return null
  const day = tidesOnDate(series.tides, dateIso, timeZone)
  const high = day.find((t) => t.type === 'high') ?? null
  const low = day.find((t) => t.type === 'low') ?? null
  const condition = toCondition(session.summary, session.result, session.input)
  return { ...condition, ...tideTexts(high, low, timeZone) }
}
