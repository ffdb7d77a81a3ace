import { describe, expect, it } from 'vitest'
import { spotsRetryDelay } from './spot-conditions'

describe('spotsRetryDelay', () => {
  it.each([
    [0, 1000],
    [1, 2000],
    [2, 4000],
    [5, 30_000],
    [10, 30_000],
  ])('should wait after failure %i: %i ms (doubling, capped at 30 s)', (attempt, ms) => {
    expect(spotsRetryDelay(attempt)).toBe(ms)
  })
})
