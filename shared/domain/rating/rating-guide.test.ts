// The boundary table for the Wave Categories Guide: every row is one case a surfer can
// check by hand. Part 1 rates hourly wave trains end to end (component choice, chop, rounding,
// missing data); part 2 walks each rule's edges on unrounded inputs; part 3 the wind classes.
import { describe, expect, it } from 'vitest'
import { ratingInputFor, summariseHours } from './daily-values'
import { surfRangeFromSignificantHeight } from '../units/display-scales'
import { rateConditions } from './rate-conditions'
import type { RatingInput } from './rating-checks'
import type { HourlyConditions } from '../forecast/series'
import { breakingHeightFt } from './surf-height'
import type { RatedComponent } from './surf-height'
import { hourAt } from '../forecast/test-support'
import { classifyShoreWind, classifyWindAt, shoreFacing } from './wind'
import type { Shore, WindClass } from './wind'

const M = 1 / 0.3048
// A beach facing west: wind from 90° is offshore, from 270° onshore, from 0° cross-shore.
const WEST = shoreFacing(270)
const OFF = { windSpeedMph: 5, windDirectionDeg: 90 }

function rateHour(values: Partial<HourlyConditions>, shore: Shore | null = WEST) {
  const input = ratingInputFor(summariseHours([hourAt('2026-11-21T12:00:00.000Z', values)]), shore)
  return { input, rating: rateConditions(input).rating }
}

/** The same share of swell from every direction. */
const uniform = (share: number): number[] => Array.from({ length: 36 }, () => share)
/** A shore whose exposure makes h ft at t s (from the sea, SEA) break at exactly target ft. */
const breakingAt = (target: number, h: number, t: number): Shore => ({
  ...WEST,
  exposure: uniform(target / breakingHeightFt(h, t)),
})
/** Offshore wind with the swell coming from the open sea (west). */
const SEA = { ...OFF, swellDirectionDeg: 270 }

