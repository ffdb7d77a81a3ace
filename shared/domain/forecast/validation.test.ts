import { describe, expect, it } from 'vitest'
import type { HourlyConditions } from './series'
import { hoursFrom, sourceOf } from './test-support'
import {
  compareSources,
  overallRecommendations,
  recommendationsFor,
  summariseValidation,
} from './validation'

const BASE: Partial<HourlyConditions> = {
  waveHeightFt: 3,
  wavePeriodS: 10,
  waveDirectionDeg: 350,
  windSpeedMph: 10,
  waterTempF: 60,
}

// Two UTC days of hours; the compared date is the first.
const source = (name: string, values: Partial<HourlyConditions>, nextDay = values) =>
  sourceOf(
    name,
    hoursFrom('2026-11-21T00:00:00.000Z', 48, (i) => (i < 24 ? values : nextDay)),
  )

function compare(secondary: Partial<HourlyConditions>, primary = BASE) {
  return compareSources({
    primary: source('NDBC buoy 44098', primary),
    secondary: source('Open-Meteo', secondary, { ...secondary, windSpeedMph: 99 }),
    dateIso: '2026-11-21',
    timeZone: 'UTC',
  })
}

describe('compareSources thresholds', () => {
  it.each<[string, Partial<HourlyConditions>, Partial<HourlyConditions>, string | null, number]>([
    ['identical sources', {}, {}, null, 0],
    ['height 1 ft apart', {}, { waveHeightFt: 4 }, null, 1],
    ['height 1.1 ft apart', {}, { waveHeightFt: 4.1 }, 'waveHeight', 1.1],
    ['a big swell 25 % apart', { waveHeightFt: 6 }, { waveHeightFt: 8 }, null, 2],
    ['a big swell 27 % apart', { waveHeightFt: 6 }, { waveHeightFt: 8.2 }, 'waveHeight', 2.2],
    ['period 2 s apart', {}, { wavePeriodS: 12 }, null, 2],
    ['period 2.1 s apart', {}, { wavePeriodS: 12.1 }, 'wavePeriod', 2.1],
    ['direction 30° apart across north', {}, { waveDirectionDeg: 20 }, null, 30],
    ['direction 31° apart across north', {}, { waveDirectionDeg: 21 }, 'waveDirection', 31],
    ['wind 5 mph apart', {}, { windSpeedMph: 15 }, null, 5],
    ['wind 5.1 mph apart', {}, { windSpeedMph: 4.9 }, 'windSpeed', 5.1],
    ['water 3 °F apart', {}, { waterTempF: 63 }, null, 3],
    ['water 3.1 °F apart', {}, { waterTempF: 56.9 }, 'waterTemp', 3.1],
  ])('should compare %s', (_name, a, b, field, difference) => {
    const result = compare({ ...BASE, ...b }, { ...BASE, ...a })
    expect(result.discrepancies.map((d) => d.field)).toEqual(field === null ? [] : [field])
    expect(result.validationNotes.some((n) => n.includes(`(difference ${difference}`))).toBe(true)
  })

  it('should report a discrepancy with both values, the difference, the threshold and the unit', () => {
    expect(compare({ ...BASE, waveHeightFt: 10 }).discrepancies).toEqual([
      { field: 'waveHeight', primary: 3, secondary: 10, difference: 7, threshold: 2.5, unit: 'ft' },
    ])
  })
})

describe('compareSources confidence', () => {
  it.each<[string, Partial<HourlyConditions>, boolean, string]>([
    ['all five agree', BASE, true, 'high'],
    ['one disagrees', { ...BASE, windSpeedMph: 30 }, false, 'medium'],
    ['two disagree', { ...BASE, windSpeedMph: 30, waterTempF: 70 }, false, 'low'],
    ['only two fields to compare, agreeing', { waveHeightFt: 3, wavePeriodS: 10 }, true, 'medium'],
    ['nothing to compare', {}, false, 'low'],
  ])('should judge %s as valid %s with %s confidence', (_name, secondary, isValid, confidence) => {
    const result = compare(secondary)
    expect(result).toMatchObject({ isValid, confidence })
  })

  it('should note why a field was not compared', () => {
    const result = compare({ waveHeightFt: 3 })
    expect(result.validationNotes).toContain(
      'Water temperature: not compared (no data from Open-Meteo)',
    )
    expect(result.validationNotes[0]).toBe(
      'Wave height: 3 ft vs 3 ft (difference 0 ft, within the 1 ft limit)',
    )
  })
})

describe('recommendationsFor', () => {
  it.each<[Partial<HourlyConditions>, RegExp[]]>([
    [BASE, [/agree/]],
    [{}, [/No overlapping data/]],
    [
      { ...BASE, waveHeightFt: 10, windSpeedMph: 30 },
      [/Wave heights differ by 7 ft/, /Wind speeds differ by 20 mph/],
    ],
  ])('should recommend for %j', (secondary, expected) => {
    const recommendations = recommendationsFor(compare(secondary))
    expect(recommendations).toHaveLength(expected.length)
    expected.forEach((re, i) => expect(recommendations[i]).toMatch(re))
  })
})

describe('summariseValidation', () => {
  it.each([
    [[], { totalChecked: 0, validCount: 0, discrepancyCount: 0, accuracyRate: 0 }],
    [
      [{ isValid: true }, { isValid: true }, { isValid: false, discrepancyCount: 2 }],
      { totalChecked: 3, validCount: 2, discrepancyCount: 2, accuracyRate: 67 },
    ],
    [
      [
        { isValid: true, discrepancies: [] },
        { isValid: false, discrepancies: [1, 2, 3] },
      ],
      { totalChecked: 2, validCount: 1, discrepancyCount: 3, accuracyRate: 50 },
    ],
    [
      [{ isValid: true }, { isValid: true, error: 'upstream timed out' }],
      { totalChecked: 2, validCount: 1, discrepancyCount: 0, accuracyRate: 50 },
    ],
  ])('should summarise %j as %j', (results, expected) => {
    expect(summariseValidation(results)).toEqual(expected)
  })

  it.each([
    [
      { totalChecked: 0, validCount: 0, discrepancyCount: 0, accuracyRate: 0 },
      /No spots were checked/,
    ],
    [{ totalChecked: 10, validCount: 9, discrepancyCount: 1, accuracyRate: 90 }, /quality is high/],
    [{ totalChecked: 10, validCount: 6, discrepancyCount: 4, accuracyRate: 60 }, /below 70%/],
  ])('should advise on %j', (summary, expected) => {
    expect(overallRecommendations(summary).join(' ')).toMatch(expected)
  })
})
