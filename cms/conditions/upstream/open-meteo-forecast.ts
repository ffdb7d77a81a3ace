// Open-Meteo Forecast: wind, air temperature and visibility, batched.
import type { HourlyConditions } from '../../../shared/domain/forecast/series'
import type { UpstreamConfig } from './config'
import { readUpstreamConfig } from './config'
import { blankHour } from './hourly'
import type { UpstreamResult } from './http'
import type { Columns, FieldSpec, LatLon, OpenMeteoPoint } from './open-meteo-common'
import { fetchOpenMeteo } from './open-meteo-common'

export type ForecastOptions = {
  points: LatLon[]
  /** e.g. ['gfs_seamless', 'icon_seamless'] for the international wind cross-check. */
  models?: string[]
  forecastDays?: number
  pastDays?: number
  timezone?: string
  config?: UpstreamConfig
}

/** An hour of weather; `weatherCode` is the WMO code for icons and report text. */
export type ForecastHour = HourlyConditions & { weatherCode: number | null }

export type ForecastPoint = OpenMeteoPoint<ForecastHour>

const FIELDS = {
  temperature: { key: 'temperature_2m', dimension: 'temperature' },
  windSpeed: { key: 'wind_speed_10m', dimension: 'speed' },
  windDirection: { key: 'wind_direction_10m', dimension: 'direction' },
  windGusts: { key: 'wind_gusts_10m', dimension: 'speed' },
  // Always metres, even with imperial units requested (seen in the unit strings).
  visibility: { key: 'visibility', dimension: 'visibility' },
  weatherCode: { key: 'weather_code', dimension: 'code' },
} satisfies Record<string, FieldSpec>

type Field = keyof typeof FIELDS

/** Fetches hourly wind, temperature and visibility for many points in one request. */
export function fetchForecast(options: ForecastOptions): Promise<UpstreamResult<ForecastPoint[]>> {
  const params: Record<string, string> = {
    hourly: Object.values(FIELDS)
      .map((f) => f.key)
      .join(','),
    wind_speed_unit: 'mph',
    temperature_unit: 'fahrenheit',
    timezone: options.timezone ?? 'auto',
    forecast_days: String(options.forecastDays ?? 5),
  }
  if (options.pastDays) params.past_days = String(options.pastDays)
  return fetchOpenMeteo({
    source: 'open-meteo-forecast',
    path: '/v1/forecast',
    points: options.points,
    models: options.models,
    params,
    fields: FIELDS,
    toHour: toForecastHour,
    config: options.config ?? readUpstreamConfig(),
  })
}

function toForecastHour(time: string, c: Columns<Field>, i: number): ForecastHour {
  return {
    ...blankHour(time),
    windSpeedMph: c.windSpeed[i] ?? null,
    windGustMph: c.windGusts[i] ?? null,
    windDirectionDeg: c.windDirection[i] ?? null,
    airTempF: c.temperature[i] ?? null,
    visibilityMiles: c.visibility[i] ?? null,
    weatherCode: c.weatherCode[i] ?? null,
  }
}
