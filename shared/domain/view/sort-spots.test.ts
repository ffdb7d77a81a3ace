import { describe, expect, it } from 'vitest'
import { sortSpots } from './sort-spots'

type Spot = {
  id: string
  currentCondition?: {
    conditionRating?: string | null
    waveHeightMin?: number | null
    waveHeightMax?: number | null
  } | null
}

const s = (id: string, rating: string | null, min: number, max: number): Spot => ({
  id,
  currentCondition: { conditionRating: rating, waveHeightMin: min, waveHeightMax: max },
})

describe('sortSpots', () => {
  it.each<[string, Spot[], string[]]>([
    [
      'rating rank first',
      [
        s('nw', 'not working', 9, 10),
        s('ride', 'rideable', 1, 2),
        s('good', 'good', 2, 3),
        s('fire', 'firing', 2, 3),
        s('epic', 'epic', 4, 6),
      ],
      ['epic', 'fire', 'good', 'ride', 'nw'],
    ],
    [
      'bigger min + max first within a rating',
      [s('small', 'good', 2, 3), s('big', 'good', 4, 6), s('mid', 'good', 3, 4)],
      ['big', 'mid', 'small'],
    ],
    [
      'by the sum, not the max alone',
      [s('tall-max', 'good', 1, 6), s('tall-sum', 'good', 4, 5)],
      ['tall-sum', 'tall-max'],
    ],
    [
      'unknown and missing ratings last',
      [
        { id: 'none' },
        s('fair', 'fair', 9, 10),
        s('nw', 'not working', 0, 1),
        { id: 'null', currentCondition: null },
      ],
      ['nw', 'fair', 'none', 'null'],
    ],
    [
      'ties in input order (stable)',
      [s('a', 'good', 2, 3), s('b', 'good', 2, 3), s('c', 'good', 2, 3)],
      ['a', 'b', 'c'],
    ],
  ])('should order by %s', (_name, spots, expected) => {
    expect(sortSpots(spots).map((x) => x.id)).toEqual(expected)
  })

  it('should not change the input array', () => {
    const spots = [s('small', 'good', 1, 2), s('big', 'epic', 4, 6)]
    const copy = [...spots]
    sortSpots(spots)
    expect(spots).toEqual(copy)
  })
})
