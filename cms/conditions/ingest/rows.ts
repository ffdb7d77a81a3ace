// A spot's rows for the date window (pure): one condition (with the day's hourly wind and the
// cross-check), one report per local date with data, and the 5-day forecast and the hour-by-hour
// days from the spot's own today. Conditions and reports cover every date the API accepts (requestableDates), so a
// surfer in Hawaii and one in Tokyo both find "their" today at every spot.
import { requestableDates } from '../../../shared/contracts/conditions'
import { buildSpotCondition } from '../../../shared/domain/forecast/conditions'
import type { SpotCondition } from '../../../shared/domain/forecast/conditions'
import { hoursOnLocalDate, rateHourAlone } from '../../../shared/domain/rating/daily-values'
import type { HourRater, HourRating } from '../../../shared/domain/rating/daily-values'
import { addDays, dateWindow, todayIn } from '../../../shared/domain/time/dates'
import { buildForecastDay } from '../../../shared/domain/forecast/forecast'
import type { ForecastDay } from '../../../shared/domain/forecast/forecast'
import { buildHourlyDay } from '../../../shared/domain/forecast/hourly'
import type { HourlyDay } from '../../../shared/domain/forecast/hourly'
import { buildHourlyWind } from '../../../shared/domain/forecast/hourly-wind'
import type { HourlyWind } from '../../../shared/domain/forecast/hourly-wind'
import { buildDailyReport } from '../../../shared/domain/forecast/report'
import type { DailyReport } from '../../../shared/domain/forecast/report'
import type { HourlyConditions, ProvenanceGroups } from '../../../shared/domain/forecast/series'
import { tidesOnDate } from '../../../shared/domain/forecast/tides'
import { compassToDegrees } from '../upstream'
import { daySlicer } from './day-slices'
import { daylightOn } from './daylight'
import type { Daylight } from '../../../shared/domain/time/daylight'
import type { Shore } from '../../../shared/domain/rating/wind'
import { buildSpotDay } from '../../../shared/domain/forecast/spot-day'
import type { SpotDay } from '../../../shared/domain/forecast/spot-day'
import type { RatingResult } from '../../../shared/domain/rating/rate-conditions'
import { shoreOf } from '../../../shared/domain/rating/shore'
import type { BuiltSpot } from './spot-series'
import type { StoredValidation } from './validate-day'
import { validateDay } from './validate-day'

type Common = { spot: number; provenance: ProvenanceGroups; isSample: boolean }

/** The stored condition: the domain's condition with its rating kept as reasons and a summary. */
export type ConditionRow = Common &
  Omit<SpotCondition, 'rating'> & {
    date: string
    windDirectionDegrees: number | null
    ratingReasons: RatingResult['reasons'] & { summary: string }
    hourlyWind: HourlyWind[]
    validation: StoredValidation | null
  }

export type ForecastRow = Common & Omit<ForecastDay, 'alerts'> & { alerts: string | null }

export type ReportRow = Common &
  Omit<DailyReport, 'safetyNotes'> & {
    date: string
    safetyNotes: string | null
  }

/** A spot's hours of one local date (shared/domain/forecast/hourly.ts), stored in surf-hourly. */
export type HourlyRow = Common & HourlyDay

export type SpotRows = {
  conditions: ConditionRow[]
  forecasts: ForecastRow[]
  reports: ReportRow[]
  hourly: HourlyRow[]
}

/** Every local date a row may be asked for, in order. */
export function conditionDates(now: Date): string[] {
  const { first, last } = requestableDates(now)
  const dates: string[] = []
  for (let d = first; d <= last; d = addDays(d, 1)) dates.push(d)
  return dates
}

const daylightAt = (spot: BuiltSpot['spot'], date: string) => daylightOn(date, spot)

/**
 * What one date's rows share: the sliced series, its light, its one spot-day record and its hours'
 * own ratings (the session is chosen from the daylight hours, the hour-by-hour day shows them all).
 */
type DateInput = {
  built: BuiltSpot
  date: string
  daylight: Daylight | null
  record: SpotDay | null
  rater: HourRater
}

/** Each hour of the date rated once, for the session and the hour-by-hour day alike. */
function dateRater(shore: Shore | null): HourRater {
  const rated = new Map<HourlyConditions, HourRating>()
  return (hour) => {
    let r = rated.get(hour)
    if (!r) rated.set(hour, (r = rateHourAlone(hour, shore)))
    return r
  }
}

