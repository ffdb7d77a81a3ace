import { describe, expect, it } from 'vitest'
import { forecastConfidence, nearLine } from './confidence'
import type { ConfidenceInput, SourceDay } from './confidence'
import { rateConditions } from './rate-conditions'
import type { RatingInput } from './rating-checks'

// Well inside GOOD: 3 ft at 11 s, cross-shore 12 mph (no nudge changes it).
const GOOD: RatingInput = {
  waveHeightFt: 3,
  wavePeriodS: 11,
  windSpeedMph: 12,
  windClass: 'cross-shore',
  component: 'primary-swell',
  swellFt: 2,
  chopFt: 0,
}
const same: SourceDay = { heightFt: 3, periodS: 11, windMph: 12 }

const conf = (over: Partial<ConfidenceInput>) =>
  forecastConfidence({
    dayOffset: 0,
    primary: same,
    secondary: same,
    rated: GOOD,
    rating: 'good',
    dataAgeHours: 1,
    ...over,
  })

describe('forecastConfidence', () => {
  it.each([
    [0, 95, 'today'],
    [1, 87, '1 day ahead'],
    [4, 63, '4 days ahead'],
  ])('should fall with lead time: day %d → %d (%s)', (dayOffset, expected, reason) => {
    expect(conf({ dayOffset })).toEqual({ confidence: expected, reasons: [reason] })
  })

  it.each<[string, SourceDay, number, string]>([
    ['height', { ...same, heightFt: 5 }, 80, 'the two sources differ by 2 ft'],
    ['period', { ...same, periodS: 15 }, 87, 'the two sources differ by 4 s in period'],
    ['wind', { ...same, windMph: 20 }, 83, 'the two sources differ by 8 mph in wind'],
  ])('should fall when the sources disagree on %s', (_field, secondary, expected, reason) => {
    const result = conf({ secondary })
    expect(result.confidence).toBe(expected)
    expect(result.reasons).toEqual(['today', reason])
  })

  it('should not name a disagreement too small to matter', () => {
    expect(conf({ secondary: { ...same, windMph: 13 } }).reasons).toEqual(['today'])
  })

  it('should fall near a tier boundary and name the line', () => {
    const onLine = { ...GOOD, wavePeriodS: 10 }
    expect(conf({ rated: onLine })).toEqual({
      confidence: 85,
      reasons: ['today', 'close to the RIDEABLE/GOOD line'],
    })
  })

  it('should fall with data age past 6 hours', () => {
    expect(conf({ dataAgeHours: 6 }).confidence).toBe(95)
    expect(conf({ dataAgeHours: 11 })).toEqual({
      confidence: 85,
      reasons: ['today', 'the data is 11 h old'],
    })
  })

  it('should cap at 60 when only one source answered', () => {
    expect(conf({ secondary: null })).toEqual({
      confidence: 60,
      reasons: ['today', 'only one source answered'],
    })
  })

  it('should cap at 10 a day that could not be rated', () => {
    expect(conf({ rating: null }).confidence).toBe(10)
    expect(conf({ rating: null }).reasons).toContain('not enough data to rate the day')
  })

  it('should never leave 0-100', () => {
    const far = conf({
      dayOffset: 12,
      secondary: { heightFt: 20, periodS: 30, windMph: 60 },
      dataAgeHours: 48,
    })
    expect(far.confidence).toBe(0)
  })
})

describe('nearLine', () => {
  it.each<[string, Partial<RatingInput>, string | null]>([
    ['deep inside GOOD', {}, null],
    [
      '3.9 ft offshore at 12 s, 5 mph',
      { waveHeightFt: 3.9, windClass: 'offshore', windSpeedMph: 5, wavePeriodS: 12 },
      'FIRING/EPIC',
    ],
    ['wind 14 mph', { windSpeedMph: 14 }, 'RIDEABLE/GOOD'],
  ])('should find the line of %s: %j', (_name, over, line) => {
    const input = { ...GOOD, ...over }
    expect(nearLine(input, rateConditions(input).rating)).toBe(line)
  })
})
