import { describe, expect, it } from 'vitest'
import { todayLocal } from './local-date'

describe('todayLocal', () => {
  it.each([
    [new Date(2026, 0, 5, 0, 0), '2026-01-05'],
    [new Date(2026, 10, 21, 23, 59), '2026-11-21'],
    [new Date(2026, 11, 31, 12, 0), '2026-12-31'],
  ])('should read %s on the local calendar as %s', (now, expected) => {
    expect(todayLocal(now)).toBe(expected)
  })
})
