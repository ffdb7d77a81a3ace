import { describe, expect, it } from 'vitest'
import { mergeSuggestions } from './spot-search'

const spot = (id: number, name: string) => ({ id, name, location: 'Somewhere' })

describe('mergeSuggestions', () => {
  it("should keep the grid's suggestions first in their order, then spots found elsewhere", () => {
    const merged = mergeSuggestions(
      [spot(3, 'Rincon'), spot(1, 'Rockaway')],
      [spot(1, 'Rockaway'), spot(9, 'Ribeira')],
    )
    expect(merged.map((s) => [s.id, s.inGrid])).toEqual([
      [3, true],
      [1, true],
      [9, false],
    ])
  })

  it('should stop at the spec’s 7 suggestions', () => {
    const local = [1, 2, 3, 4, 5].map((id) => spot(id, `L${id}`))
    const remote = [6, 7, 8, 9].map((id) => spot(id, `R${id}`))
    expect(mergeSuggestions(local, remote).map((s) => s.id)).toEqual([1, 2, 3, 4, 5, 6, 7])
  })
})
