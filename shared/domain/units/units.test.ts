import { describe, expect, it } from 'vitest'
import {
  answerInUnits,
  celsiusToFahrenheit,
  describeVisibility,
  distanceIn,
  fahrenheitToCelsius,
  feetToMetres,
  formatDistance,
  formatHeight,
  formatHeightRange,
  formatSpeed,
  formatTemperature,
  heightIn,
  isUnits,
  kmToMiles,
  localizeText,
  milesToKm,
  mphToKmh,
  speedIn,
  temperatureIn,
  toUnits,
  kmhToMph,
  knotsToMph,
  mapNullable,
  metresToFeet,
  metresToMiles,
  msToMph,
  nauticalMilesToMiles,
  roundTo,
  roundToHalf,
  roundToStep,
} from './units'

describe('conversions', () => {
  it.each([
    ['metresToFeet', metresToFeet, 1, 3.28084],
    ['metresToFeet', metresToFeet, 1.2, 3.937],
    ['kmhToMph', kmhToMph, 7.408, 4.603],
    ['msToMph', msToMph, 7, 15.659],
    ['knotsToMph', knotsToMph, 10, 11.508],
    ['celsiusToFahrenheit', celsiusToFahrenheit, 28, 82.4],
    ['celsiusToFahrenheit', celsiusToFahrenheit, -40, -40],
    ['nauticalMilesToMiles', nauticalMilesToMiles, 10, 11.508],
    ['metresToMiles', metresToMiles, 16090, 9.998],
  ])('should convert with %s(%d) ≈ %d', (_name, fn, input, expected) => {
    expect(fn(input)).toBeCloseTo(expected, 3)
  })
})

describe('rounding', () => {
  it.each([
    [2.345, 2, 2.35],
    [2.5, 0, 3],
    [-2.5, 0, -3],
    [14.04, 1, 14],
    [7, 0, 7],
  ])('should round %d to %d decimals as %d', (value, decimals, expected) => {
    expect(roundTo(value, decimals)).toBe(expected)
  })

  it.each([
    [2.2, 2],
    [2.25, 2.5],
    [2.3, 2.5],
    [2.74, 2.5],
    [2.75, 3],
  ])('should round %d to the half %d', (value, expected) => {
    expect(roundToHalf(value)).toBe(expected)
  })

  it('should round to an arbitrary step without float noise', () => {
    expect(roundToStep(0.7, 0.1)).toBe(0.7)
  })

  it.each([
    [null, null],
    [undefined, null],
    [2, 4],
  ])('should map %j to %j', (value, expected) => {
    expect(mapNullable(value, (v: number) => v * 2)).toBe(expected)
  })
})

describe('describeVisibility', () => {
  it.each([
    [null, 'clear'],
    [Number.NaN, 'clear'],
    [10, 'crystal clear (10+ mi)'],
    [31.07, 'crystal clear (10+ mi)'],
    [9.99, 'clear (9 mi)'],
    [6, 'clear (6 mi)'],
    [5.9, 'hazy (5 mi)'],
    [3, 'hazy (3 mi)'],
    [2.9, 'mist (2 mi)'],
    [0.6, 'mist (0.6 mi)'],
    [0.59, 'fog (0.5 mi)'],
    [0, 'fog (0 mi)'],
    [-1, 'fog (0 mi)'],
  ])('should describe %j miles as %s', (miles, text) => {
    expect(describeVisibility(miles)).toBe(text)
  })

  it.each([9.99, 6, 3, 0.6, 0])('should not call %d miles crystal clear', (miles) => {
    expect(describeVisibility(miles).toLowerCase()).not.toContain('crystal clear')
  })
})

