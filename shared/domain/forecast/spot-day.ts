// One spot-day, one record: the figures every screen and call shows for a spot on a local date —
// the card, the badge and hero, the 5-day strip, /forecasts, the report's text, the summary, the
// map, compare, alerts and the CSV — come from this one computation, so they cannot disagree.
// The day is its best 3-hour daylight session (rate-day.ts): the rating, the surf range of the
// rated train (its unrounded height lies inside the range), its period, the swell direction and
// the session's wind. Today is the same: the spot's own local date rated as a whole day, never
// "the hour nearest to now" beside a strip that rates the day.
import { sessionSpan } from '../rating/best-windows'
import { displayRangeOf } from '../rating/daily-values'
import type { DaySummary, HourRater } from '../rating/daily-values'
import { hoursOnLocalDate } from '../rating/daily-values'
import { rateDay } from '../rating/rate-day'
import type { DayRating } from '../rating/rate-day'
import type { RatingResult } from '../rating/rate-conditions'
import type { RatingInput } from '../rating/rating-checks'
import { degreesToCompass } from '../rating/wind'
import type { Shore, WindClass } from '../rating/wind'
import type { Daylight } from '../time/daylight'
import type { HeightRange } from '../units/display-scales'
import { formatSwellHeight } from '../units/display-scales'
import type { HourlyConditions, SpotSeries } from './series'

export type SpotDay = {
  date: string
  /** The rated session's rating and why. */
  rating: RatingResult
  /** The unrounded values that were rated. */
  input: RatingInput
  /** Means of the session's hours (water, air, visibility, directions). */
  summary: DaySummary
  /** The surf range shown, null without wave data; input.waveHeightFt lies inside it. */
  range: HeightRange | null
  /** The range as text: '3-5ft', 'N/A' without wave data. */
  size: string
  /** Seconds, whole: the rated train's period. */
  period: number | null
  swellDirectionDegrees: number | null
  swellDirection: string | null
  /** Mph, whole: the session's mean wind. */
  windSpeed: number | null
  windDirection: string | null
  windClass: WindClass | null
  /** ISO times of the session's hours. */
  times: string[]
  /** The session as a clock span ('7 AM-10 AM'), null when it has no light. */
  span: string | null
  /** The date's hours (the session was chosen from them). */
  hours: HourlyConditions[]
}

const whole = (v: number | null): number | null => (v === null ? null : Math.round(v))

/** The record of a day from its best session. */
export function spotDayOf(
  date: string,
  day: DayRating,
  hours: readonly HourlyConditions[],
  timeZone: string,
  daylight: Daylight | null | undefined,
): SpotDay {
  const { result, input, summary } = day
  const range = displayRangeOf(input)
  const deg =
    summary.swellDirectionDeg === null ? null : Math.round(summary.swellDirectionDeg) % 360
  return {
    date,
    rating: result,
    input,
    summary,
    range,
    size: range === null ? 'N/A' : formatSwellHeight(range.min, range.max),
    period: whole(input.wavePeriodS),
    swellDirectionDegrees: deg,
    swellDirection: deg === null ? null : degreesToCompass(deg),
    windSpeed: whole(input.windSpeedMph),
    windDirection:
      summary.windDirectionDeg === null ? null : degreesToCompass(summary.windDirectionDeg),
    windClass: input.windClass,
    times: day.times,
    span: sessionSpan({ times: day.times, dayTimes: hours.map((h) => h.time), timeZone, daylight }),
    hours: [...hours],
  }
}

/** A spot's record for a local date; null when the series has no hour that day. */
export function buildSpotDay(input: {
  series: SpotSeries
  dateIso: string
  shore: Shore | null
  /** That date's light at the spot; 6:00-18:00 local when unknown. */
  daylight?: Daylight | null
  /** Each hour's own rating (rate-day.ts). */
  rater?: HourRater
}): SpotDay | null {
  const { series, dateIso, shore, daylight, rater } = input
  const { timeZone } = series
  const hours = hoursOnLocalDate(series.hourly, dateIso, timeZone)
  if (hours.length === 0) return null
  const day = rateDay({ hours, timeZone, shore, daylight, rater })
  return day === null ? null : spotDayOf(dateIso, day, hours, timeZone, daylight)
}
