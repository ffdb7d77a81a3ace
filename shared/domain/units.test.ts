import { describe, expect, it } from 'vitest'
import {
  celsiusToFahrenheit,
  describeVisibility,
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
