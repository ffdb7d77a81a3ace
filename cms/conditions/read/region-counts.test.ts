import { describe, expect, it } from 'vitest'
import { REGIONS } from '../../../shared/domain/regions/regions'
import { tallyRegions } from './region-counts'

describe('tallyRegions', () => {
  it('lists every region in order, counts unrated spots apart and sums the world', () => {
    const { regions, all } = tallyRegions([
      { region: 'hawaii', rating: 'epic', n: 2 },
      { region: 'hawaii', rating: null, n: 3 },
      { region: 'europe-atlantic', rating: 'not working', n: 4 },
      { region: 'europe-atlantic', rating: 'good', n: 1 },
    ])
    expect(regions.map((r) => r.id)).toEqual(REGIONS.map((r) => r.id))
    expect(regions[0]).toMatchObject({
      id: 'hawaii',
      counts: { epic: 2, unrated: 3, total: 5 },
    })
    expect(regions.find((r) => r.id === 'europe-atlantic')?.counts).toMatchObject({
      good: 1,
      'not working': 4,
      total: 5,
    })
    expect(regions.find((r) => r.id === 'south-america')?.counts.total).toBe(0)
    expect(all).toEqual({
      epic: 2,
      firing: 0,
      good: 1,
      rideable: 0,
      'not working': 4,
      unrated: 3,
      total: 10,
    })
  })
})
