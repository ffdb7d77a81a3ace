import { gunzipSync } from 'node:zlib'
import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'
import { requestableDates } from '../../../../shared/contracts/conditions'
import { AppError } from '../../../../shared/contracts/errors'
import { NO_PROVENANCE } from '../../../../shared/domain/forecast/series'
import {
  cachedAnswer,
  invalidateAnswers,
  keepPublicAnswer,
  serveCachedAnswer,
} from '../cache/answers'
import { etagOf } from '../api/public-get'
import { weatherOn } from './daily'
import { pageDates, resolveDate } from './dates'

const NOW = new Date('2026-11-20T10:30:00.000Z')

describe('requestableDates', () => {
  it('should run from today at UTC−12 to today + 4 at UTC+14', () => {
    expect(requestableDates(NOW)).toEqual({ first: '2026-11-19', last: '2026-11-25' })
    expect(requestableDates(new Date('2026-11-20T12:30:00.000Z'))).toEqual({
      first: '2026-11-20',
      last: '2026-11-25',
    })
  })
})

describe('resolveDate', () => {
  it('should default to today in the given zone', () => {
    expect(resolveDate(undefined, NOW)).toBe('2026-11-20')
    expect(resolveDate(undefined, NOW, 'Pacific/Auckland')).toBe('2026-11-20')
    expect(resolveDate(undefined, new Date('2026-11-20T12:30:00Z'), 'Pacific/Auckland')).toBe(
      '2026-11-21',
    )
  })

  it('should accept a date inside the window', () => {
    expect(resolveDate('2026-11-24', NOW)).toBe('2026-11-24')
  })

  it.each(['2026-11-18', '2026-11-26', '2025-01-01'])(
    'should refuse %s with a 400 naming the window',
    (date) => {
      const attempt = () => resolveDate(date, NOW)
      expect(attempt).toThrow(AppError)
      expect(attempt).toThrow('choose a date from 2026-11-19 to 2026-11-25')
    },
  )
})

describe('pageDates', () => {
  const at = (query: string) => pageDates(new URL(`https://firing.test/map${query}`), NOW)

  it('should show a requested date from today to today + 4 (UTC)', () => {
    expect(at('?date=2026-11-24')).toEqual({ today: '2026-11-20', date: '2026-11-24' })
  })

  it.each(['', '?date=', '?date=2026-11-19', '?date=2026-11-25', '?date=2026-02-30', '?date=soon'])(
    'should show today for %j',
    (query) => {
      expect(at(query)).toEqual({ today: '2026-11-20', date: '2026-11-20' })
    },
  )
})

describe('cachedAnswer', () => {
  it('should build once and serve the same text until invalidated', async () => {
    invalidateAnswers()
    let builds = 0
    const build = async () => ({ n: ++builds })
    expect((await cachedAnswer('k', build)).body).toBe('{"n":1}')
    expect((await cachedAnswer('k', build)).body).toBe('{"n":1}')
    invalidateAnswers()
    expect((await cachedAnswer('k', build)).body).toBe('{"n":2}')
  })

  it('should not keep an answer built while new data landed', async () => {
    invalidateAnswers()
    let builds = 0
    await cachedAnswer('race', async () => {
      invalidateAnswers()
      return ++builds
    })
    expect((await cachedAnswer('race', async () => ++builds)).value).toBe(2)
  })

  it('should rebuild an answer older than its time to live', async () => {
    invalidateAnswers()
    await cachedAnswer('ttl', async () => 1, 0)
    expect((await cachedAnswer('ttl', async () => 2, 10 * 60_000)).value).toBe(2)
  })
})

describe('weatherOn', () => {
  const storing = (docs: unknown[]) => ({ find: async () => ({ docs }) }) as unknown as Payload

  it('should answer null before any weather is stored for the date', async () => {
    invalidateAnswers()
    expect(await weatherOn(storing([]), '2026-11-20')).toEqual({ value: null, body: 'null' })
  })

  it('should answer the stored row once it lands', async () => {
    invalidateAnswers()
    const row = {
      date: '2026-11-20',
      temperature: 18,
      windSpeed: 9,
      windDirection: 'NW',
      visibility: 'clear',
      description: 'Sunny',
    }
    const { value } = await weatherOn(storing([row]), '2026-11-20')
    expect(value).toEqual({ ...row, uvIndex: null, isSample: false, provenance: NO_PROVENANCE })
  })
})

