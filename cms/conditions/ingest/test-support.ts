// Builders for ingestion tests only.
import type { HourlyConditions } from '../../../shared/domain/forecast/series'
import { hoursFrom } from '../../../shared/domain/forecast/test-support'
import type { ForecastHour } from '../upstream'
import { pointKey } from './fetch-open-meteo'
import { toHourTable } from './hour-table'
import type { Entry, IngestSpot, NwsValue, SourceStates } from './types'

export const FETCHED_AT = '2026-11-21T09:55:00.000Z'

/** A US-looking spot facing west (so an east wind is offshore), every NOAA id set. */
export function spotOf(overrides: Partial<IngestSpot> = {}): IngestSpot {
  return {
    id: 1,
    name: 'Test Point',
    location: 'California, USA',
    breakType: 'point',
    skillLevel: 'intermediate',
    latitude: 34.1,
    longitude: -119.1,
    beachFacingDegrees: 270,
    isUS: true,
    timeZone: 'America/Los_Angeles',
    tideStation: '9411340',
    ndbcBuoy: '46053',
    landLatitude: 34.11,
    landLongitude: -119.09,
    ...overrides,
  }
}

/** 72 hours from 2026-11-20 00:00 UTC of waves (4 ft at 12 s from the W) and wind. */
export function marineHours(values: Partial<HourlyConditions> = {}): HourlyConditions[] {
  return hoursFrom('2026-11-20T00:00:00.000Z', 72, {
    waveHeightFt: 4,
    wavePeriodS: 12,
    waveDirectionDeg: 270,
    swellHeightFt: 3.5,
    swellPeriodS: 13,
    swellDirectionDeg: 275,
    waterTempF: 60,
    ...values,
  })
}

/** The same 72 hours of weather: a light east (offshore) wind. */
export function forecastHours(values: Partial<ForecastHour> = {}): ForecastHour[] {
  return hoursFrom('2026-11-20T00:00:00.000Z', 72, {
    windSpeedMph: 5,
    windDirectionDeg: 90,
    airTempF: 68,
    visibilityMiles: 12,
  }).map((h) => ({ ...h, weatherCode: 1, ...values }))
}

const entry = <T>(value: T, stale = false): Entry<T> => ({
  fetchedAt: FETCHED_AT,
  value,
  ...(stale ? { stale: { error: 'HTTP 500', failedAt: '2026-11-21T10:00:00.000Z' } } : {}),
})

/** An NWS water cell's answer over the given hours. */
export function nwsValue(hourly: HourlyConditions[], hasWaves = true): NwsValue {
  return {
    grid: 'LOX/99,70',
    hasWaves,
    updateTime: '2026-11-21T08:30:00+00:00',
    centre: { latitude: 34.0, longitude: -119.1 },
    hourly,
    tried: ['LOX/99,70'],
    resolvedAt: FETCHED_AT,
  }
}

/** Source states holding answers for the given spots (marine from three models, weather). */
export function statesFor(
  spots: IngestSpot[],
  options: {
    buoy?: HourlyConditions[]
    staleMarine?: boolean
    models?: boolean
    nws?: HourlyConditions[]
  } = {},
): SourceStates {
  const empty = { mode: 'live' as const, model: null, requests: 1, failures: new Map() }
  const models = options.models ?? true
  const marine = {
    best_match: toHourTable(marineHours()),
    ...(models
      ? {
          // ECMWF WAM has total waves only.
          ecmwf_wam025: toHourTable(
            marineHours({
              waveHeightFt: 4.2,
              swellHeightFt: null,
              swellPeriodS: null,
              swellDirectionDeg: null,
              waterTempF: null,
            }),
          ),
          ncep_gfswave025: toHourTable(marineHours({ waveHeightFt: 3.9 })),
        }
      : {}),
  }
  return {
    'open-meteo-marine': {
      ...empty,
      source: 'open-meteo-marine',
      entries: new Map(
        spots.map((s) => [pointKey(s), entry({ models: marine }, options.staleMarine)]),
      ),
    },
    'open-meteo-forecast': {
      ...empty,
      source: 'open-meteo-forecast',
      entries: new Map(
        spots.map((s) => [pointKey(s), entry({ hourly: toHourTable(forecastHours()) })]),
      ),
    },
    'noaa-ndbc': {
      ...empty,
      source: 'noaa-ndbc',
      entries: new Map(options.buoy ? [['46053', entry({ hourly: options.buoy })]] : []),
    },
    'noaa-coops': { ...empty, source: 'noaa-coops', entries: new Map() },
    'nws-grid': {
      ...empty,
      source: 'nws-grid',
      entries: new Map(
        options.nws ? spots.map((s) => [pointKey(s), entry(nwsValue(options.nws ?? []))]) : [],
      ),
    },
  }
}
