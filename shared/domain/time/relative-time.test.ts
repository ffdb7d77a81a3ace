import { describe, expect, it } from 'vitest'
import { formatRelativeTime } from './relative-time'

const NOW = new Date('2026-11-21T12:00:00.000Z')

describe('formatRelativeTime', () => {
  it.each([
    ['2026-11-21T12:00:00.000Z', 'just now'],
    ['2026-11-21T11:59:01.000Z', 'just now'],
    ['2026-11-21T11:59:00.000Z', '1m'],
    ['2026-11-21T11:55:00.000Z', '5m'],
    ['2026-11-21T11:00:01.000Z', '59m'],
    ['2026-11-21T11:00:00.000Z', '1h'],
    ['2026-11-21T09:00:00.000Z', '3h'],
    ['2026-11-20T12:00:01.000Z', '23h'],
    ['2026-11-20T12:00:00.000Z', '1d'],
    ['2026-11-19T12:00:00.000Z', '2d'],
    ['2026-11-21T12:05:00.000Z', 'just now'],
    ['not a date', ''],
  ])('should show a post created %s as %j', (createdAt, expected) => {
    expect(formatRelativeTime(createdAt, NOW)).toBe(expected)
  })
})
