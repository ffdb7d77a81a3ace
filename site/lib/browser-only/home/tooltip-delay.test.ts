import { describe, expect, it } from 'vitest'
import { tooltipOpenDelay } from './tooltip-delay'

describe('tooltipOpenDelay', () => {
  it.each<[string, number, number | null, number]>([
    ['no tooltip closed yet', 10_000, null, 700],
    ['one closed 299 ms ago', 10_000, 9_701, 0],
    ['one closed exactly 300 ms ago', 10_000, 9_700, 700],
    ['one closed long ago', 10_000, 1_000, 700],
  ])('should wait the right time when %s', (_name, now, lastClosedAt, delay) => {
    expect(tooltipOpenDelay(now, lastClosedAt)).toBe(delay)
  })
})
