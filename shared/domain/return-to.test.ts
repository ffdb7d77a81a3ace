import { describe, expect, it } from 'vitest'
import { safeReturnPath } from './return-to'

describe('safeReturnPath', () => {
  it.each([
    ['/profile', '/profile'],
    ['/spot/3/report?date=2026-11-21', '/spot/3/report?date=2026-11-21'],
    ['/favorites#top', '/favorites#top'],
    [undefined, '/'],
    ['', '/'],
    ['profile', '/'],
    ['https://evil.example/', '/'],
    ['//evil.example/', '/'],
    ['/\\evil.example', '/'],
    ['/%0d%0aSet-Cookie:x', '/%0d%0aSet-Cookie:x'],
    ['/\nevil', '/'],
    ['/api/logout', '/'],
    ['/api/login?returnTo=/x', '/'],
    ['/api', '/'],
  ])('should turn %j into %j', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected)
  })
})
