import { describe, expect, it } from 'vitest'
import { createRateLimit } from './rate-limit'

describe('createRateLimit', () => {
  it('should allow up to the limit in a window and refuse the next with 429', () => {
    const check = createRateLimit({ limit: 2, windowMs: 1000 })
    check('a', 0)
    check('a', 10)
    expect(() => check('a', 20)).toThrowError(expect.objectContaining({ status: 429 }))
  })

  it('should count keys apart and start again after the window', () => {
    const check = createRateLimit({ limit: 1, windowMs: 1000 })
    check('a', 0)
    check('b', 0)
    expect(() => check('a', 999)).toThrow()
    expect(() => check('a', 1000)).not.toThrow()
  })
})