describe('unit systems', () => {
  it.each([
    ['imperial', 'imperial'],
    ['metric', 'metric'],
    ['bogus', 'imperial'],
    [undefined, 'imperial'],
    ['METRIC', 'imperial'],
  ])('should read %s as %s', (value, expected) => {
    expect(toUnits(value)).toBe(expected)
    expect(isUnits(value)).toBe(value === expected)
  })

  it.each([
    ['feet ↔ metres', feetToMetres, metresToFeet, 10, 3.048],
    ['mph ↔ km/h', mphToKmh, kmhToMph, 10, 16.093],
    ['°F ↔ °C', fahrenheitToCelsius, celsiusToFahrenheit, 68, 20],
    ['miles ↔ km', milesToKm, kmToMiles, 10, 16.093],
  ])('should convert %s both ways', (_name, there, back, imperial, metric) => {
    expect(there(imperial)).toBeCloseTo(metric, 3)
    expect(back(metric)).toBeCloseTo(imperial, 3)
  })

  it.each([
    ['imperial', '3.5 ft', '12 mph', '68°F', '10 mi'],
    ['metric', '1.1 m', '19 km/h', '20°C', '16 km'],
  ] as const)('should show values in %s at display precision', (units, h, s, t, d) => {
    expect(formatHeight(3.5, units)).toBe(h)
    expect(formatSpeed(12, units)).toBe(s)
    expect(formatTemperature(68, units)).toBe(t)
    expect(formatDistance(10, units)).toBe(d)
  })

  it('should round at display precision both ways', () => {
    expect(heightIn(3.28084, 'metric')).toBe(1)
    expect(heightIn(metresToFeet(1.1), 'metric')).toBe(1.1)
    expect(heightIn(metresToFeet(feetToMetres(3.3)), 'imperial')).toBe(3.3)
    expect(speedIn(kmhToMph(19), 'metric')).toBe(19)
    expect(speedIn(kmhToMph(mphToKmh(12)), 'imperial')).toBe(12)
    expect(temperatureIn(64.4, 'metric')).toBe(18)
    expect(temperatureIn(celsiusToFahrenheit(18), 'imperial')).toBe(64)
    expect(distanceIn(0.5, 'metric')).toBe(0.8)
  })

  it('should show a missing value as a dash', () => {
    expect(formatHeight(null, 'metric')).toBe('–')
    expect(formatSpeed(null, 'metric')).toBe('–')
    expect(formatTemperature(Number.NaN, 'imperial')).toBe('–')
  })

  it.each([
    [2, 4, 'imperial', '2-4ft'],
    [2, 4, 'metric', '0.6-1.2m'],
    [4, 4, 'metric', '1.2m'],
    [5, 3, 'imperial', '3-5ft'],
  ] as const)('should show the range %d-%d in %s as %s', (min, max, units, text) => {
    expect(formatHeightRange(min, max, units)).toBe(text)
  })

  it.each([
    [
      'GOOD 7–10 AM: 3–4 ft at 12 s, offshore 5 mph',
      'GOOD 7–10 AM: 0.9–1.2 m at 12 s, offshore 8 km/h',
    ],
    ['crystal clear (10+ mi)', 'crystal clear (16+ km)'],
    ['Water 64°F, air 50 °F.', 'Water 18°C, air 10 °C.'],
    ['Waves 2-4ft, gusts up to 20 mph', 'Waves 0.6-1.2m, gusts up to 32 km/h'],
    ['Left at 6 ft, a 12 s period', 'Left at 1.8 m, a 12 s period'],
    ['a mile of sand, 5 min away, the left', 'a mile of sand, 5 min away, the left'],
  ])('should put the text %j in metric', (imperial, metric) => {
    expect(localizeText(imperial, 'metric')).toBe(metric)
    expect(localizeText(imperial, 'imperial')).toBe(imperial)
  })
})

describe('answers in units', () => {
  const condition = {
    waveHeightMin: 3,
    waveHeightMax: 5,
    windSpeed: 10,
    waterTemp: 68,
    visibility: 'crystal clear (10+ mi)',
    ratingInputs: { waveHeightFt: 4.2, windMph: 10 },
    updatedAt: '2026-11-26T01:00:00Z',
    hours: [{ time: '2026-11-26T07:00:00-08:00', windGust: 20, swells: [{ heightFt: 3 }] }],
  }

  it('should answer imperial as it is', () => {
    expect(answerInUnits(condition, 'imperial')).toBe(condition)
  })

  it('should convert the named numbers and texts, and keep fields whose name says the unit', () => {
    expect(answerInUnits(condition, 'metric')).toEqual({
      waveHeightMin: 0.91,
      waveHeightMax: 1.52,
      windSpeed: 16.1,
      waterTemp: 20,
      visibility: 'crystal clear (16+ km)',
      ratingInputs: { waveHeightFt: 4.2, windMph: 10 },
      updatedAt: '2026-11-26T01:00:00Z',
      hours: [{ time: '2026-11-26T07:00:00-08:00', windGust: 32.2, swells: [{ heightFt: 3 }] }],
    })
  })
})
