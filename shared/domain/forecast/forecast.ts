// The five-day forecast of a spot, one item per local day of the series.
// The day's rating is its best session's (rate-day.ts), and everything printed beside it, the
// text included, describes that session: the height, period and wind of the rated train in the
// hours that were rated (rounded for display; ratingInputs keeps them unrounded). Alerts warn of
// the whole daylight day. Confidence and its reasons: confidence.ts.
import { forecastConfidence } from '../rating/confidence'
import type { SourceDay } from '../rating/confidence'
import { dayOffsetOf } from '../time/dates'
import type { Daylight } from '../time/daylight'
import {
  daytimeHours,
  displayRangeOf,
  hoursOnLocalDate,
  ratingInputFor,
  summariseHours,
} from '../rating/daily-values'
import type { DaySummary } from '../rating/daily-values'
import { formatSwellHeight } from '../units/display-scales'
import { sessionSpan } from '../rating/best-windows'
import { rateDay } from '../rating/rate-day'
import type { DayRating } from '../rating/rate-day'
import { ratingInputsOf } from '../rating/rating-checks'
import type { RatingInputs } from '../rating/rating-checks'
import type { Rating } from '../rating/ratings'
import { ratingLabel } from '../rating/ratings'
import type { SourceSeries, SpotSeries } from './series'
import { describeTides, tidesOnDate } from './tides'
import { degreesToCompass } from '../rating/wind'
import type { Shore } from '../rating/wind'

export { forecastConfidence } from '../rating/confidence'

export type ForecastDay = {
  dayOffset: number
  forecastDate: string
  /** Surf range text, '3-5ft'; 'N/A' without wave data. */
  swellHeight: string
  swellDirection: string | null
  swellPeriod: number | null
  windSpeed: number | null
  windDirection: string | null
  tideInfo: string
  /** null when the day could not be rated: unknown. */
  conditionRating: Rating | null
  confidence: number
  /** Why the confidence is what it is, in short sentences. */
  confidenceReasons: string[]
  /** The unrounded values that were rated. */
  ratingInputs: RatingInputs
  summary: string
  alerts?: string
}

const round = (v: number | null): number | null => (v === null ? null : Math.round(v))
const compass = (deg: number | null): string | null => (deg === null ? null : degreesToCompass(deg))

/** Warnings a surfer should not miss: large surf, strong wind, strong gusts; undefined if none. */
export function forecastAlerts(summary: DaySummary): string | undefined {
  const alerts: string[] = []
  if ((summary.maxWaveHeightFt ?? 0) >= 12) {
    alerts.push(`Large surf: waves to ${Math.round(summary.maxWaveHeightFt ?? 0)} ft`)
  }
  if ((summary.windSpeedMph ?? 0) > 20) {
    alerts.push(`Strong wind: ${Math.round(summary.windSpeedMph ?? 0)} mph`)
  }
  if ((summary.maxWindGustMph ?? 0) >= 30) {
    alerts.push(`Gusts to ${Math.round(summary.maxWindGustMph ?? 0)} mph`)
  }
  return alerts.length > 0 ? alerts.join('; ') : undefined
}

function describeDay(swellHeight: string, day: DayRating, span: string | null): string {
  const { result, input, summary } = day
  const period = input.wavePeriodS === null ? '' : ` at ${Math.round(input.wavePeriodS)}s`
  const deg = summary.swellDirectionDeg
  const from = deg === null ? '' : ` from ${degreesToCompass(deg)}`
  const mph = input.windSpeedMph
  const windClass = input.windClass === null ? '' : `${input.windClass} `
  const wind = mph === null ? 'wind unknown' : `${windClass}wind ${Math.round(mph)} mph`
  const explain = result.reasons.heldBackBy.length > 0 || result.rating === null
  const why = explain ? ` (${result.summary})` : ''
  const when =
    result.rating === 'not working' || result.rating === null || span === null ? '' : ` ${span}`
  return `${ratingLabel(result.rating)}${when}: ${swellHeight}${period}${from}, ${wind}${why}`
}

function tideInfoFor(series: SpotSeries, dateIso: string): string {
  const { timeZone } = series
  const tides = describeTides(tidesOnDate(series.tides, dateIso, timeZone), timeZone, {
    heights: false,
  })
  if (tides === '') return 'No tide data'
  return series.tideSource === 'modelled' ? `${tides} (modelled)` : tides
}

/** One source's values over the rated hours, rated the same way; null without any hour. */
function sourceDay(
  source: SourceSeries | undefined,
  times: readonly string[],
  shore: Shore | null,
): SourceDay | null {
  if (!source) return null
  const wanted = new Set(times)
  const hours = source.hourly.filter((h) => wanted.has(h.time))
  if (hours.length === 0) return null
  const rated = ratingInputFor(summariseHours(hours), shore)
  return { heightFt: rated.waveHeightFt, periodS: rated.wavePeriodS, windMph: rated.windSpeedMph }
}

function dataAgeHours(series: SpotSeries, now: Date | undefined): number | null {
  if (now === undefined) return null
  const fetched = [series.primary, series.secondary]
    .flatMap((s) => (s ? [Date.parse(s.provenance.fetchedAt)] : []))
    .filter((t) => Number.isFinite(t))
  if (fetched.length === 0) return null
  return Math.max(0, (now.getTime() - Math.min(...fetched)) / 3_600_000)
}

/** One day of the forecast from a spot's series; null when the series has no hour that day. */
export function buildForecastDay(input: {
  series: SpotSeries
  dateIso: string
  todayIso: string
  shore: Shore | null
  /** That date's light at the spot; 6:00-18:00 local when unknown. */
  daylight?: Daylight | null
  /** When the forecast is made, for the data's age; no age penalty when absent. */
  now?: Date
}): ForecastDay | null {
  const { series, dateIso, shore, daylight } = input
  const { timeZone } = series
  const hours = hoursOnLocalDate(series.hourly, dateIso, timeZone)
  if (hours.length === 0) return null
  const day = rateDay({ hours, timeZone, shore, daylight })
  if (day === null) return null
  const dayOffset = dayOffsetOf(dateIso, input.todayIso) ?? 0
  const range = displayRangeOf(day.input)
  const swellHeight = range === null ? 'N/A' : formatSwellHeight(range.min, range.max)
  const { confidence, reasons } = forecastConfidence({
    dayOffset,
    primary: sourceDay(series.primary, day.times, shore),
    secondary: sourceDay(series.secondary, day.times, shore),
    rated: day.input,
    rating: day.result.rating,
    dataAgeHours: dataAgeHours(series, input.now),
  })
  const alerts = forecastAlerts(summariseHours(daytimeHours(hours, timeZone, daylight)))
  return {
    dayOffset,
    forecastDate: dateIso,
    swellHeight,
    swellDirection: compass(day.summary.swellDirectionDeg),
    swellPeriod: round(day.input.wavePeriodS),
    windSpeed: round(day.input.windSpeedMph),
    windDirection: compass(day.summary.windDirectionDeg),
    tideInfo: tideInfoFor(series, dateIso),
    conditionRating: day.result.rating,
    confidence,
    confidenceReasons: reasons,
    ratingInputs: ratingInputsOf(day.input),
    summary: describeDay(
      swellHeight,
      day,
      sessionSpan({ times: day.times, dayTimes: hours.map((h) => h.time), timeZone, daylight }),
    ),
    ...(alerts === undefined ? {} : { alerts }),
  }
}
