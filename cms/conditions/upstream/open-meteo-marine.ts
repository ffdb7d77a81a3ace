// Open-Meteo Marine: total waves, primary and secondary swell, wind waves
// (chop), sea temperature and sea level for every spot in one batched request.
import type { HourlyConditions } from '../../../shared/domain/forecast/series'
import type { UpstreamConfig } from './config'
import { readUpstreamConfig } from './config'
import { blankHour } from './hourly'
import type { UpstreamResult } from './http'
import type { Columns, FieldSpec, LatLon, OpenMeteoPoint } from './open-meteo-common'
import { fetchOpenMeteo } from './open-meteo-common'

export type MarineOptions = {
  points: LatLon[]
  /** e.g. ['ecmwf_wam025', 'ncep_gfswave025'] for the international cross-check. */
  models?: string[]
  forecastDays?: number
  pastDays?: number
  /** 'auto' = the point's own zone; the answer says which one it used. */
  timezone?: string
  /** '' (Open-Meteo's default "prefer sea") or 'nearest'. */
  cellSelection?: 'sea' | 'nearest'
  config?: UpstreamConfig
}

export type MarinePoint = OpenMeteoPoint<HourlyConditions>

const FIELDS = {
  waveHeight: { key: 'wave_height', dimension: 'length' },
  waveDirection: { key: 'wave_direction', dimension: 'direction' },
  wavePeriod: { key: 'wave_period', dimension: 'period' },
  wavePeakPeriod: { key: 'wave_peak_period', dimension: 'period' },
  swellHeight: { key: 'swell_wave_height', dimension: 'length' },
  swellDirection: { key: 'swell_wave_direction', dimension: 'direction' },
  swellPeriod: { key: 'swell_wave_period', dimension: 'period' },
  swellPeakPeriod: { key: 'swell_wave_peak_period', dimension: 'period' },
  secondarySwellHeight: { key: 'secondary_swell_wave_height', dimension: 'length' },
  secondarySwellDirection: { key: 'secondary_swell_wave_direction', dimension: 'direction' },
  // No secondary peak period exists in the API: the mean period it is.
  secondarySwellPeriod: { key: 'secondary_swell_wave_period', dimension: 'period' },
  windWaveHeight: { key: 'wind_wave_height', dimension: 'length' },
  windWaveDirection: { key: 'wind_wave_direction', dimension: 'direction' },
  windWavePeriod: { key: 'wind_wave_period', dimension: 'period' },
  windWavePeakPeriod: { key: 'wind_wave_peak_period', dimension: 'period' },
  seaSurfaceTemperature: { key: 'sea_surface_temperature', dimension: 'temperature' },
  seaLevel: { key: 'sea_level_height_msl', dimension: 'length' },
} satisfies Record<string, FieldSpec>

type Field = keyof typeof FIELDS

/** Fetches hourly marine conditions for many points in one request, normalised per point and model. */
export function fetchMarine(options: MarineOptions): Promise<UpstreamResult<MarinePoint[]>> {
  const params: Record<string, string> = {
    hourly: Object.values(FIELDS)
      .map((f) => f.key)
      .join(','),
    timezone: options.timezone ?? 'auto',
    forecast_days: String(options.forecastDays ?? 5),
    // Metres on purpose: we convert using the unit string in hourly_units, never by assumption.
    length_unit: 'metric',
  }
  if (options.pastDays) params.past_days = String(options.pastDays)
  if (options.cellSelection) params.cell_selection = options.cellSelection
  return fetchOpenMeteo({
    source: 'open-meteo-marine',
    path: '/v1/marine',
    points: options.points,
    models: options.models,
    params,
    fields: FIELDS,
    toHour: toMarineHour,
    config: options.config ?? readUpstreamConfig(),
  })
}

// Period: the peak period where the model has one (what a buoy's DPD and surfers mean by
// "period"), else the mean period. ECMWF WAM and Météo-France lack some peak periods.
function toMarineHour(time: string, c: Columns<Field>, i: number): HourlyConditions {
  return {
    ...blankHour(time),
    waveHeightFt: c.waveHeight[i] ?? null,
    wavePeriodS: c.wavePeakPeriod[i] ?? c.wavePeriod[i] ?? null,
    waveDirectionDeg: c.waveDirection[i] ?? null,
    swellHeightFt: c.swellHeight[i] ?? null,
    swellPeriodS: c.swellPeakPeriod[i] ?? c.swellPeriod[i] ?? null,
    swellDirectionDeg: c.swellDirection[i] ?? null,
    secondarySwellHeightFt: c.secondarySwellHeight[i] ?? null,
    secondarySwellPeriodS: c.secondarySwellPeriod[i] ?? null,
    secondarySwellDirectionDeg: c.secondarySwellDirection[i] ?? null,
    windWaveHeightFt: c.windWaveHeight[i] ?? null,
    windWavePeriodS: c.windWavePeakPeriod[i] ?? c.windWavePeriod[i] ?? null,
    windWaveDirectionDeg: c.windWaveDirection[i] ?? null,
    waterTempF: c.seaSurfaceTemperature[i] ?? null,
    seaLevelFt: c.seaLevel[i] ?? null,
  }
}