function dateInput(built: BuiltSpot, date: string, shore: Shore | null): DateInput {
  const daylight = daylightAt(built.spot, date)
  const rater = dateRater(shore)
  const record = buildSpotDay({ series: built.series, dateIso: date, shore, daylight, rater })
  return { built, date, daylight, record, rater }
}

function conditionRow(d: DateInput, shore: Shore | null, now: Date, common: Common) {
  const { built, date, daylight, record } = d
  const { series } = built
  const c = buildSpotCondition({ series, dateIso: date, shore, now, daylight, day: record })
  if (c === null) return null
  const { rating, ...values } = c
  const row: ConditionRow = {
    ...common,
    ...values,
    date,
    windDirectionDegrees: compassToDegrees(values.windDirection),
    ratingReasons: { ...rating.reasons, summary: rating.summary },
    hourlyWind: buildHourlyWind({ series, dateIso: date, shore }),
    validation: validateDay(built, date),
  }
  return row
}

/** The date's hour-by-hour day (its best windows), null without hours. */
function hourlyDay(d: DateInput, shore: Shore | null): HourlyDay | null {
  const { series } = d.built
  if (series.hourly.length === 0) return null
  return buildHourlyDay({ series, dateIso: d.date, shore, daylight: d.daylight, rater: d.rater })
}

function reportRow(
  d: DateInput,
  shore: Shore | null,
  common: Common,
  hourly: HourlyDay | null,
): ReportRow {
  const { built, date, daylight, record } = d
  const { series, spot } = built
  const report = buildDailyReport({
    spot,
    dateIso: date,
    timeZone: spot.timeZone,
    shore,
    daylight,
    day: record?.hours ?? hoursOnLocalDate(series.hourly, date, spot.timeZone),
    tides: tidesOnDate(series.tides, date, spot.timeZone),
    // Best Times is the hour-by-hour forecast's own windows, so the two never differ.
    bestWindows: hourly?.bestWindows ?? [],
    record,
  })
  return { ...common, ...report, date, safetyNotes: report.safetyNotes ?? null }
}

/**
 * All rows of one spot for this run (`day` cuts the spot's series to one local date). Each date's
 * condition, forecast and report are made from one spot-day record, so they cannot disagree; the
 * shore (facing, offshore sector, exposure) is worked out once.
 */
export function buildSpotRows(
  built: BuiltSpot,
  now: Date,
  day: (date: string) => BuiltSpot = daySlicer(built),
): SpotRows {
  const common: Common = {
    spot: built.spot.id,
    provenance: built.series.provenance,
    isSample: built.isSample,
  }
  const rows: SpotRows = { conditions: [], forecasts: [], reports: [], hourly: [] }
  const todayIso = todayIn(built.spot.timeZone, now)
  const shore = shoreOf(built.spot)
  const inputs = new Map<string, DateInput>()
  const inputOf = (date: string): DateInput => {
    let d = inputs.get(date)
    if (!d) inputs.set(date, (d = dateInput(day(date), date, shore)))
    return d
  }
  // One day past the window: the hour after the spot's midnight (until the next refresh) asks
  // for today..+4 of the new day, and the readers pick the window by the spot's today then.
  const hourlyDays = new Map<string, HourlyDay>()
  for (const date of [...dateWindow(todayIso), addDays(todayIso, 5)]) {
    const d = inputOf(date)
    const { series } = d.built
    const forecast = buildForecastDay({
      series,
      dateIso: date,
      todayIso,
      shore,
      daylight: d.daylight,
      now,
      day: d.record,
    })
    if (forecast) rows.forecasts.push({ ...common, ...forecast, alerts: forecast.alerts ?? null })
    const hourly = hourlyDay(d, shore)
    if (hourly === null) continue
    hourlyDays.set(date, hourly)
    rows.hourly.push({ ...common, ...hourly })
  }
  for (const date of conditionDates(now)) {
    const d = inputOf(date)
    const row = conditionRow(d, shore, now, common)
    if (!row) continue
    rows.conditions.push(row)
    rows.reports.push(reportRow(d, shore, common, hourlyDays.get(date) ?? hourlyDay(d, shore)))
  }
  return rows
}
