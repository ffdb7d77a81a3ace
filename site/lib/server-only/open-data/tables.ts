// The CSV exports' columns: a spot card's fields per spot, a forecast day's per day. Units are the
// site's (ft, s, mph, °F) and in the column names, so a spreadsheet needs no documentation.
import type { Forecast, SpotWithCondition } from '../../../../shared/contracts/conditions'
import { toCsv, type Cell } from './csv'

/** The credit the data's terms ask for, first in every export (docs/api.md). */
export const CSV_ATTRIBUTION =
  'Source: Firing (see /developers). Data: NOAA (NWS, NDBC, CO-OPS; public domain) and ' +
  'Open-Meteo.com (CC BY 4.0, https://creativecommons.org/licenses/by/4.0/).'

type Column<T> = readonly [name: string, value: (row: T) => Cell]

const SPOT_COLUMNS: readonly Column<SpotWithCondition>[] = [
  ['spot_id', (s) => s.id],
  ['name', (s) => s.name],
  ['location', (s) => s.location],
  ['latitude', (s) => s.latitude],
  ['longitude', (s) => s.longitude],
  ['date', (s) => s.currentCondition?.date],
  ['rating', (s) => s.currentCondition?.conditionRating],
  ['wave_min_ft', (s) => s.currentCondition?.waveHeightMin],
  ['wave_max_ft', (s) => s.currentCondition?.waveHeightMax],
  ['wave_period_s', (s) => s.currentCondition?.wavePeriod],
  ['swell_direction', (s) => s.currentCondition?.swellDirection],
  ['wind_mph', (s) => s.currentCondition?.windSpeed],
  ['wind_direction', (s) => s.currentCondition?.windDirection],
  ['wind_class', (s) => s.currentCondition?.windClassification],
  ['water_temp_f', (s) => s.currentCondition?.waterTemp],
  ['air_temp_f', (s) => s.currentCondition?.airTemp],
  ['tide_high', (s) => s.currentCondition?.tideHigh],
  ['tide_low', (s) => s.currentCondition?.tideLow],
  ['is_sample', (s) => s.currentCondition?.isSample],
  ['updated_at', (s) => s.currentCondition?.updatedAt],
]

const FORECAST_COLUMNS: readonly Column<Forecast>[] = [
  ['date', (f) => f.forecastDate],
  ['day_offset', (f) => f.dayOffset],
  ['rating', (f) => f.conditionRating],
  ['confidence', (f) => f.confidence],
  ['swell_height', (f) => f.swellHeight],
  ['swell_direction', (f) => f.swellDirection],
  ['swell_period_s', (f) => f.swellPeriod],
  ['wind_mph', (f) => f.windSpeed],
  ['wind_direction', (f) => f.windDirection],
  ['tide', (f) => f.tideInfo],
  ['summary', (f) => f.summary],
  ['alerts', (f) => f.alerts],
  ['is_sample', (f) => f.isSample],
]

function tableOf<T>(columns: readonly Column<T>[], rows: readonly T[]): string {
  return toCsv(
    columns.map(([name]) => name),
    rows.map((row) => columns.map(([, value]) => value(row))),
    { comments: [CSV_ATTRIBUTION] },
  )
}

/** One row per spot: the fields its card shows on a date (empty where it has no condition). */
export const spotsCsv = (spots: readonly SpotWithCondition[]) => tableOf(SPOT_COLUMNS, spots)

/** One row per forecast day of a spot. */
export const forecastsCsv = (days: readonly Forecast[]) => tableOf(FORECAST_COLUMNS, days)

/** A text/csv 200 that downloads as `filename`, cached like the JSON it comes from. */
export function csvResponse(text: string, filename: string): Response {
  return new Response(text, {
    headers: {
      'content-type': 'text/csv; charset=utf-8; header=present',
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': 'public, max-age=60, stale-while-revalidate=60',
    },
  })
}