describe('rating guide table, part 1: wave trains end to end', () => {
  it.each<[string, Partial<HourlyConditions>, Shore | null, string | null, RatedComponent | null]>([
    // The two examples: chop is not surf, and chop over the swell is Not Working.
    [
      'issue: 0.95 m of 5 s chop over 0.2 m of 14 s swell, offshore 5 mph',
      {
        waveHeightFt: 3.2,
        wavePeriodS: 5,
        swellHeightFt: 0.2 * M,
        swellPeriodS: 14,
        windWaveHeightFt: 0.95 * M,
        windWavePeriodS: 5,
        ...OFF,
      },
      WEST,
      'not working',
      'primary-swell',
    ],
    [
      'issue: 5 ft of 6 s chop over 1 ft of 13 s swell, offshore 5 mph',
      {
        waveHeightFt: 5.1,
        swellHeightFt: 1,
        swellPeriodS: 13,
        windWaveHeightFt: 5,
        windWavePeriodS: 6,
        ...OFF,
      },
      WEST,
      'not working',
      'primary-swell',
    ],
    [
      '0.2 m of 14 s swell alone breaks at 1.6 ft: FIRING',
      { swellHeightFt: 0.2 * M, swellPeriodS: 14, windWaveHeightFt: 0, ...OFF },
      WEST,
      'firing',
      'primary-swell',
    ],
    [
      '1 ft of 13 s swell (breaks at 2.2 ft) under 0.8 ft of chop (under 1 ft): FIRING, smooth',
      { swellHeightFt: 1, swellPeriodS: 13, windWaveHeightFt: 0.8, windWavePeriodS: 4, ...OFF },
      WEST,
      'firing',
      'primary-swell',
    ],
    [
      '3 ft at 12 s with 1.5 ft chop (half the swell): textured, no EPIC or FIRING',
      { swellHeightFt: 3, swellPeriodS: 12, windWaveHeightFt: 1.5, windWavePeriodS: 4, ...OFF },
      WEST,
      'good',
      'primary-swell',
    ],
    [
      '3 ft at 12 s with 1.4 ft chop (under half): smooth, EPIC',
      { swellHeightFt: 3, swellPeriodS: 12, windWaveHeightFt: 1.4, windWavePeriodS: 4, ...OFF },
      WEST,
      'epic',
      'primary-swell',
    ],
    [
      '3 ft at 12 s with 3 ft chop: as high as the swell, textured but not over it',
      { swellHeightFt: 3, swellPeriodS: 12, windWaveHeightFt: 3, windWavePeriodS: 5, ...OFF },
      WEST,
      'good',
      'primary-swell',
    ],
    [
      '3 ft at 12 s with 3.1 ft chop: chop over the swell',
      { swellHeightFt: 3, swellPeriodS: 12, windWaveHeightFt: 3.1, windWavePeriodS: 5, ...OFF },
      WEST,
      'not working',
      'primary-swell',
    ],
    [
      'short primary (2 ft at 7 s), long secondary (1.5 ft at 14 s): the secondary is rated',
      {
        swellHeightFt: 2,
        swellPeriodS: 7,
        secondarySwellHeightFt: 1.5,
        secondarySwellPeriodS: 14,
        windWaveHeightFt: 0,
        ...OFF,
      },
      WEST,
      'firing',
      'secondary-swell',
    ],
    [
      'two swells that rate alike: the bigger one is rated',
      {
        swellHeightFt: 2,
        swellPeriodS: 11,
        secondarySwellHeightFt: 2.5,
        secondarySwellPeriodS: 11,
        windWaveHeightFt: 0,
        windSpeedMph: 12,
        windDirectionDeg: 0,
      },
      WEST,
      'good',
      'secondary-swell',
    ],
    [
      'no swell at all, 4 ft of 6 s wind waves: rated as chop, NOT WORKING',
      { swellHeightFt: 0, windWaveHeightFt: 4, windWavePeriodS: 6, ...OFF },
      WEST,
      'not working',
      'wind-wave',
    ],
    [
      'flat: no swell, no chop',
      { swellHeightFt: 0, swellPeriodS: 10, windWaveHeightFt: 0, ...OFF },
      WEST,
      'not working',
      'primary-swell',
    ],
    [
      'no components (a buoy: WVHT + DPD; 3 ft at 11 s breaks at 4.9 ft): combined',
      { waveHeightFt: 3, wavePeriodS: 11, ...OFF },
      WEST,
      'good',
      'combined',
    ],
    [
      'combined prefers the peak (swell) period to the mean period',
      { waveHeightFt: 2, wavePeriodS: 7, swellPeriodS: 12, ...OFF },
      WEST,
      'firing',
      'combined',
    ],
    // Rounding: the rated height is unrounded (display ranges round, the rating does not).
    [
      'breaks at 0.42 ft',
      { swellHeightFt: 1, swellPeriodS: 10, ...SEA },
      breakingAt(0.42, 1, 10),
      'not working',
      'primary-swell',
    ],
    [
      'breaks at 0.99 ft',
      { swellHeightFt: 1, swellPeriodS: 10, ...SEA },
      breakingAt(0.99, 1, 10),
      'not working',
      'primary-swell',
    ],
    [
      'breaks at 1.0001 ft',
      { swellHeightFt: 1, swellPeriodS: 10, ...SEA },
      breakingAt(1.0001, 1, 10),
      'rideable',
      'primary-swell',
    ],
    [
      'breaks at 1.25 ft',
      { swellHeightFt: 1, swellPeriodS: 10, ...SEA },
      breakingAt(1.25, 1, 10),
      'rideable',
      'primary-swell',
    ],
    [
      'breaks at 1.5 ft',
      { swellHeightFt: 1, swellPeriodS: 10, ...SEA },
      breakingAt(1.5, 1, 10),
      'firing',
      'primary-swell',
    ],
    [
      'breaks at 3.75 ft at 12 s',
      { swellHeightFt: 2, swellPeriodS: 12, ...SEA },
      breakingAt(3.75, 2, 12),
      'firing',
      'primary-swell',
    ],
    [
      'breaks at 4 ft at 12 s',
      { swellHeightFt: 2, swellPeriodS: 12, ...SEA },
      breakingAt(4, 2, 12),
      'epic',
      'primary-swell',
    ],
    [
      'exposure 0.5 halves a 3.7 ft break',
      { swellHeightFt: 2, swellPeriodS: 12, ...SEA },
      { ...WEST, exposure: uniform(0.5) },
      'firing',
      'primary-swell',
    ],
    // Missing data is unknown, never flat.
    ['swell without wind', { swellHeightFt: 3, swellPeriodS: 12 }, WEST, null, 'primary-swell'],
    ['swell without a period', { swellHeightFt: 3, ...OFF }, WEST, null, 'primary-swell'],
    ['total height without a period', { waveHeightFt: 3, ...OFF }, WEST, null, 'combined'],
    ['nothing at all', {}, WEST, null, null],
    ['wind only', { ...OFF }, WEST, null, null],
    [
      'waves and wind but no shore: direction unknown, no offshore tier',
      { waveHeightFt: 3, wavePeriodS: 12, ...OFF },
      null,
      'good',
      'combined',
    ],
  ])('%s → %j (%j)', (_name, values, shore, rating, component) => {
    const { input, rating: rated } = rateHour(values, shore)
    expect(rated).toBe(rating)
    expect(input.component).toBe(component)
  })

  it.each([
    [0.42, '0-0.5'],
    [0.99, '0.5-1'],
    [1.25, '1-1.5'],
    [3.75, '2.5-4'],
  ])('should show %d ft as %s ft and rate it unrounded', (ft, shown) => {
    const { min, max } = surfRangeFromSignificantHeight(ft)
    expect(`${min}-${max}`).toBe(shown)
    expect(max).toBeGreaterThanOrEqual(ft - 0.25)
  })
})

