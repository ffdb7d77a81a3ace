import { describe, expect, it } from 'vitest'
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
