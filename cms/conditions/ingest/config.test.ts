import { describe, expect, it } from 'vitest'
import { readUpstreamConfig } from '../upstream'
import { refreshBatchSize, worksBatches } from './batches'
import { readUpstreamMode, sampleUpstreamConfig } from './config'
import { coversWindow } from './fetch-noaa'
import { isUnreachable, pointKey } from './fetch-open-meteo'

describe('readUpstreamMode', () => {
  it.each([
    [undefined, 'auto'],
    ['live', 'live'],
    [' SAMPLE ', 'sample'],
    ['nonsense', 'auto'],
  ])('should read UPSTREAM_MODE=%s as %s', (value, mode) => {
    expect(readUpstreamMode({ UPSTREAM_MODE: value })).toBe(mode)
  })
})

describe('sampleUpstreamConfig', () => {
  it('should point every source at the fake, whatever the environment says', () => {
    const config = sampleUpstreamConfig('http://127.0.0.1:4100')
    expect(config.baseUrls['open-meteo-marine']).toBe('http://127.0.0.1:4100/open-meteo-marine')
    expect(config.baseUrls.coops).toBe('http://127.0.0.1:4100/coops')
    expect(config.retries).toBe(0)
  })
})

describe('readUpstreamConfig with OPEN_METEO_API_KEY', () => {
  it("should use the commercial tier's hosts and send the key", () => {
    const config = readUpstreamConfig({ OPEN_METEO_API_KEY: ' k123 ' })
    expect(config.baseUrls['open-meteo-forecast']).toBe('https://customer-api.open-meteo.com')
    expect(config.baseUrls['open-meteo-marine']).toBe('https://customer-marine-api.open-meteo.com')
    expect(config.baseUrls.nws).toBe('https://api.weather.gov')
    expect(config.openMeteoApiKey).toBe('k123')
  })

  it('should keep the free hosts without a key, and a base URL set by hand with one', () => {
    expect(readUpstreamConfig({}).baseUrls['open-meteo-forecast']).toBe(
      'https://api.open-meteo.com',
    )
    const own = readUpstreamConfig({ OPEN_METEO_API_KEY: 'k', UPSTREAM_BASE_URL: 'http://fake' })
    expect(own.baseUrls['open-meteo-forecast']).toBe('http://fake/open-meteo-forecast')
  })
})

describe('refreshBatchSize', () => {
  it.each([
    [undefined, 100],
    ['5', 5],
    ['0', 100],
    ['2.5', 100],
    ['lots', 100],
  ])('should read REFRESH_BATCH_SIZE=%s as %d', (value, size) => {
    expect(refreshBatchSize({ REFRESH_BATCH_SIZE: value })).toBe(size)
  })
})

describe('worksBatches', () => {
  it.each([
    [undefined, true],
    ['1', true],
    ['0', false],
  ])('should read REFRESH_WORKER=%s as %s', (value, works) => {
    expect(worksBatches({ REFRESH_WORKER: value })).toBe(works)
  })
})

describe('coversWindow', () => {
  const value = { begin: '2026-11-19', end: '2026-12-02', events: [] }
  it.each([
    ['2026-11-20', '2026-11-27', true],
    ['2026-11-19', '2026-12-02', true],
    ['2026-11-18', '2026-11-25', false],
    ['2026-11-27', '2026-12-03', false],
  ])('should say predictions cover %s..%s: %s', (first, last, covered) => {
    expect(coversWindow(value, first, last)).toBe(covered)
  })
})

describe('fetch helpers', () => {
  it('should key a point by its coordinates to 4 decimals', () => {
    expect(pointKey({ latitude: 21.66375, longitude: -158.05 })).toBe('21.6638,-158.0500')
  })

  it('should count only network errors and timeouts as unreachable', () => {
    expect(isUnreachable({ kind: 'network', message: 'ENOTFOUND', source: 'ndbc' })).toBe(true)
    expect(isUnreachable({ kind: 'timeout', message: 'slow', source: 'ndbc' })).toBe(true)
    expect(isUnreachable({ kind: 'http', status: 500, message: 'x', source: 'ndbc' })).toBe(false)
  })
})
