import { describe, expect, it } from 'vitest'
import { daySlicer } from './day-slices'
import { buildSpot } from './spot-series'
import { pointKey } from './fetch-open-meteo'
import { forecastRows, toHourTable } from './hour-table'
import { spotOf, statesFor } from './test-support'
import {
  buildWeatherRows,
  describeWeatherCode,
  median,
  mergeWeatherParts,
  weatherPart,
  weatherRowsOf,
} from './weather'

describe('median', () => {
  it.each([
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
    [[null, 5], 5],
    [[], null],
  ])('should give the median of %j as %s', (values, expected) => {
    expect(median(values)).toBe(expected)
  })
})

describe('describeWeatherCode', () => {
  it.each([
    [0, 'Clear sky'],
    [2, 'Partly cloudy'],
    [45, 'Fog'],
    [63, 'Rain'],
    [81, 'Rain showers'],
    [95, 'Thunderstorms'],
    [null, 'Unknown'],
  ])('should call WMO code %s "%s"', (code, text) => {
    expect(describeWeatherCode(code)).toBe(text)
  })
})

const SYDNEY = { isUS: false, latitude: -33.9, longitude: 151.3, timeZone: 'Australia/Sydney' }

/** The spots built from the test states, as a run builds them. */
function built(spots: ReturnType<typeof spotOf>[]) {
  const states = statesFor(spots)
  return spots.map((s) => buildSpot(s, states, 'live'))
}

describe('buildWeatherRows', () => {
  it('should give one row per date with data: the typical weather across the spots', () => {
    const spots = [
      spotOf({ id: 1, isUS: false }),
      spotOf({
        id: 2,
        isUS: false,
        latitude: -33.9,
        longitude: 151.3,
        timeZone: 'Australia/Sydney',
      }),
    ]
    const states = statesFor(spots)
    const built = spots.map((s) => buildSpot(s, states, 'live'))
    const rows = buildWeatherRows(built, built.map(daySlicer), ['2026-11-20', '2026-12-31'])
    expect(rows).toEqual([
      {
        date: '2026-11-20',
        temperature: 68,
        windSpeed: 5,
        windDirection: 'E',
        visibility: 'crystal clear (10+ mi)',
        uvIndex: null,
        description: 'Mainly clear',
        provenance: {
          waves: null,
          wind: expect.objectContaining({ provider: 'open-meteo', gridDistanceKm: null }),
          tide: null,
          waterTemp: null,
        },
        isSample: false,
      },
    ])
  })

  it("should average the spot's real daylight (first to last light), not 06:00-18:00", () => {
    // Oslo in late November: first light ~07:45, last light ~16:20 local (UTC+1).
    const oslo = spotOf({ isUS: false, latitude: 59.9, longitude: 10.7, timeZone: 'Europe/Oslo' })
    const states = statesFor([oslo])
    const forecast = states['open-meteo-forecast'].entries.get(pointKey(oslo))
    const dark = ['05', '06', '16'].map((h) => `2026-11-21T${h}:00:00.000Z`) // 06, 07, 17 local
    if (forecast)
      forecast.value.hourly = toHourTable(
        forecastRows(forecast.value.hourly).map((h) =>
          dark.includes(h.time) ? { ...h, windSpeedMph: 40 } : h,
        ),
      )
    const built = buildSpot(oslo, states, 'live')
    const [row] = buildWeatherRows([built], [daySlicer(built)], ['2026-11-21'])
    expect(row?.windSpeed).toBe(5)
  })
})

describe('weatherRowsOf (a refresh in batches)', () => {
  it('should give the same rows from one part per batch, through JSON, as from all spots at once', () => {
    const hawaii = { isUS: false, latitude: 20.1, longitude: -155.9, timeZone: 'Pacific/Honolulu' }
    const spots = built([
      spotOf({ id: 1, isUS: false }),
      spotOf({ id: 2, ...hawaii }),
      spotOf({ id: 3, ...SYDNEY }),
    ])
    const days = spots.map(daySlicer)
    const dates = ['2026-11-20', '2026-11-21']
    const whole = buildWeatherRows(spots, days, dates)
    // Batches of 2 and 1 spots, each part stored as JSON on its batch row and read back.
    const parts = [
      weatherPart(spots.slice(0, 2), days.slice(0, 2), dates),
      weatherPart(spots.slice(2), days.slice(2), dates),
    ].map((part) => JSON.parse(JSON.stringify(part)) as typeof part)
    expect(whole.length).toBeGreaterThan(0)
    expect(weatherRowsOf(parts, dates)).toEqual(whole)
  })

  it('should give the same part from one part per spot, merged, as from the spots at once', () => {
    const spots = built([spotOf({ id: 1, isUS: false }), spotOf({ id: 2, ...SYDNEY })])
    const days = spots.map(daySlicer)
    const dates = ['2026-11-20', '2026-11-21']
    const perSpot = spots.map((spot, i) => weatherPart([spot], [days[i]!], dates))
    expect(mergeWeatherParts(perSpot)).toEqual(weatherPart(spots, days, dates))
  })
})
