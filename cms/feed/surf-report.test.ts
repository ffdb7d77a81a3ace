import { describe, expect, it } from 'vitest'
import { surfedAtProblem } from './surf-report'

const now = new Date('2026-11-25T12:00:00.000Z')

describe('surfedAtProblem', () => {
  it.each([
    ['now', '2026-11-25T12:00:00.000Z'],
    ['4 minutes ahead (clock skew)', '2026-11-25T12:04:00.000Z'],
    ['23 h 59 min back', '2026-11-24T12:01:00.000Z'],
    ['exactly 24 h back', '2026-11-24T12:00:00.000Z'],
    ['a time with an offset', '2026-11-25T04:00:00-08:00'],
  ])('should accept %s', (_, surfedAt) => {
    expect(surfedAtProblem(surfedAt, now)).toBeNull()
  })

  it('should refuse a time more than 5 minutes ahead', () => {
    expect(surfedAtProblem('2026-11-25T12:06:00.000Z', now)).toBe(
      'reportSurfedAt must not be in the future',
    )
  })

  it('should refuse a time more than 24 hours back', () => {
    expect(surfedAtProblem('2026-11-24T11:59:00.000Z', now)).toBe(
      'reportSurfedAt must be within the last 24 hours',
    )
  })
})
