import { describe, expect, it } from 'vitest'
import {
  accuracyTone,
  forecastStripBarHeight,
  formatSwellHeight,
  parseSwellHeight,
  reportForecastBarHeight,
  scoreTier,
  surfRangeFromSignificantHeight,
} from './display-scales'

describe('scoreTier', () => {
  it.each([
    [10, 'top'],
    [8, 'top'],
    [7, 'high'],
    [6, 'high'],
    [5, 'mid'],
    [4, 'mid'],
    [3, 'low'],
    [0, 'low'],
  ])('should put a score of %d in the %s tier', (score, tier) => {
    expect(scoreTier(score)).toBe(tier)
  })
})

describe('accuracyTone', () => {
  it.each([
    [100, 'green'],
    [90, 'green'],
    [89, 'yellow'],
    [70, 'yellow'],
    [69, 'red'],
    [0, 'red'],
  ])('should colour %d%% %s', (rate, tone) => {
    expect(accuracyTone(rate)).toBe(tone)
  })
})

describe('forecast bars', () => {
  it.each([
    [6, 6, 48, 80],
    [3, 6, 24, 40],
    [1, 6, 8, 13],
    [0.5, 6, 8, 12],
    [0, 6, 8, 12],
    [null, 6, 8, 12],
    [3, 0, 8, 12],
    [3, null, 8, 12],
    [9, 6, 48, 80],
  ])(
    'should draw %j ft of a largest %j ft as %d px (strip) and %d px (report)',
    (ft, top, s, r) => {
      expect(forecastStripBarHeight(ft, top)).toBe(s)
      expect(reportForecastBarHeight(ft, top)).toBe(r)
    },
  )
})

describe('swell height text', () => {
  it.each([
    ['3-5ft', { min: 3, max: 5 }],
    ['3 – 5 ft', { min: 3, max: 5 }],
    ['2.5-3ft', { min: 2.5, max: 3 }],
    ['4ft', { min: 4, max: 4 }],
    ['5-3ft', { min: 3, max: 5 }],
    ['flat', null],
    ['3-ft', null],
    ['', null],
    [null, null],
  ])('should parse %j as %j', (text, expected) => {
    expect(parseSwellHeight(text)).toEqual(expected)
  })

  it.each([
    [3, 5, '3-5ft'],
    [2.5, 3, '2.5-3ft'],
    [5, 3, '3-5ft'],
    [4, 4, '4ft'],
    [0, 0, '0ft'],
  ])('should format %d and %d as %s', (min, max, text) => {
    expect(formatSwellHeight(min, max)).toBe(text)
  })
})

describe('surfRangeFromSignificantHeight', () => {
  it.each([
    [0.3, 0, 0.5],
    [0.42, 0, 0.5],
    [0.5, 0, 0.5],
    [0.99, 0.5, 1],
    [1, 0.5, 1],
    [2, 1, 2],
    [3, 2, 3],
    [4, 2.5, 4],
    [5, 3, 5],
    [8, 5, 8],
    [12.4, 7, 13],
    [3.7, 2, 4],
    [5.2, 3, 6],
    [0, 0, 0],
    [-1, 0, 0],
    [null, 0, 0],
  ])('should give Hs %j ft a range of %d-%d ft', (hs, min, max) => {
    expect(surfRangeFromSignificantHeight(hs)).toEqual({ min, max })
  })

  it('should always show a range the rated height lies inside', () => {
    for (let i = 1; i < 800; i++) {
      const hs = i / 20
      const { min, max } = surfRangeFromSignificantHeight(hs)
      expect(min).toBeLessThanOrEqual(hs)
      expect(max).toBeGreaterThanOrEqual(hs)
    }
  })
})
