import { describe, expect, it } from 'vitest'
import { travelRotation } from './arrows'

describe('travelRotation', () => {
  it.each([
    [270, 90], // a west swell travels east
    [0, 180], // a north wind blows south
    [90, 270],
    [200, 20],
  ])('should point an arrow from %i° at %i°', (from, to) => {
    expect(travelRotation(from)).toBe(to)
  })
})
