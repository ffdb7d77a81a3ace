import { describe, expect, it } from 'vitest'
import { signPreviewToken, verifyPreviewToken } from './token'

const SECRET = 'test-secret'

describe('preview tokens', () => {
  it('should verify a fresh token for its target', () => {
    const token = signPreviewToken({ collection: 'blog-entries', id: 3 }, SECRET, 0)
    expect(verifyPreviewToken(token, SECRET, 1000)).toEqual({ collection: 'blog-entries', id: 3 })
  })

  it('should refuse an expired token', () => {
    const token = signPreviewToken({ collection: 'shapers', id: 1 }, SECRET, 0)
    expect(verifyPreviewToken(token, SECRET, 2 * 60 * 60 * 1000)).toBeNull()
  })

  it.each([
    ['another secret', (t: string) => t, 'other-secret'],
    ['a changed body', (t: string) => `x${t}`, SECRET],
    ['a missing signature', (t: string) => t.split('.')[0] ?? '', SECRET],
    ['garbage', () => 'not-a-token', SECRET],
  ])('should refuse %s', (_name, tamper, secret) => {
    const token = tamper(signPreviewToken({ collection: 'shapers', id: 1 }, SECRET, 0))
    expect(verifyPreviewToken(token, secret, 1000)).toBeNull()
  })
})
