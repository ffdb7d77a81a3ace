import { describe, expect, it } from 'vitest'
import { distanceKm } from './geo'

describe('distanceKm', () => {
  it('should be zero for the same point', () => {
    expect(distanceKm({ latitude: 34, longitude: -119 }, { latitude: 34, longitude: -119 })).toBe(0)
  })

  it('should give about 111 km for one degree of latitude', () => {
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(
      111.2,
      0,
    )
  })
})
