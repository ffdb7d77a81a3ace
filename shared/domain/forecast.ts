// The five-day forecast of a spot (SPEC §3 'Forecast'), one item per local day of the series.
// The day's rating is its best session's (rate-day.ts); the numbers shown are daytime means
// (daily-values.ts), except the summary's wind, which is the session's.
//
// Confidence (0-100): 90 on day 0, minus 8 per day of lead time (58 on day 4), minus up to 40 for
// disagreement between the two independent sources on the day's mean surf height:
//   spread = |a − b| / max((a + b) / 2, 1 ft), penalty = round(40 × min(spread, 1)).
// With only one source the lead-time figure stands. A day the rating guide could not rate
// ('no data') is capped at 10.
import { dayOffsetOf } from './dates'
import {
  daytimeHours,
  hoursOnLocalDate,
  mean,
  ratingInputFor,
  summariseHours,
  surfHeightOf,
} from './daily-values'
import type { DaySummary } from './daily-values'
import { formatSwellHeight } from './display-scales'
import { rateDay } from './rate-day'
import type { DayRating } from './rate-day'
import { formatHourLabel } from './hourly-wind'
import type { Rating } from './ratings'
import { RATING_LABELS } from './ratings'
import type { SourceSeries, SpotSeries } from './series'
import { describeTides, tidesOnDate } from './tides'
import { degreesToCompass } from './wind'

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
  conditionRating: Rating
  confidence: number
  summary: string
  alerts?: string
}

const round = (v: number | null): number | null => (v === null ? null : Math.round(v))
const compass = (deg: number | null): string | null => (deg === null ? null : degreesToCompass(deg))

function sourceDayMean(
  source: SourceSeries | undefined,
  date: string,
  timeZone: string,
): number | null {
  if (!source) return null
  return mean(
    daytimeHours(hoursOnLocalDate(source.hourly, date, timeZone), timeZone).map(surfHeightOf),
  )
}

/** Forecast confidence (0-100) from lead time and the two sources' mean surf heights. */
export function forecastConfidence(input: {
  dayOffset: number
  primaryFt: number | null
  secondaryFt: number | null
}): number {
  const { dayOffset, primaryFt: a, secondaryFt: b } = input
  const base = 90 - 8 * Math.max(0, dayOffset)
  const spread = a === null || b === null ? 0 : Math.abs(a - b) / Math.max((a + b) / 2, 1)
  return Math.max(0, Math.min(100, Math.round(base - 40 * Math.min(spread, 1))))
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

function describeDay(swellHeight: string, summary: DaySummary, day: DayRating): string {
  const { result, input } = day
  const period = summary.wavePeriodS === null ? '' : ` at ${Math.round(summary.wavePeriodS)}s`
  const deg = summary.swellDirectionDeg
  const from = deg === null ? '' : ` from ${degreesToCompass(deg)}`
  const mph = input.windSpeedMph
  const windClass = input.windClass === null ? '' : `${input.windClass} `
  const wind = mph === null ? 'wind unknown' : `${windClass}wind ${Math.round(mph)} mph`
  const why = result.reasons.heldBackBy.length > 0 ? ` (${result.summary})` : ''
  const when =
    result.rating === 'not working'
      ? ''
      : ` ${formatHourLabel(day.startHour)}-${formatHourLabel(day.endHour)}`
  return `${RATING_LABELS[result.rating]}${when}: ${swellHeight}${period}${from}, ${wind}${why}`
}

function tideInfoFor(series: SpotSeries, dateIso: string): string {
  const { timeZone } = series
  const tides = describeTides(tidesOnDate(series.tides, dateIso, timeZone), timeZone, {
    heights: false,
  })
  if (tides === '') return 'No tide data'
  return series.tideSource === 'modelled' ? `${tides} (modelled)` : tides
}

function confidenceFor(series: SpotSeries, dateIso: string, dayOffset: number): number {
  return forecastConfidence({
    dayOffset,
    primaryFt: sourceDayMean(series.primary, dateIso, series.timeZone),
    secondaryFt: sourceDayMean(series.secondary, dateIso, series.timeZone),
  })
}

/** One day of the forecast from a spot's series; null when the series has no hour that day. */
export function buildForecastDay(input: {
  series: SpotSeries
  dateIso: string
  todayIso: string
  beachFacingDeg: number | null
}): ForecastDay | null {
  const { series, dateIso, beachFacingDeg } = input
  const hours = hoursOnLocalDate(series.hourly, dateIso, series.timeZone)
  if (hours.length === 0) return null
  const dayOffset = dayOffsetOf(dateIso, input.todayIso) ?? 0
  const summary = summariseHours(daytimeHours(hours, series.timeZone))
  const day = rateDay({ hours, timeZone: series.timeZone, beachFacingDeg })
  if (day === null) return null
  const { waveHeightMinFt: min, waveHeightMaxFt: max } = ratingInputFor(summary, beachFacingDeg)
  const swellHeight = min === null || max === null ? 'N/A' : formatSwellHeight(min, max)
  const confidence = confidenceFor(series, dateIso, dayOffset)
  const alerts = forecastAlerts(summary)
  return {
    dayOffset,
    forecastDate: dateIso,
    swellHeight,
    swellDirection: compass(summary.swellDirectionDeg),
    swellPeriod: round(summary.wavePeriodS),
    windSpeed: round(summary.windSpeedMph),
    windDirection: compass(summary.windDirectionDeg),
    tideInfo: tideInfoFor(series, dateIso),
    conditionRating: day.result.rating,
    confidence: day.result.reasons.decidedBy === 'no-data' ? Math.min(confidence, 10) : confidence,
    summary: describeDay(swellHeight, summary, day),
    ...(alerts === undefined ? {} : { alerts }),
  }
}
