// The rating reads what reaches the beach. Each train's breaking height uses the spot's
// exposure for its own direction; a train that does not reach is never rated; the wind sea is chop
// only when it travels toward the shore; a spot under its own minimum size is Not Working.
import { describe, expect, it } from 'vitest'
import { ratingInputFor, summariseHours } from './daily-values'
import { EXPOSURE_BINS } from './exposure'
import { rateConditions } from './rate-conditions'
import type { HourlyConditions } from '../forecast/series'
import { breakingHeightFt, surfTrains } from './surf-height'
import type { WaveTrains } from './surf-height'
import { hourAt } from '../forecast/test-support'
import { angularDistance, shoreFacing } from './wind'
import type { Shore } from './wind'

/** Open sea within 90° of the facing, full on straight in: a plain straight beach. */
function straightBeach(facingDeg: number): number[] {
  return Array.from({ length: EXPOSURE_BINS }, (_, i) => {
    const off = angularDistance(i * 10, facingDeg)
    return off >= 90 ? 0 : Math.cos((off * Math.PI) / 180)
  })
}

// Banzai Pipeline faces NW (310°): the land is behind it to the SE.
const PIPELINE: Shore = shoreFacing(310, { exposure: straightBeach(310), spotName: 'Pipeline' })
// Offshore at a NW-facing beach: wind from the SE.
const OFFSHORE_5 = { windSpeedMph: 5, windDirectionDeg: 135 }

function rate(values: Partial<HourlyConditions>, shore: Shore | null) {
  const input = ratingInputFor(summariseHours([hourAt('2026-11-27T20:00:00.000Z', values)]), shore)
  return { input, result: rateConditions(input) }
}

const SSW_3FT_12S = { swellHeightFt: 3, swellPeriodS: 12, swellDirectionDeg: 202.5 }
const NW_3FT_12S = { swellHeightFt: 3, swellPeriodS: 12, swellDirectionDeg: 310 }

describe('rating by what arrives: swell direction', () => {
  it('should rate a swell from behind the coast NOT WORKING: it does not reach', () => {
    const { input, result } = rate({ ...SSW_3FT_12S, ...OFFSHORE_5 }, PIPELINE)
    expect(input.reaches).toBe(false)
    expect(result.rating).toBe('not working')
    expect(result.summary).toBe('SSW swell 3 ft at 12 s does not reach this spot')
    expect(result.reasons.heldBackBy.map((c) => c.text)).toEqual([
      'SSW swell 3 ft at 12 s does not reach this spot',
    ])
    // The spot holds it back, not the day: there is no 'without it'.
    expect(result.reasons.withoutIt).toBeNull()
  })

  it('should rate the same swell from the open sea by the guide', () => {
    const { input, result } = rate({ ...NW_3FT_12S, ...OFFSHORE_5 }, PIPELINE)
    expect(input.reaches).toBe(true)
    expect(input.exposure).toBe(1)
    expect(input.waveHeightFt).toBeCloseTo(breakingHeightFt(3, 12), 9)
    // 3 ft at 12 s breaks at about 5.1 ft: 4+ ft, offshore 5 mph, 12 s is Epic by the guide.
    expect(result.rating).toBe('epic')
    expect(result.reasons.decidedBy).toBe('epic-offshore')
  })

  it('should scale a swell by the share of it that reaches: half from 60° off', () => {
    const { input } = rate(
      { swellHeightFt: 3, swellPeriodS: 12, swellDirectionDeg: 250, ...OFFSHORE_5 },
      PIPELINE,
    )
    expect(input.exposure).toBeCloseTo(0.5, 9)
    expect(input.waveHeightFt).toBeCloseTo(breakingHeightFt(3, 12) / 2, 9)
  })

  it('should rate the train that reaches and name the one that does not', () => {
    const { input, result } = rate(
      {
        ...SSW_3FT_12S,
        secondarySwellHeightFt: 2,
        secondarySwellPeriodS: 14,
        secondarySwellDirectionDeg: 310,
        ...OFFSHORE_5,
      },
      PIPELINE,
    )
    expect(input.component).toBe('secondary-swell')
    expect(result.rating).not.toBe('not working')
    const notWorking = result.reasons.rules.find((r) => r.rule === 'not-working')
    const reach = notWorking?.checks.find((c) => c.field === 'exposure')
    expect(reach).toMatchObject({
      passed: false,
      text: 'SSW swell 3 ft at 12 s does not reach this spot (another swell does)',
    })
  })

  it('should rate a swell of unknown direction fully exposed, as before exposure was known', () => {
    const values = { swellHeightFt: 3, swellPeriodS: 12, ...OFFSHORE_5 }
    const known = rate(values, PIPELINE)
    const unknownShore = rate(values, shoreFacing(315))
    expect(known.input.waveHeightFt).toBe(unknownShore.input.waveHeightFt)
    expect(known.result.rating).toBe(unknownShore.result.rating)
  })

  it('should keep missing data unknown, wherever the swell comes from', () => {
    const { result } = rate({ ...SSW_3FT_12S }, PIPELINE)
    expect(result.rating).toBeNull()
    expect(result.reasons.decidedBy).toBe('no-data')
  })
})

