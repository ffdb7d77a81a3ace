import { describe, expect, it } from 'vitest'
import { hasSampleConditions } from './sample-data'

const spot = (isSample: boolean | null) => ({
  currentCondition: isSample === null ? null : { isSample },
})

describe('hasSampleConditions', () => {
  it('should be true when any condition is a recorded sample', () => {
    expect(hasSampleConditions([spot(false), spot(null), spot(true)])).toBe(true)
  })

  it('should be false for live conditions or none', () => {
    expect(hasSampleConditions([spot(false), spot(null)])).toBe(false)
    expect(hasSampleConditions([])).toBe(false)
  })
})
