import { describe, expect, it } from 'vitest'
import type { SpotWithCondition } from '../../../../shared/contracts/conditions'
import { groupByRating } from './summary'

const spot = (id: number, rating: string | null, max = 2): SpotWithCondition =>
  ({
    id,
    name: `Spot ${id}`,
    currentCondition:
      rating === null ? null : { conditionRating: rating, waveHeightMin: 1, waveHeightMax: max },
  }) as unknown as SpotWithCondition

describe('groupByRating', () => {
  it('should give five groups, best first, each sorted bigger surf first', () => {
    const groups = groupByRating([
      spot(1, 'good', 2),
      spot(2, 'epic'),
      spot(3, 'good', 5),
      spot(4, null),
      spot(5, 'not working'),
    ])
    expect(groups.map((g) => [g.title, g.spots.map((s) => s.id)])).toEqual([
      ['Epic', [2]],
      ['Firing', []],
      ['Good', [3, 1]],
      ['Rideable', []],
      ['Not Working', [5]],
    ])
  })
})
