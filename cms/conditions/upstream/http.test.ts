import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { DEFAULT_USER_AGENT, readUpstreamConfig, upstreamUrl } from './config'
import { backoffDelayMs, createRateLimiter, parseJsonBody, parseRetryAfter } from './http'
import { wallTimeToIsoUtc } from './time'
import { compassToDegrees, converterFor, degreesToCompass } from './units'

describe('backoffDelayMs', () => {
  it.each([
    [0, 0, 50],
    [0, 1, 100],
    [2, 0, 200],
    [2, 1, 400],
  ])('should give attempt %i with random %f a delay of %i ms', (attempt, random, expected) => {
    expect(backoffDelayMs(attempt, 100, () => random)).toBe(expected)
  })
})

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-11-21T12:00:00Z')
  it.each([
    ['5', 5000],
    ['Sat, 21 Nov 2026 12:00:30 GMT', 30_000],
    ['Sat, 21 Nov 2026 11:00:00 GMT', 0],
    ['soon', undefined],
    [null, undefined],
  ])('should read %j as %j ms', (header, expected) => {
    expect(parseRetryAfter(header, now)).toBe(expected)
  })
})

describe('createRateLimiter', () => {
  it('should space queued callers by the minimum interval', async () => {
    let clock = 1000
    const starts: number[] = []
    const limiter = createRateLimiter(
      () => clock,
      async (ms) => {
        clock += ms
      },
    )
    for (let i = 0; i < 3; i++) {
      await limiter.acquire(1000)
      starts.push(clock)
    }
    expect(starts).toEqual([1000, 2000, 3000])
  })

  it('should not wait when the interval has already passed', async () => {
    let clock = 0
    let waited = 0
    const limiter = createRateLimiter(
      () => clock,
      async (ms) => {
        waited += ms
        clock += ms
      },
    )
    await limiter.acquire(1000)
    clock += 5000
    await limiter.acquire(1000)
    expect(waited).toBe(0)
  })
})

describe('parseJsonBody', () => {
  const schema = z.object({ a: z.number() })
  it.each([
    ['{"a": 1}', true],
    ['{"a": "1"}', false],
    ['{"a": 1', false],
  ])('should parse %j as ok=%s without throwing', (body, ok) => {
    const result = parseJsonBody(body, schema, 'nws', 'now')
    expect(result.ok).toBe(ok)
    if (!result.ok) expect(result.error.kind).toBe('malformed')
  })
})

describe('readUpstreamConfig', () => {
  it('should default to the production hosts and the Firing User-Agent', () => {
    const config = readUpstreamConfig({})
    expect(upstreamUrl(config, 'open-meteo-marine', '/v1/marine').href).toBe(
      'https://marine-api.open-meteo.com/v1/marine',
    )
    expect(config.baseUrls.nws).toBe('https://api.weather.gov')
    expect(config.userAgent).toBe(DEFAULT_USER_AGENT)
  })

  it('should point every source at UPSTREAM_BASE_URL, letting a specific variable win', () => {
    const config = readUpstreamConfig({
      UPSTREAM_BASE_URL: 'http://localhost:4100/',
      NWS_URL: 'http://nws.test',
    })
    expect(upstreamUrl(config, 'open-meteo-forecast', '/v1/forecast').href).toBe(
      'http://localhost:4100/open-meteo-forecast/v1/forecast',
    )
    expect(config.baseUrls.coops).toBe('http://localhost:4100/coops')
    expect(config.baseUrls.nws).toBe('http://nws.test')
  })

  it('should accept a full endpoint URL without doubling its path', () => {
    const config = readUpstreamConfig({
      OPEN_METEO_MARINE_URL: 'https://customer-marine-api.open-meteo.com/v1/marine',
    })
    expect(upstreamUrl(config, 'open-meteo-marine', '/v1/marine').pathname).toBe('/v1/marine')
  })

  it('should read timeouts and retries, ignoring junk', () => {
    expect(
      readUpstreamConfig({ UPSTREAM_TIMEOUT_MS: '2500', UPSTREAM_RETRIES: 'x' }),
    ).toMatchObject({ timeoutMs: 2500, retries: 2 })
  })
})

describe('conversions', () => {
  it.each([
    ['length', 'm', 1, 3.28],
    ['length', 'ft', 4, 4],
    ['speed', 'km/h', 10, 6.21],
    ['speed', 'mp/h', 10, 10],
    ['speed', 'm/s', 10, 22.37],
    ['speed', 'kn', 10, 11.51],
    ['temperature', '°C', 20, 68],
    ['temperature', 'degC', 0, 32],
    ['visibility', 'm', 16090, 10],
    ['visibility', 'nmi', 10, 11.51],
  ] as const)('should convert %s %s %f to %f', (dimension, unitText, value, expected) => {
    expect(converterFor(dimension, unitText)?.(value)).toBe(expected)
  })

  it('should not guess an unknown unit', () => {
    expect(converterFor('length', 'cm')).toBeUndefined()
  })

  it.each([
    ['N', 0],
    ['SW', 225],
    ['wnw', 292.5],
    ['', null],
    ['Variable', null],
  ])('should read compass %j as %j°', (text, degrees) => {
    expect(compassToDegrees(text)).toBe(degrees)
  })

  it('should name a bearing on the 16-point compass', () => {
    expect([0, 100, 225, 359].map(degreesToCompass)).toEqual(['N', 'E', 'SW', 'N'])
  })
})

describe('wallTimeToIsoUtc', () => {
  it.each([
    ['2026-10-03T00:00', 'Europe/Amsterdam', 7200, '2026-10-02T22:00:00.000Z'],
    ['2026-03-05T21:00', 'America/Toronto', -18000, '2026-03-06T02:00:00.000Z'],
    // After the DST change on 2026-11-01 the zone rules, not the single offset, decide.
    ['2026-11-02T12:00', 'America/Los_Angeles', -25200, '2026-11-02T20:00:00.000Z'],
    ['2026-10-03T00:00', 'GMT', 0, '2026-10-03T00:00:00.000Z'],
    ['2026-10-03T00:00', 'Not/AZone', 3600, '2026-10-02T23:00:00.000Z'],
  ])('should read %s in %s as %s', (wall, zone, offset, expected) => {
    expect(wallTimeToIsoUtc(wall, zone, offset)).toBe(expected)
  })
})
