import { describe, expect, it } from 'vitest'
import { breakingHeightFt, surfTrains } from './surf-height'
import type { WaveTrains } from './surf-height'

const NONE: WaveTrains = {
  waveHeightFt: null,
  wavePeriodS: null,
  swellHeightFt: null,
  swellPeriodS: null,
  secondarySwellHeightFt: null,
  secondarySwellPeriodS: null,
  windWaveHeightFt: null,
  windWavePeriodS: null,
}

describe('breakingHeightFt (Komar–Gaillard)', () => {
  it.each([
    // H0 (ft), T (s) → Hb (ft): 0.39 · g^0.2 · (T · H0²)^0.4, metres inside
    [3.2808, 10, 5.08],
    [0.6562, 14, 1.6],
    [3.1168, 5, 3.69],
    [1, 13, 2.18],
  ])('should break %d ft at %d s at about %d ft', (h, t, hb) => {
    expect(breakingHeightFt(h, t)).toBeCloseTo(hb, 1)
  })

  it('should grow with period at the same height, and scale with exposure', () => {
    expect(breakingHeightFt(2, 16)).toBeGreaterThan(breakingHeightFt(2, 8))
    expect(breakingHeightFt(2, 12, 0.5)).toBeCloseTo(breakingHeightFt(2, 12) / 2, 9)
  })

  it.each([
    [0, 12],
    [2, 0],
    [-1, 12],
  ])('should give 0 for %d ft at %d s', (h, t) => {
    expect(breakingHeightFt(h, t)).toBe(0)
  })
})

describe('surfTrains', () => {
  it('should list each swell with its own period, not the chop', () => {
    const trains = surfTrains(
      {
        ...NONE,
        swellHeightFt: 2,
        swellPeriodS: 12,
        secondarySwellHeightFt: 1,
        secondarySwellPeriodS: 16,
        windWaveHeightFt: 3,
        windWavePeriodS: 5,
      },
      null,
    )
    expect(trains.map((t) => [t.component, t.heightFt, t.periodS])).toEqual([
      ['primary-swell', 2, 12],
      ['secondary-swell', 1, 16],
    ])
  })

  it('should rate the chop only when there is no swell', () => {
    const [only] = surfTrains(
      { ...NONE, swellHeightFt: 0, windWaveHeightFt: 3, windWavePeriodS: 5 },
      null,
    )
    expect(only).toMatchObject({ component: 'wind-wave', heightFt: 3, periodS: 5 })
  })

  it('should rate the total as combined when the source has no components', () => {
    const [only] = surfTrains({ ...NONE, waveHeightFt: 4, wavePeriodS: 9 }, null)
    expect(only).toMatchObject({ component: 'combined', heightFt: 4, periodS: 9 })
  })
})