type Edge = [ft: number, cls: WindClass | null, mph: number, s: number]

const input = ([ft, windClass, mph, s]: Edge): RatingInput => ({
  waveHeightFt: ft,
  wavePeriodS: s,
  windSpeedMph: mph,
  windClass,
  component: 'primary-swell',
  swellFt: null,
  chopFt: null,
})

describe('rating guide table, part 2: each tier edge on unrounded values', () => {
  it.each<[string, Edge, string]>([
    ['epic (a) floor', [4, 'offshore', 10, 12], 'epic'],
    ['epic (a) 3.99 ft', [3.99, 'offshore', 8, 12], 'firing'],
    ['epic (a) 10.1 mph', [6, 'offshore', 10.1, 12], 'good'],
    ['epic (a) 11.9 s', [6, 'offshore', 10, 11.9], 'good'],
    ['epic (a) cross-shore', [6, 'cross-shore', 5, 14], 'good'],
    ['epic (a) unknown direction', [6, null, 5, 14], 'good'],
    ['epic (b) floor cross-shore', [12, 'cross-shore', 15, 12], 'epic'],
    ['epic (b) 11.9 ft', [11.9, 'cross-shore', 15, 12], 'good'],
    ['epic (b) 15.1 mph', [12, 'cross-shore', 15.1, 12], 'rideable'],
    ['epic (b) onshore light', [12, 'onshore', 5, 12], 'good'],
    ['epic (b) onshore glassy', [12, 'onshore', 2, 12], 'epic'],
    ['epic (b) unknown direction glassy', [12, null, 2, 12], 'epic'],
    ['firing floor', [1.5, 'offshore', 8, 10], 'firing'],
    ['firing 1.49 ft', [1.49, 'offshore', 8, 10], 'rideable'],
    ['firing 4 ft at 11 s', [4, 'offshore', 8, 11], 'firing'],
    ['firing 4.01 ft at 11 s', [4.01, 'offshore', 8, 11], 'good'],
    ['firing 8.1 mph', [3, 'offshore', 8.1, 10], 'good'],
    ['firing 9.9 s', [3, 'offshore', 8, 9.9], 'rideable'],
    ['firing cross-shore', [3, 'cross-shore', 5, 12], 'good'],
    ['good floor', [2, 'cross-shore', 15, 10], 'good'],
    ['good 1.99 ft', [1.99, 'cross-shore', 15, 10], 'rideable'],
    ['good 15.1 mph', [3, 'cross-shore', 15.1, 10], 'rideable'],
    ['good 9.99 s', [3, 'cross-shore', 10, 9.99], 'rideable'],
    ['good onshore light', [3, 'onshore', 10, 10], 'good'],
    ['rideable floor', [1, 'cross-shore', 20, 8], 'rideable'],
    ['rideable 0.99 ft', [0.99, 'offshore', 5, 14], 'not working'],
    ['rideable 20.1 mph', [3, 'offshore', 20.1, 12], 'not working'],
    ['rideable 7.99 s', [3, 'offshore', 5, 7.99], 'not working'],
    ['onshore 10 mph is not chop', [3, 'onshore', 10, 12], 'good'],
    ['onshore 10.1 mph is chop', [3, 'onshore', 10.1, 12], 'not working'],
    ['cross-shore 14 mph is not chop', [3, 'cross-shore', 14, 12], 'good'],
    ['unknown direction 14 mph is not chop', [3, null, 14, 12], 'good'],
  ])('%s: %j → %s', (_name, edge, rating) => {
    expect(rateConditions(input(edge)).rating).toBe(rating)
  })

  it.each<[string, number, number, string]>([
    ['chop 0.99 ft never textures', 0.99, 1, 'firing'],
    ['chop 1 ft on a 2 ft swell textures', 1, 2, 'good'],
    ['chop 1 ft on a 2.1 ft swell is smooth', 1, 2.1, 'firing'],
    ['chop 2.1 ft on a 2 ft swell is over it', 2.1, 2, 'not working'],
  ])('%s', (_name, chopFt, swellFt, rating) => {
    const rated = rateConditions({ ...input([3, 'offshore', 5, 12]), chopFt, swellFt })
    expect(rated.rating === 'epic' ? 'firing' : rated.rating).toBe(rating)
  })
})

