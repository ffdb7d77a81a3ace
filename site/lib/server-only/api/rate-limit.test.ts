import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createRateLimit } from './rate-limit'

// No store started: the counts are this process's (cms/limits/shared-counts.ts), on a fake clock.
beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('createRateLimit', () => {
  it('should allow up to the limit in a window and refuse the next with 429', async () => {
    const check = createRateLimit({ name: 'test-allow', limit: 2, windowMs: 1000 })
    await check('a')
    vi.advanceTimersByTime(10)
    await check('a')
    vi.advanceTimersByTime(10)
    await expect(check('a')).rejects.toMatchObject({
      status: 429,
      state: { limit: 2, remaining: 0, resetS: 1, exceeded: true },
    })
  })

  it('should count keys apart and start again after the window', async () => {
    const check = createRateLimit({ name: 'test-window', limit: 1, windowMs: 1000 })
    await check('a')
    await check('b')
    vi.advanceTimersByTime(999)
    await expect(check('a')).rejects.toThrow()
    vi.advanceTimersByTime(1)
    await expect(check('a')).resolves.toMatchObject({ remaining: 0, exceeded: false })
  })
})
