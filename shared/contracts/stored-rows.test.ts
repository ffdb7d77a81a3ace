import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { fromStored } from './stored-rows'

const Contract = z.object({
  name: z.string(),
  height: z.number().nullable(),
  visibility: z.string(),
})
const Stored = fromStored(Contract, { visibility: 'clear' })

describe('fromStored', () => {
  it('should read a missing or null nullable field as null', () => {
    expect(Stored.parse({ name: 'a', visibility: 'haze' })).toEqual({
      name: 'a',
      height: null,
      visibility: 'haze',
    })
    expect(Stored.parse({ name: 'a', height: null, visibility: 'haze' }).height).toBeNull()
  })

  it('should fill a missing field that has a default', () => {
    expect(Stored.parse({ name: 'a', height: 2, visibility: null })).toEqual({
      name: 'a',
      height: 2,
      visibility: 'clear',
    })
  })

  it('should still refuse a row without a required field or with a wrong type', () => {
    expect(Stored.safeParse({ height: 2 }).success).toBe(false)
    expect(Stored.safeParse({ name: 'a', height: 'tall' }).success).toBe(false)
  })

  it('should keep the contract order of the fields', () => {
    expect(Object.keys(Stored.shape)).toEqual(['name', 'height', 'visibility'])
  })
})
