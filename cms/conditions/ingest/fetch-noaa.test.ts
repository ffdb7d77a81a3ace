import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { blankHour } from '../upstream/hourly'
import type { UpstreamConfig } from '../upstream'
import type { SampleServer } from '../upstream/sample-server/server'
import { startSampleServer } from '../upstream/sample-server/server'
import { testConfig } from '../upstream/test-support'
import { fetchBuoysFor } from './fetch-noaa'
import { spotOf } from './test-support'
import type { BuoyValue, Entry } from './types'

let fake: SampleServer
let config: UpstreamConfig
beforeAll(async () => {
  fake = await startSampleServer()
  config = testConfig(fake.url)
})
afterAll(() => fake.close())

const HOUR = 3_600_000
const hourAgo = (now: Date, hours: number) =>
  new Date(Math.round(now.getTime() / HOUR) * HOUR - hours * HOUR).toISOString()

describe('fetchBuoysFor', () => {
  it("should ask NDBC once for every buoy's newest row, and on a first run each buoy's .txt and .spec", async () => {
    const spots = ['46217', '46237', '44092'].map((b, id) => spotOf({ id, ndbcBuoy: b }))
    const now = new Date()
    const before = fake.requests.length
    const first = await fetchBuoysFor(spots, config, now, new Map())
    const asked = fake.requests.slice(before).map((r) => r.path)
    expect(asked.sort()).toEqual(
      [
        '/ndbc/data/latest_obs/latest_obs.txt',
        ...['44092', '46237', '46217'].flatMap((b) => [
          `/ndbc/data/realtime2/${b}.txt`,
          `/ndbc/data/realtime2/${b}.spec`,
        ]),
      ].sort(),
    )
    expect(first.requests).toBe(7)
    expect([...first.fresh.keys()].sort()).toEqual(['44092', '46217', '46237'])
    // The same clock hour again: the history is known, only the newest rows are asked for.
    const again = fake.requests.length
    const second = await fetchBuoysFor(spots, config, now, first.fresh)
    expect(fake.requests.slice(again).map((r) => r.path)).toEqual([
      '/ndbc/data/latest_obs/latest_obs.txt',
    ])
    expect(second.requests).toBe(1)
    expect(second.fresh.get('46217')?.value.hourly).toHaveLength(
      first.fresh.get('46217')?.value.hourly.length ?? -1,
    )
  })

  it("should fill the buoy's hours from its history, with the .spec's swell / wind-wave split", async () => {
    const now = new Date()
    const outcome = await fetchBuoysFor([spotOf({ ndbcBuoy: '46217' })], config, now, new Map())
    const entry = outcome.fresh.get('46217')
    const hourly = entry?.value.hourly ?? []
    // The recorded .txt is 50 hours of 10-minute rows: about 50 hourly rows, not one.
    expect(hourly.length).toBeGreaterThan(40)
    const split = hourly.filter((h) => h.swellHeightFt !== null && h.windWaveHeightFt !== null)
    expect(split.length).toBeGreaterThan(40)
    expect(hourly.at(-1)?.waveHeightFt).toEqual(expect.any(Number))
    expect(Date.parse(entry?.value.historyAt ?? '')).toBeGreaterThanOrEqual(now.getTime())
    const times = hourly.map((h) => Date.parse(h.time))
    expect(times).toEqual([...times].sort((a, b) => a - b))
    expect(new Set(times).size).toBe(times.length)
  })

  it('should ask the .spec hourly but the .txt only when refreshes were missed', async () => {
    const now = new Date()
    const first = await fetchBuoysFor([spotOf({ ndbcBuoy: '46217' })], config, now, new Map())
    const entry = first.fresh.get('46217')
    if (!entry) throw new Error('no buoy')
    const old = new Date(now.getTime() - 2 * HOUR).toISOString()
    const asked = async (value: BuoyValue) => {
      const before = fake.requests.length
      const outcome = await fetchBuoysFor(
        [spotOf({ ndbcBuoy: '46217' })],
        config,
        now,
        new Map([['46217', { ...entry, value }]]),
      )
      return {
        paths: fake.requests
          .slice(before)
          .map((r) => r.path)
          .sort(),
        outcome,
      }
    }
    const caughtUp = await asked({ ...entry.value, historyAt: old, specAt: old })
    expect(caughtUp.paths).toEqual([
      '/ndbc/data/latest_obs/latest_obs.txt',
      '/ndbc/data/realtime2/46217.spec',
    ])
    // The last three hours missing (three refreshes missed): the .txt fills them back in.
    const missed = await asked({
      hourly: entry.value.hourly.slice(0, -3),
      historyAt: old,
      specAt: old,
    })
    expect(missed.paths).toContain('/ndbc/data/realtime2/46217.txt')
    const filled = missed.outcome.fresh.get('46217')?.value.hourly.map((h) => h.time)
    expect(filled).toEqual(entry.value.hourly.map((h) => h.time))
  })

  it('should keep the hours earlier refreshes observed, up to 7 days back', async () => {
    const now = new Date()
    const past = (hours: number) => ({ ...blankHour(hourAgo(now, hours)), waveHeightFt: hours })
    const historyAt = now.toISOString()
    const value = { hourly: [past(170), past(160), past(3), past(2)], historyAt }
    const known = new Map<string, Entry<BuoyValue>>([
      ['46217', { fetchedAt: hourAgo(now, 1), value }],
    ])
    const outcome = await fetchBuoysFor([spotOf({ ndbcBuoy: '46217' })], config, now, known)
    const hourly = outcome.fresh.get('46217')?.value.hourly ?? []
    expect(hourly.map((h) => h.waveHeightFt).slice(0, 3)).toEqual([160, 3, 2])
    expect(hourly).toHaveLength(4)
    const times = hourly.map((h) => Date.parse(h.time))
    expect(times).toEqual([...times].sort((a, b) => a - b))
  })

  it('should fail only the buoys neither the file lists nor a history answers for, and ask nothing without buoys', async () => {
    // The fake answers any five-character station's history; a four-character one is a 404.
    const outcome = await fetchBuoysFor(
      [spotOf({ ndbcBuoy: 'ZZZZ' })],
      config,
      new Date(),
      new Map(),
    )
    expect(outcome.failures.get('ZZZZ')).toMatch(/not in NDBC's latest observations/)
    const none = await fetchBuoysFor([spotOf({ ndbcBuoy: null })], config, new Date(), new Map())
    expect(none.requests).toBe(0)
  })
})
