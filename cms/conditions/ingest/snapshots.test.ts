import { describe, expect, it } from 'vitest'
import { hoursFrom } from '../../../shared/domain/forecast/test-support'
import { decodeEntries, encodeEntries } from './snapshot-codec'
import { toHourTable } from './hour-table'
import { mergeOutcome } from './snapshots'
import { marineHours, nwsValue } from './test-support'
import type { BuoyValue, Entry, TideValue } from './types'

const NOW = new Date('2026-11-21T10:00:00.000Z')
const OLD = '2026-11-21T09:00:00.000Z'
const NEW = '2026-11-21T10:00:00.000Z'
const buoy = (fetchedAt: string, ft: number): Entry<BuoyValue> => ({
  fetchedAt,
  value: { hourly: hoursFrom('2026-11-21T00:00:00.000Z', 2, { waveHeightFt: ft }) },
})

describe('mergeOutcome', () => {
  const base = new Map([
    ['41002', buoy(OLD, 3)],
    ['46026', buoy(OLD, 5)],
  ])
  const state = mergeOutcome({
    source: 'noaa-ndbc',
    mode: 'live',
    model: null,
    now: NOW,
    base,
    outcome: {
      requests: 3,
      fresh: new Map([['41002', buoy(NEW, 4)]]),
      failures: new Map([
        ['46026', 'HTTP 500: Internal Server Error'],
        ['44098', 'no answer within 10000 ms'],
      ]),
      unreachable: false,
    },
  })

  it('should use a fresh answer when there is one', () => {
    expect(state.entries.get('41002')).toEqual(buoy(NEW, 4))
  })

  it('should carry a failed key forward at its real fetch time, saying why it is stale', () => {
    expect(state.entries.get('46026')).toEqual({
      ...buoy(OLD, 5),
      stale: { error: 'HTTP 500: Internal Server Error', failedAt: NOW.toISOString() },
    })
  })

  it('should have nothing for a failed key never fetched before, and keep its failure', () => {
    expect(state.entries.has('44098')).toBe(false)
    expect(state.failures.get('44098')).toBe('no answer within 10000 ms')
  })
})

describe('snapshot entries', () => {
  it('should survive a round trip through JSON', () => {
    const entries = new Map([['46026', { ...buoy(OLD, 5), stale: { error: 'x', failedAt: NEW } }]])
    const json = JSON.parse(JSON.stringify(encodeEntries('noaa-ndbc', entries)))
    expect(decodeEntries('noaa-ndbc', json)).toEqual(entries)
  })

  it('should keep tide predictions as they are', () => {
    const tides: Entry<TideValue> = {
      fetchedAt: OLD,
      value: {
        begin: '2026-11-19',
        end: '2026-12-02',
        events: [{ time: NEW, type: 'high', heightFt: 5.4 }],
      },
    }
    const entries = new Map([['9411340', tides]])
    expect(decodeEntries('noaa-coops', encodeEntries('noaa-coops', entries))).toEqual(entries)
  })

  it('should keep an NWS grid cell and the grid cell Open-Meteo snapped to', () => {
    const nws = new Map([['34.1000,-119.1000', { fetchedAt: OLD, value: nwsValue(marineHours()) }]])
    const nwsJson = JSON.parse(JSON.stringify(encodeEntries('nws-grid', nws)))
    expect(decodeEntries('nws-grid', nwsJson)).toEqual(nws)
    const cwf = { zone: 'PZZ650', issuedAt: OLD }
    const land = new Map([['1,2', { fetchedAt: OLD, value: { ...nwsValue([], false), cwf } }]])
    const landJson = JSON.parse(JSON.stringify(encodeEntries('nws-grid', land)))
    expect(decodeEntries('nws-grid', landJson)).toEqual(land)
    const cell = { latitude: 34.125, longitude: -119.125 }
    const marine = new Map([
      [
        'k',
        { fetchedAt: OLD, value: { models: { best_match: toHourTable(marineHours()) }, cell } },
      ],
    ])
    const marineJson = JSON.parse(JSON.stringify(encodeEntries('open-meteo-marine', marine)))
    expect(decodeEntries('open-meteo-marine', marineJson)).toEqual(marine)
  })

  it('should skip entries that do not have the expected shape', () => {
    const decoded = decodeEntries('noaa-ndbc', {
      a: { fetchedAt: OLD, value: { hourly: 'x' } },
      b: 3,
    })
    expect(decoded.size).toBe(0)
    expect(decodeEntries('open-meteo-marine', null).size).toBe(0)
  })
})
