import { describe, expect, it } from 'vitest'
import { fillMissingExposure, markEditedExposure, validateExposure } from './exposure'
import { FACING_METHOD, facingExposure } from '../../../shared/domain/rating/exposure'
import { spotExposureOf } from '../../../shared/contracts/stored-rows'
import { COMPUTED_METHOD } from '../../conditions/geo/exposure'

type HookArgs = Parameters<typeof markEditedExposure>[0]
type BeforeChange = Parameters<typeof fillMissingExposure>[0]

const shares = (open: (i: number) => boolean) =>
  Array.from({ length: 36 }, (_, i) => (open(i) ? 0.8 : 0))
const stored = (byDirection: number[]) => ({ byDirection, source: 'computed', method: 'coastline' })

describe('spot exposure field', () => {
  it('should read a stored exposure with its window, and fall back to the facing', () => {
    const west = stored(shares((i) => i >= 26 && i <= 28))
    expect(spotExposureOf(west, 90).swellWindow).toEqual([{ fromDeg: 260, toDeg: 280 }])
    const fallback = spotExposureOf(null, 90)
    expect(fallback.method).toBe(FACING_METHOD)
    expect(fallback.swellWindow).toEqual([{ fromDeg: 10, toDeg: 170 }])
    expect(facingExposure(90).byDirection[9]).toBe(1)
  })

  it('should accept empty or well-formed values and name what is wrong otherwise', () => {
    expect(validateExposure(null)).toBe(true)
    expect(validateExposure(stored(shares(() => true)))).toBe(true)
    expect(validateExposure(stored([1, 0]))).toMatch(/^byDirection: byDirection needs 36 numbers/)
    expect(validateExposure({ ...stored(shares(() => true)), source: 'guess' })).toMatch(/^source/)
  })

  it("should make changed shares the editor's and leave unchanged ones as they were", () => {
    const before = stored(shares((i) => i < 5))
    const after = stored(shares((i) => i < 6))
    const hook = (value: unknown, previousValue: unknown) =>
      markEditedExposure({ value, previousValue } as HookArgs)
    expect(hook(after, before)).toMatchObject({ source: 'editor' })
    expect(hook(before, before)).toMatchObject({ source: 'computed', method: 'coastline' })
    // A new spot (no previous value) keeps the source it was given: the seed's 'computed'.
    expect(hook(after, undefined)).toEqual(after)
  })

  it('should fill a spot saved without an exposure from the coastline at its point', () => {
    const run = (data: Record<string, unknown>) =>
      fillMissingExposure({ data } as BeforeChange) as Record<string, unknown>
    // Off Cascais, Portugal: the Atlantic is open to the W and S, Lisbon's coast closes the E.
    const filled = run({ beachFacingDegrees: 270, latitude: 38.7, longitude: -9.42 }).exposure
    expect(filled).toMatchObject({ source: 'computed', method: COMPUTED_METHOD })
    const { byDirection } = filled as { byDirection: number[] }
    expect(byDirection[27]).toBeGreaterThan(0.5)
    expect(byDirection[7]).toBe(0)
  }, 60_000)

  it('should fill a spot saved without an exposure or a point from its facing', () => {
    const run = (data: Record<string, unknown>, originalDoc?: Record<string, unknown>) =>
      fillMissingExposure({ data, originalDoc } as BeforeChange) as Record<string, unknown>
    expect(run({ beachFacingDegrees: 270 }).exposure).toMatchObject({ method: FACING_METHOD })
    const kept = stored(shares(() => true))
    expect(run({ name: 'x' }, { beachFacingDegrees: 270, exposure: kept }).exposure).toBeUndefined()
    expect(run({ exposure: null }, { beachFacingDegrees: 0, exposure: kept }).exposure).toEqual(
      facingExposure(0),
    )
  })
})