describe('serveCachedAnswer', () => {
  const url = new URL('http://x.test/api/stats?date=2026-11-20')
  const reply = () => {
    const sent: { status?: number; headers?: Record<string, string>; body?: string } = {}
    return {
      sent,
      res: {
        writeHead: (status: number, headers: Record<string, string>) =>
          Object.assign(sent, { status, headers }),
        end: (body: Buffer) => Object.assign(sent, { body: body.toString() }),
      },
    }
  }
  const get = (headers: Record<string, string> = {}) => ({
    method: 'GET',
    url: '/api/stats?date=2026-11-20',
    headers,
  })

  it('should answer an anonymous repeat with the kept bytes and headers', async () => {
    invalidateAnswers()
    keepPublicAnswer(url, '{"total":49}', { 'content-type': 'application/json' })
    const { sent, res } = reply()
    expect(await serveCachedAnswer(get(), res)).toBe(true)
    expect(sent).toEqual({
      status: 200,
      headers: {
        'content-type': 'application/json',
        'content-length': '12',
        // A kept answer is a public GET: its ETag, CORS and read limit as route() gives them.
        etag: etagOf(Buffer.from('{"total":49}')),
        'access-control-allow-origin': '*',
        'access-control-expose-headers': expect.stringContaining('ETag'),
        'ratelimit-limit': '3000',
        'ratelimit-policy': '3000;w=60',
        'ratelimit-remaining': expect.stringMatching(/^\d+$/),
        'ratelimit-reset': expect.stringMatching(/^\d+$/),
      },
      body: '{"total":49}',
    })
  })

  it('should answer a repeat whose If-None-Match holds with a bodiless 304', async () => {
    invalidateAnswers()
    keepPublicAnswer(url, '{"total":49}', { 'content-type': 'application/json' })
    const { sent, res } = reply()
    const etag = etagOf(Buffer.from('{"total":49}'))
    expect(await serveCachedAnswer(get({ 'if-none-match': `W/${etag}` }), res)).toBe(true)
    expect(sent).toMatchObject({ status: 304, body: '', headers: { etag } })
  })

  it('should gzip a kept answer once for clients that accept it, and send it as is to others', async () => {
    invalidateAnswers()
    const body = JSON.stringify({ spots: 'x'.repeat(4000) })
    keepPublicAnswer(url, body, { 'content-type': 'application/json' })
    const zipped = reply()
    const res = {
      writeHead: zipped.res.writeHead,
      end: (bytes: Buffer) => Object.assign(zipped.sent, { body: gunzipSync(bytes).toString() }),
    }
    expect(await serveCachedAnswer(get({ 'accept-encoding': 'gzip, deflate, br' }), res)).toBe(true)
    expect(zipped.sent.headers).toMatchObject({
      'content-encoding': 'gzip',
      vary: 'Accept-Encoding',
      etag: etagOf(Buffer.from(body)),
    })
    expect(Number(zipped.sent.headers?.['content-length'])).toBeLessThan(body.length / 10)
    expect(zipped.sent.body).toBe(body)
    for (const refused of [undefined, 'identity', 'gzip;q=0, deflate']) {
      const plain = reply()
      const headers: Record<string, string> = refused ? { 'accept-encoding': refused } : {}
      expect(await serveCachedAnswer(get(headers), plain.res)).toBe(true)
      expect(plain.sent.headers?.['content-encoding']).toBeUndefined()
      expect(plain.sent.headers).toMatchObject({ 'content-length': String(body.length) })
      expect(plain.sent.body).toBe(body)
    }
  })

  it('should let requests with a cookie or a token, other URLs and new data through', async () => {
    invalidateAnswers()
    keepPublicAnswer(url, '{}', {})
    const { res } = reply()
    expect(await serveCachedAnswer(get({ cookie: 'payload-token=x' }), res)).toBe(false)
    expect(await serveCachedAnswer(get({ authorization: 'JWT x' }), res)).toBe(false)
    expect(await serveCachedAnswer({ ...get(), url: '/api/stats?date=2026-11-21' }, res)).toBe(
      false,
    )
    expect(await serveCachedAnswer({ ...get(), method: 'POST' }, res)).toBe(false)
    invalidateAnswers()
    expect(await serveCachedAnswer(get(), res)).toBe(false)
  })
})
