import { describe, expect, it } from 'vitest'
import { nearSpotRow } from './near-spots'

const spot = {
  id: 7,
  name: 'Banzai Pipeline',
  location: 'North Shore, Oahu',
  currentCondition: { conditionRating: 'good' },
}

describe('nearSpotRow', () => {
  it('writes the rating in words and the distance in the chosen units', () => {
    expect(nearSpotRow({ ...spot, distanceKm: 16.09 }, 'imperial')).toEqual({
      href: '/spot/7/report',
      name: 'Banzai Pipeline',
      location: 'North Shore, Oahu',
      rating: 'GOOD',
      ratingKey: 'good',
      distance: '10 mi',
    })
    expect(nearSpotRow({ ...spot, distanceKm: 16.09 }, 'metric').distance).toBe('16 km')
    expect(nearSpotRow({ ...spot, distanceKm: 0.4 }, 'metric').distance).toBe('0.4 km')
  })

  it('says when a spot is not rated yet, and has no distance in a region list', () => {
    const row = nearSpotRow({ ...spot, currentCondition: null }, 'imperial')
    expect(row.rating).toBe('Not rated yet')
    expect(row.ratingKey).toBeNull()
    expect(row.distance).toBeNull()
  })
})
