import { describe, expect, it } from 'vitest'
import {
  angularDistance,
  circularMean,
  classifyWind,
  classifyWindOrNull,
  compassToDegrees,
  degreesToCompass,
  signedAngleDifference,
  windDirectionTone,
} from './wind'

describe('angularDistance', () => {
  it.each([
    [0, 0, 0],
    [10, 350, 20],
    [350, 10, 20],
    [270, 100, 170],
    [0, 180, 180],
    [-90, 90, 180],
    [720, 45, 45],
  ])('should give %d° vs %d° a distance of %d°', (a, b, expected) => {
    expect(angularDistance(a, b)).toBe(expected)
  })
})

describe('signedAngleDifference', () => {
  it.each([
    [10, 350, 20],
    [350, 10, -20],
    [180, 0, -180],
    [0, 180, -180],
    [90, 0, 90],
    [-700, 0, 20],
  ])('should give %d° − %d° = %d°', (a, b, expected) => {
    expect(signedAngleDifference(a, b)).toBe(expected)
  })
})

describe('classifyWind', () => {
  // Rye Rocks faces ~100°: a west wind is offshore.
  it.each([
    [270, 100, 'offshore'],
    [235, 100, 'offshore'],
    [234, 100, 'cross-shore'],
    [190, 100, 'cross-shore'],
    [146, 100, 'cross-shore'],
    [145, 100, 'onshore'],
    [100, 100, 'onshore'],
    [55, 100, 'onshore'],
    [54, 100, 'cross-shore'],
    [315, 0, 'onshore'],
    [314, 0, 'cross-shore'],
    [180, 0, 'offshore'],
    [10, 350, 'onshore'],
  ])('should call wind from %d° at a beach facing %d° %s', (windFromDeg, beachFacingDeg, cls) => {
    expect(classifyWind({ windFromDeg, beachFacingDeg })).toBe(cls)
  })

  it.each([
    [null, 100],
    [270, null],
    [Number.NaN, 100],
  ])('should give null for wind %j at facing %j', (windFromDeg, beachFacingDeg) => {
    expect(classifyWindOrNull({ windFromDeg, beachFacingDeg })).toBeNull()
  })
})

describe('degreesToCompass', () => {
  it.each([
    [0, 'N'],
    [11.24, 'N'],
    [11.25, 'NNE'],
    [45, 'NE'],
    [100, 'E'],
    [112.5, 'ESE'],
    [180, 'S'],
    [247.5, 'WSW'],
    [270, 'W'],
    [348.75, 'N'],
    [348.7, 'NNW'],
    [360, 'N'],
    [-90, 'W'],
  ])('should name %d° %s', (deg, text) => {
    expect(degreesToCompass(deg)).toBe(text)
  })
})

describe('compassToDegrees', () => {
  it.each([
    ['N', 0],
    ['nne', 22.5],
    [' WSW ', 247.5],
    ['NW', 315],
    ['North-West', 315],
    ['south southeast', 157.5],
    ['Variable', null],
    ['', null],
    ['NNNE', null],
  ])('should read %j as %j', (text, deg) => {
    expect(compassToDegrees(text)).toBe(deg)
  })
})

describe('windDirectionTone', () => {
  it.each([
    ['offshore', 'good'],
    ['cross-shore', 'fair'],
    ['onshore', 'bad'],
    [null, 'bad'],
    ['unknown', 'bad'],
  ])('should colour %j as %s', (cls, tone) => {
    expect(windDirectionTone(cls)).toBe(tone)
  })
})

describe('circularMean', () => {
  it.each([
    [[350, 10], 0],
    [[90, 90, 90], 90],
    [[80, 100], 90],
    [[200], 200],
  ])('should average %j to %d°', (degrees, expected) => {
    expect(circularMean(degrees)).toBeCloseTo(expected, 6)
  })

  it.each([[[]], [[0, 180]]])('should give null for %j', (degrees) => {
    expect(circularMean(degrees)).toBeNull()
  })
})
