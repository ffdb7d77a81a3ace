// The rows one ingestion run adds to the accuracy record (pure): each spot's forecast days 0–4 for
// the archive, and its observed (buoy) and model-analysis hours up to the run's time.
import { parseSurfRange } from '../../../shared/domain/forecast/accuracy'
import { addDays, todayIn } from '../../../shared/domain/time/dates'
import type { Rating } from '../../../shared/domain/rating/ratings'
import type { HourlyConditions } from '../../../shared/domain/forecast/series'
import type { WindClass } from '../../../shared/domain/rating/wind'
import { localDateOf } from '../../../shared/domain/time/zoned'
import { groupByLocalDate } from '../ingest/day-slices'
import type { ForecastRow } from '../ingest/rows'
import type { IngestMode, IngestSpot, SourceStates } from '../ingest/types'
import { buoyHoursOf, dayMean, forecastHoursOf, isDayHour, modelHoursOf } from './hours'

export type ArchiveRow = {
  spot: number
  issueDate: string
  issuedAt: string
  forecastDate: string
  leadDay: number
  heightFt: number | null
  surfMinFt: number | null
  surfMaxFt: number | null
  periodS: number | null
  windSpeedMph: number | null
  confidence: number
  windClass: WindClass | null
  rating: Rating | null
  source: string | null
  isSample: boolean
}

export type ObservationKind = 'buoy' | 'analysis'

export type ObservationRow = {
  spot: number
  kind: ObservationKind
  time: string
  date: string
  isDaylight: boolean
  waveHeightFt: number | null
  periodS: number | null
  directionDeg: number | null
  swellHeightFt: number | null
  windWaveHeightFt: number | null
  waterTempF: number | null
  windSpeedMph: number | null
  windDirectionDeg: number | null
  source: string
  isSample: boolean
}

export type AccuracyRows = { archive: ArchiveRow[]; observations: ObservationRow[] }

/** Analysis hours older than this are left alone: Open-Meteo is asked for one past day. */
const ANALYSIS_HOURS = 24
const HOUR_MS = 3_600_000

function archiveRow(spot: IngestSpot, f: ForecastRow, hours: HourlyConditions[], issuedAt: Date) {
  const range = parseSurfRange(f.swellHeight)
  const waves = f.provenance.waves
  const row: ArchiveRow = {
    spot: spot.id,
    issueDate: addDays(f.forecastDate, -f.dayOffset),
    issuedAt: issuedAt.toISOString(),
    forecastDate: f.forecastDate,
    leadDay: f.dayOffset,
    heightFt: dayMean(hours, f.forecastDate, spot.timeZone, 'waveHeightFt'),
    surfMinFt: range.min,
    surfMaxFt: range.max,
    periodS: f.swellPeriod,
    windSpeedMph: f.windSpeed,
    confidence: f.confidence,
    windClass: f.ratingInputs.windClassification,
    rating: f.conditionRating,
    source: waves ? [waves.provider, waves.model].filter(Boolean).join(' ') : null,
    isSample: f.isSample,
  }
  return row
}

function observationRow(
  spot: IngestSpot,
  h: HourlyConditions,
  kind: ObservationKind,
  meta: { source: string; isSample: boolean },
): ObservationRow {
  return {
    spot: spot.id,
    kind,
    time: new Date(Date.parse(h.time)).toISOString(),
    date: localDateOf(h.time, spot.timeZone),
    isDaylight: isDayHour(h.time, spot.timeZone),
    waveHeightFt: h.waveHeightFt,
    periodS: h.wavePeriodS,
    directionDeg: h.waveDirectionDeg,
    swellHeightFt: h.swellHeightFt,
    windWaveHeightFt: h.windWaveHeightFt,
    waterTempF: h.waterTempF,
    windSpeedMph: h.windSpeedMph,
    windDirectionDeg: h.windDirectionDeg,
    ...meta,
  }
}

/** One spot's archive and observation rows for a run at `now`. */
export function spotAccuracyRows(input: {
  spot: IngestSpot
  states: SourceStates
  forecasts: readonly ForecastRow[]
  now: Date
  mode: IngestMode
  /** The spot's modelHoursOf, when the run merged them already (a refresh batch's buildSpot). */
  modelHours?: HourlyConditions[]
}): AccuracyRows {
  const { spot, states, now } = input
  const isSample = input.mode === 'sample'
  const model = input.modelHours ?? modelHoursOf(spot, states)
  // Each forecast day's mean reads only that local date's hours: grouped once.
  const byDate = groupByLocalDate(forecastHoursOf(spot, states, model), spot.timeZone)
  const today = todayIn(spot.timeZone, now)
  const archive = input.forecasts
    .filter((f) => f.spot === spot.id && f.dayOffset <= 4 && f.forecastDate >= today)
    .map((f) => archiveRow(spot, f, byDate.get(f.forecastDate) ?? [], now))
  const past = (h: HourlyConditions, from: number) => {
    const t = Date.parse(h.time)
    return t <= now.getTime() && t > from && h.waveHeightFt !== null
  }
  const since = now.getTime() - ANALYSIS_HOURS * HOUR_MS
  // Open-Meteo's past hours only (past_days): the NWS forecast of an hour gone is no analysis.
  const analysis = model
    .filter((h) => past(h, since))
    .map((h) =>
      observationRow(spot, h, 'analysis', { source: 'Open-Meteo model analysis', isSample }),
    )
  const buoy = buoyHoursOf(spot, states)
    .filter((h) => past(h, 0))
    .map((h) =>
      observationRow(spot, h, 'buoy', { source: `NOAA NDBC buoy ${spot.ndbcBuoy}`, isSample }),
    )
  return { archive, observations: [...buoy, ...analysis] }
}
