import { describe, expect, it } from 'vitest'
import type { Rating } from '../../../../shared/domain/rating/ratings'
import { countRatings, visibleSpots } from './map-spot'
import { testSpot } from './map-spot.fixture'

const spot = testSpot

const SPOTS = [spot(1, 'epic'), spot(2, 'good'), spot(3, 'good'), spot(4, null), spot(5, 'firing')]

describe('countRatings', () => {
  it('should count each rating and leave unrated spots out', () => {
    expect(countRatings(SPOTS)).toEqual({
      epic: 1,
      firing: 1,
      good: 2,
      rideable: 0,
      'not working': 0,
    })
  })
})

describe('visibleSpots', () => {
  it.each([
    [
      ['epic', 'firing', 'good', 'rideable', 'not working'],
      [1, 2, 3, 4, 5],
    ],
    [['good'], [2, 3, 4]],
    [[], [4]],
  ] as [Rating[], number[]][])('should show %j and every unrated spot', (shown, ids) => {
    expect(visibleSpots(SPOTS, new Set(shown)).map((s) => s.id)).toEqual(ids)
  })
})
