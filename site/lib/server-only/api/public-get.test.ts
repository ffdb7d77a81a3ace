import { describe, expect, it, vi } from 'vitest'
import {
  etagOf,
  finishPublicGet,
  matchesEtag,
  publicHeaders,
  readLimitPerMinute,
} from './public-get'
import { createRateCounter } from './rate-limit'

const get = (headers: Record<string, string> = {}) =>
  new Request('http://firing.test/api/stats', { headers })
const rate = { limit: 10, remaining: 9, resetS: 60, exceeded: false }

describe('etagOf', () => {
  it('should give the same quoted tag for the same bytes and another for other bytes', () => {
    expect(etagOf('{"a":1}')).toBe(etagOf(new TextEncoder().encode('{"a":1}')))
    expect(etagOf('{"a":1}')).not.toBe(etagOf('{"a":2}'))
    expect(etagOf('x')).toMatch(/^"[\w-]{27}"$/)
  })
})

describe('matchesEtag', () => {
  it('should match the tag, its weak form, a list holding it and *', () => {
    expect(matchesEtag('"abc"', '"abc"')).toBe(true)
    expect(matchesEtag('W/"abc"', '"abc"')).toBe(true)
    expect(matchesEtag('"x", "abc"', '"abc"')).toBe(true)
    expect(matchesEtag('*', '"abc"')).toBe(true)
  })

  it('should not match another tag or no header', () => {
    expect(matchesEtag('"abd"', '"abc"')).toBe(false)
    expect(matchesEtag(null, '"abc"')).toBe(false)
  })
})

describe('finishPublicGet', () => {
  it('should add the ETag, CORS and RateLimit headers to a 200', async () => {
    const answer = await finishPublicGet(get(), Response.json({ a: 1 }), { rate, cors: true })
    expect(answer.status).toBe(200)
    expect(await answer.text()).toBe('{"a":1}')
    expect(answer.headers.get('etag')).toBe(etagOf('{"a":1}'))
    expect(answer.headers.get('access-control-allow-origin')).toBe('*')
    expect(answer.headers.get('ratelimit-remaining')).toBe('9')
  })

  it('should answer 304 without a body when If-None-Match holds', async () => {
    const etag = etagOf('{"a":1}')
    const answer = await finishPublicGet(
      get({ 'if-none-match': etag }),
      Response.json({ a: 1 }, { headers: { 'cache-control': 'public, max-age=60' } }),
      { rate, cors: true },
    )
    expect(answer.status).toBe(304)
    expect(await answer.text()).toBe('')
    expect(answer.headers.get('etag')).toBe(etag)
    expect(answer.headers.get('cache-control')).toBe('public, max-age=60')
    expect(answer.headers.get('content-type')).toBeNull()
  })

  it('should leave CORS off an answer to a signed-in user', async () => {
    const answer = await finishPublicGet(get(), Response.json({}), { rate, cors: false })
    expect(answer.headers.get('access-control-allow-origin')).toBeNull()
    expect(answer.headers.get('etag')).not.toBeNull()
  })
})

describe('publicHeaders', () => {
  it('should say when to retry once the limit is passed', () => {
    const headers = publicHeaders({ ...rate, remaining: 0, exceeded: true }, { cors: false })
    expect(headers).toEqual({
      'ratelimit-limit': '10',
      'ratelimit-remaining': '0',
      'ratelimit-reset': '60',
      'ratelimit-policy': '10;w=60',
      'retry-after': '60',
    })
  })
})

describe('createRateCounter', () => {
  it('should count down the remaining requests and reset with the window', async () => {
    vi.useFakeTimers()
    try {
      const count = createRateCounter({ name: 'test-counter', limit: 2, windowMs: 60_000 })
      expect(await count('a')).toEqual({ limit: 2, remaining: 1, resetS: 60, exceeded: false })
      vi.advanceTimersByTime(30_000)
      expect(await count('a')).toEqual({ limit: 2, remaining: 0, resetS: 30, exceeded: false })
      vi.advanceTimersByTime(1_000)
      expect(await count('a')).toMatchObject({ remaining: 0, exceeded: true })
      expect(await count('b')).toMatchObject({ remaining: 1, exceeded: false })
      vi.advanceTimersByTime(29_000)
      expect(await count('a')).toMatchObject({ remaining: 1, exceeded: false })
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('readLimitPerMinute', () => {
  it('should read the limit from the environment, 0 for off, 3000 by default', () => {
    expect(readLimitPerMinute({})).toBe(3000)
    expect(readLimitPerMinute({ API_READ_LIMIT_PER_MINUTE: '0' })).toBe(0)
    expect(readLimitPerMinute({ API_READ_LIMIT_PER_MINUTE: '120' })).toBe(120)
    expect(readLimitPerMinute({ API_READ_LIMIT_PER_MINUTE: 'lots' })).toBe(3000)
  })
})
