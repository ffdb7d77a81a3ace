// The five-day forecast of a spot, one item per local day of the series. Each day's rating,
// size, period, directions and wind are its spot-day record's (spot-day.ts: the best session),
// the same figures the card, the condition and the report show; the text describes that
// session. Alerts warn of the whole daylight day. Confidence and its reasons: confidence.ts.
import { forecastConfidence } from '../rating/confidence'
import type { SourceDay } from '../rating/confidence'
import { dayOffsetOf } from '../time/dates'
import type { Daylight } from '../time/daylight'
import { daytimeHours, ratingInputFor, summariseHours } from '../rating/daily-values'
import type { DaySummary } from '../rating/daily-values'
import { ratingInputsOf } from '../rating/rating-checks'
import type { RatingInputs } from '../rating/rating-checks'
import type { Rating } from '../rating/ratings'
import { ratingLabel } from '../rating/ratings'
import type { SourceSeries, SpotSeries } from './series'
import { describeTides, tidesOnDate } from './tides'
import type { Shore } from '../rating/wind'
import { buildSpotDay } from './spot-day'
import type { SpotDay } from './spot-day'

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

function describeDay(day: SpotDay): string {
  const { rating: result, input } = day
  const period = day.period === null ? '' : ` at ${day.period}s`
  const from = day.swellDirection === null ? '' : ` from ${day.swellDirection}`
  const windClass = input.windClass === null ? '' : `${input.windClass} `
  const wind = day.windSpeed === null ? 'wind unknown' : `${windClass}wind ${day.windSpeed} mph`
  const explain = result.reasons.heldBackBy.length > 0 || result.rating === null
  const why = explain ? ` (${result.summary})` : ''
  const when =
    result.rating === 'not working' || result.rating === null || day.span === null
      ? ''
      : ` ${day.span}`
  return `${ratingLabel(result.rating)}${when}: ${day.size}${period}${from}, ${wind}${why}`
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
  /** The date's record, when the caller built it already. */
  day?: SpotDay | null
}): ForecastDay | null {
  const { series, dateIso, shore, daylight } = input
  const { timeZone } = series
  const day = input.day !== undefined ? input.day : buildSpotDay(input)
  if (day === null) return null
  const dayOffset = dayOffsetOf(dateIso, input.todayIso) ?? 0
  const { confidence, reasons } = forecastConfidence({
    dayOffset,
    primary: sourceDay(series.primary, day.times, shore),
    secondary: sourceDay(series.secondary, day.times, shore),
    rated: day.input,
    rating: day.rating.rating,
    dataAgeHours: dataAgeHours(series, input.now),
  })
  const alerts = forecastAlerts(summariseHours(daytimeHours(day.hours, timeZone, daylight)))
  return {
    dayOffset,
    forecastDate: dateIso,
    swellHeight: day.size,
    swellDirection: day.swellDirection,
    swellPeriod: day.period,
    windSpeed: day.windSpeed,
    windDirection: day.windDirection,
    tideInfo: tideInfoFor(series, dateIso),
    conditionRating: day.rating.rating,
    confidence,
    confidenceReasons: reasons,
    ratingInputs: ratingInputsOf(day.input),
    summary: describeDay(day),
    ...(alerts === undefined ? {} : { alerts }),
  }
}
