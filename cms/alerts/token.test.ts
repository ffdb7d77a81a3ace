import { describe, expect, it } from 'vitest'
import { signUnsubscribe, verifyUnsubscribe } from './token'

const SECRET = 'test-secret'

describe('unsubscribe tokens', () => {
  it('should verify a token for the user it was signed for', () => {
    expect(verifyUnsubscribe(signUnsubscribe(42, SECRET), SECRET)).toBe('42')
  })

  it.each([
    ['another secret', (t: string) => t, 'other-secret'],
    ['another user id', (t: string) => t.replace(/^42\./, '43.'), SECRET],
    [
      'a changed signature',
      (t: string) => `${t.slice(0, -1)}${t.endsWith('A') ? 'B' : 'A'}`,
      SECRET,
    ],
    ['a missing signature', (t: string) => t.split('.')[0] ?? '', SECRET],
    ['garbage', () => 'not-a-token', SECRET],
    ['an empty secret', (t: string) => t, ''],
  ])('should refuse %s', (_name, tamper, secret) => {
    expect(verifyUnsubscribe(tamper(signUnsubscribe(42, SECRET)), secret)).toBeNull()
  })

  it('should refuse a missing token', () => {
    expect(verifyUnsubscribe(null, SECRET)).toBeNull()
  })
})
