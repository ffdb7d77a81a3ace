import { describe, expect, it } from 'vitest'
import { regionOf } from '../../../shared/domain/regions/regions'
import { SPOT_SEEDS } from './spots'

describe('the seed spots’ regions', () => {
  it('puts every seed spot in a named region (none in Elsewhere)', () => {
    for (const seed of SPOT_SEEDS) {
      expect(regionOf(seed.latitude, seed.longitude).id, seed.name).not.toBe('elsewhere')
    }
  })
})
