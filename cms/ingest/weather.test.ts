import { describe, expect, it } from 'vitest'
import { daySlicer } from './day-slices'
import { buildSpot } from './spot-series'
import { spotOf, statesFor } from './test-support'
import { buildWeatherRows, describeWeatherCode, median } from './weather'

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
})
