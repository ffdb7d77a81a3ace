import { describe, expect, it } from 'vitest'
import type { MapSpot } from '../../universal/map/map-spot'
import { mergeExtra, rowToMapSpot } from './viewport-spots'

const ROW = {
  id: 7,
  name: 'Pagetest Reef',
  location: 'Testland',
  latitude: 10,
  longitude: 20,
  breakType: 'reef',
  skillLevel: 'advanced',
  currentCondition: null,
}
const NOW = new Date('2026-12-02T12:00:00Z')
const spotOf = (id: number) => rowToMapSpot({ ...ROW, id }, NOW) as MapSpot

describe('rowToMapSpot', () => {
  it("should read a row into the map's spot, with no rating without a condition", () => {
    expect(rowToMapSpot(ROW, NOW)).toMatchObject({ id: 7, latitude: 10, rating: null, sources: [] })
  })

  it.each([null, 'x', { ...ROW, latitude: '10' }, { ...ROW, name: undefined }])(
    'should refuse a row without what a marker needs: %j',
    (row) => {
      expect(rowToMapSpot(row, NOW)).toBeNull()
    },
  )
})

describe('mergeExtra', () => {
  it('should add new spots and keep the same map when nothing is new', () => {
    const kept = mergeExtra(new Map(), [spotOf(1), spotOf(2)])
    expect([...kept.keys()]).toEqual([1, 2])
    expect(mergeExtra(kept, [spotOf(2)])).toBe(kept)
  })

  it("should drop the older views' spots past the cap", () => {
    const kept = mergeExtra(new Map(), [spotOf(1), spotOf(2)], 3)
    expect([...mergeExtra(kept, [spotOf(3), spotOf(4)], 3).keys()]).toEqual([3, 4])
  })
})