describe('rating guide table, part 3: wind classes from the offshore sector', () => {
  // A sector across north (330° → 30°): it wraps through 0/360; its sea-ward axis is 180°.
  const NORTH: Shore = { ...shoreFacing(180), offshoreFromDeg: 330, offshoreToDeg: 30 }
  it.each<[number, WindClass]>([
    [0, 'offshore'],
    [359, 'offshore'],
    [330, 'offshore'],
    [30, 'offshore'],
    [31, 'cross-shore'],
    [329, 'cross-shore'],
    [90, 'cross-shore'],
    [134, 'cross-shore'],
    [135, 'onshore'],
    [180, 'onshore'],
    [225, 'onshore'],
    [226, 'cross-shore'],
    [360, 'offshore'],
    [-10, 'offshore'],
  ])('should call wind from %d° %s', (wind, cls) => {
    expect(classifyWindAt(wind, NORTH)).toBe(cls)
  })

  it('should read a facing-only shore exactly as the old facing rule', () => {
    expect(shoreFacing(270)).toMatchObject({ offshoreFromDeg: 45, offshoreToDeg: 135 })
    expect(shoreFacing(10)).toMatchObject({ offshoreFromDeg: 145, offshoreToDeg: 235 })
    expect(shoreFacing(10)).toMatchObject({ exposure: null, worksFromFt: null, spotName: null })
  })

  it('should give no class without a wind direction or a shore', () => {
    expect(classifyShoreWind(null, WEST)).toBeNull()
    expect(classifyShoreWind(90, null)).toBeNull()
  })
})
