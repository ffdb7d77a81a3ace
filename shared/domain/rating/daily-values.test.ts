import { describe, expect, it } from 'vitest'
import { breakingHeightFt } from './surf-height'
import { shoreFacing } from './wind'
import {
  daytimeHours,
  hoursOnLocalDate,
  maxOf,
  mean,
  ratingInputFor,
  summariseHours,
} from './daily-values'
import { hourAt, hoursFrom } from '../forecast/test-support'

const NY = 'America/New_York'

describe('mean and maxOf', () => {
  it.each([
    [[1, 2, 3], 2, 3],
    [[1, null, 3, undefined], 2, 3],
    [[null, null], null, null],
    [[], null, null],
  ])('should give %j a mean of %j and a max of %j', (values, m, max) => {
    expect(mean(values)).toBe(m)
    expect(maxOf(values)).toBe(max)
  })
})

describe('hours of a local day', () => {
  // 48 hours from 2026-11-21 00:00 UTC = 2026-11-20 19:00 in New York.
  const hourly = hoursFrom('2026-11-21T00:00:00.000Z', 48)

  it.each([
    ['2026-11-20', 5],
    ['2026-11-21', 24],
    ['2026-11-22', 19],
    ['2026-11-23', 0],
  ])('should find on %s in New York %d hours', (date, count) => {
    expect(hoursOnLocalDate(hourly, date, NY)).toHaveLength(count)
  })

  it('should keep 6:00 through 18:00 local as daytime', () => {
    const day = daytimeHours(hoursOnLocalDate(hourly, '2026-11-21', NY), NY)
    expect(day).toHaveLength(13)
    expect(day[0]?.time).toBe('2026-11-21T11:00:00.000Z')
    expect(day.at(-1)?.time).toBe('2026-11-21T23:00:00.000Z')
  })

  it('should fall back to all hours when none are daytime', () => {
    const night = hoursOnLocalDate(hourly, '2026-11-20', NY)
    expect(daytimeHours(night, NY)).toHaveLength(5)
  })
})

describe('summariseHours', () => {
  it('should average values, circularly for directions, and prefer swell period and direction', () => {
    const summary = summariseHours([
      hourAt('2026-11-21T12:00:00.000Z', {
        waveHeightFt: 2,
        swellPeriodS: 12,
        wavePeriodS: 6,
        swellDirectionDeg: 350,
        windDirectionDeg: 340,
        windSpeedMph: 4,
        windGustMph: 10,
      }),
      hourAt('2026-11-21T13:00:00.000Z', {
        swellHeightFt: 4,
        wavePeriodS: 8,
        waveDirectionDeg: 10,
        windDirectionDeg: 20,
        windSpeedMph: null,
        windGustMph: 20,
      }),
    ])
    expect(summary).toMatchObject({
      hours: 2,
      waveHeightFt: 3,
      maxWaveHeightFt: 4,
      wavePeriodS: 10,
      windSpeedMph: 4,
      windGustMph: 15,
      maxWindGustMph: 20,
      waterTempF: null,
    })
    expect(summary.swellDirectionDeg).toBeCloseTo(0, 6)
    expect(summary.windDirectionDeg).toBeCloseTo(0, 6)
  })

  it('should summarise one hour as the accumulators would', () => {
    const hour = hourAt('2026-11-21T12:00:00.000Z', {
      waveHeightFt: -0,
      swellHeightFt: 3,
      swellPeriodS: 12,
      swellDirectionDeg: 350,
      secondarySwellHeightFt: 1.5,
      windWaveDirectionDeg: Number.NaN,
      windSpeedMph: 4,
      windGustMph: 10,
      windDirectionDeg: 20,
      waterTempF: 61,
    })
    // The same hour twice takes the accumulators: each mean is the value doubled and halved.
    const one = summariseHours([hour])
    expect({ ...one, hours: 2 }).toEqual(summariseHours([hour, hour]))
    expect(Object.is(one.waveHeightFt, 0)).toBe(true) // a sum from 0: -0 reads 0
    expect(one.waves.windWaveDirectionDeg).toBeNull()
    expect(summariseHours([hour])).toEqual(one) // its bearings' means now remembered
  })
})

describe('ratingInputFor', () => {
  it.each([
    [270, 100, 'offshore'],
    [100, 100, 'onshore'],
    [null, 100, null],
    [270, null, null],
  ])('should class wind from %j at a beach facing %j as %j', (windDir, facing, windClass) => {
    const summary = summariseHours([
      hourAt('2026-11-21T12:00:00.000Z', {
        waveHeightFt: 5,
        swellPeriodS: 12,
        windSpeedMph: 6,
        windDirectionDeg: windDir,
      }),
    ])
    expect(ratingInputFor(summary, facing === null ? null : shoreFacing(facing))).toEqual({
      waveHeightFt: breakingHeightFt(5, 12),
      wavePeriodS: 12,
      windSpeedMph: 6,
      windClass,
      component: 'combined',
      swellFt: 5,
      chopFt: null,
      // No wave direction and no exposure: fully exposed, as before exposures were stored.
      chopOutToSea: false,
      exposure: null,
      reaches: true,
      notReaching: [],
      spotName: null,
      worksFromFt: null,
    })
  })
})
