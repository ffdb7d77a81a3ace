import type { CollectionBeforeValidateHook } from 'payload'
import { describe, expect, it } from 'vitest'
import { SPOT_SEEDS } from '../../seed/data/spots'
import { fillSpotFromPoint } from './fill-spot'

type Args = Parameters<CollectionBeforeValidateHook>[0]
const create = (data: Record<string, unknown>, context: Record<string, unknown> = {}) =>
  fillSpotFromPoint({ data, operation: 'create', context } as unknown as Args)

describe('fillSpotFromPoint on create', () => {
  // Hossegor: outside the US, so isUS is false, which is also the field's default.
  const seed = SPOT_SEEDS.find((s) => !s.isUS && s.tideStation)!

  it("should take the seed's curated fields as they are", async () => {
    const data = { ...seed, tideStation: null, exposure: null }
    expect(await create(data, { seed: true })).toEqual(data)
  })

  it('should propose what an editor left out', async () => {
    const filled = await create({ ...seed, tideStation: null, exposure: null })
    expect(filled.tideStation).toBe(seed.tideStation)
    expect(filled.exposure).not.toBeNull()
  })
})