describe('rating by what arrives: the wind sea', () => {
  // A west-facing beach: a wind sea FROM the east travels west, out to sea.
  const WEST: Shore = shoreFacing(270, { exposure: straightBeach(270) })
  const SWELL = { swellHeightFt: 2, swellPeriodS: 11, swellDirectionDeg: 270 }
  const CHOP = { windWaveHeightFt: 3, windWavePeriodS: 4 }
  const LIGHT_OFFSHORE = { windSpeedMph: 8, windDirectionDeg: 90 }

  it('should not count a wind sea blowing out to sea as chop: it does not veto', () => {
    const values = { ...SWELL, ...CHOP, windWaveDirectionDeg: 90, ...LIGHT_OFFSHORE }
    const { input, result } = rate(values, WEST)
    expect(input.chopOutToSea).toBe(true)
    expect(input.chopFt).toBe(0)
    expect(result.rating).not.toBe('not working')
    // The same day read without knowing which way the wind sea goes was vetoed as chop.
    expect(rate(values, shoreFacing(270)).result.rating).toBe('not working')
  })

  it('should veto a smaller swell under a wind sea blowing ashore', () => {
    const values = { ...SWELL, ...CHOP, windWaveDirectionDeg: 270, ...LIGHT_OFFSHORE }
    const { input, result } = rate(values, WEST)
    expect(input.chopOutToSea).toBe(false)
    expect(result.rating).toBe('not working')
    expect(result.summary).toContain('wind chop 3 ft on a 2 ft swell')
  })

  it('should rate a lone wind sea blowing out to sea as not reaching', () => {
    const values = { swellHeightFt: 0, ...CHOP, windWaveDirectionDeg: 90, ...LIGHT_OFFSHORE }
    const { result } = rate(values, WEST)
    expect(result.rating).toBe('not working')
    expect(result.summary).toBe('E wind sea 3 ft at 4 s does not reach this spot')
  })
})

describe("rating by what arrives: the spot's minimum size", () => {
  const WAIMEA: Shore = shoreFacing(310, {
    exposure: straightBeach(310),
    worksFromFt: 15,
    spotName: 'Waimea Bay',
  })

  it('should rate a big-wave spot under its worksFromFt NOT WORKING, naming the spot', () => {
    const { input, result } = rate({ ...NW_3FT_12S, ...OFFSHORE_5 }, WAIMEA)
    expect(input.waveHeightFt).toBeLessThan(15)
    expect(result.rating).toBe('not working')
    expect(result.summary).toBe('Waimea Bay needs 15+ ft to break (wave height 5.1 ft)')
    expect(result.reasons.heldBackBy).toHaveLength(1)
    expect(result.reasons.heldBackBy[0]).toMatchObject({ field: 'worksFrom', passed: true })
  })

  it('should rate it by the guide once the surf reaches its minimum', () => {
    const big = { swellHeightFt: 12, swellPeriodS: 16, swellDirectionDeg: 310, ...OFFSHORE_5 }
    const { input, result } = rate(big, WAIMEA)
    expect(input.waveHeightFt).toBeGreaterThanOrEqual(15)
    expect(result.rating).toBe('epic')
  })
})

describe('surfTrains with exposure', () => {
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

  it("should give each train its own direction's share", () => {
    const trains = surfTrains(
      {
        ...NONE,
        swellHeightFt: 3,
        swellPeriodS: 12,
        swellDirectionDeg: 135,
        secondarySwellHeightFt: 2,
        secondarySwellPeriodS: 14,
        secondarySwellDirectionDeg: 310,
      },
      straightBeach(310),
    )
    expect(trains.map((t) => [t.component, t.exposure, t.reaches])).toEqual([
      ['primary-swell', 0, false],
      ['secondary-swell', 1, true],
    ])
    expect(trains[0]?.surfFt).toBe(0)
  })

  it('should read a combined train by the mean wave direction', () => {
    const [only] = surfTrains(
      { ...NONE, waveHeightFt: 4, wavePeriodS: 9, waveDirectionDeg: 135 },
      straightBeach(310),
    )
    expect(only).toMatchObject({ component: 'combined', directionDeg: 135, reaches: false })
  })
})
