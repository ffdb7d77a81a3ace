import { describe, expect, it } from 'vitest'
import { safeReturnPath } from './return-to'

describe('safeReturnPath', () => {
  it.each([
    ['/profile', '/profile'],
    ['/spot/3/report?date=2026-11-21', '/spot/3/report?date=2026-11-21'],
    ['/favorites#top', '/favorites#top'],
    ['/', '/'],
    ['/a/./b/../c', '/a/c'],
    ['/feed?returnTo=%2F%2Fx', '/feed?returnTo=%2F%2Fx'],
    ['/a%2fb', '/a%2fb'],
    [undefined, '/'],
    [null, '/'],
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
    ['/%61pi/logout', '/'],
  ])('should turn %j into %j', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected)
  })

  // Each of these normalises (in the URL parser or in a browser) into a scheme-relative '//host'.
  it.each([
    '/.//evil.example',
    '/././/evil.example',
    '/..//evil.example',
    '/../..//evil.example',
    '/%2e//evil.example',
    '/%2E//evil.example',
    '/%2e%2e//evil.example',
    '/.%2e//evil.example',
    '/x/..//evil.example/p',
    '/x/%2e%2e//evil.example/p',
    '/x/y/../..//evil.example',
    '/.///evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '\\\\evil.example',
    '/%5cevil.example',
    '/%5c%5cevil.example',
    '/%5C%5Cevil.example',
    '/%2f%2fevil.example',
    '/%2F/evil.example',
    '/./%2fevil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '/\t\t/evil.example',
    '/.\t//evil.example',
    '/%',
    `/${'a'.repeat(2001)}`,
  ])('should refuse %j (answering "/")', (input) => {
    expect(safeReturnPath(input)).toBe('/')
  })

  it.each(['/.//evil.example', '/x/..//evil.example/p', '/%2e%2e//evil.example?q=1#h', '/profile'])(
    'should answer one slash and a path character for %j',
    (input) => {
      expect(safeReturnPath(input)).toMatch(/^\/(?:$|[^/\\])/)
    },
  )
})
