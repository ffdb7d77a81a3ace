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
  it('should ask NDBC once for every buoy, reading the latest-observations file', async () => {
    const spots = ['46053', '46026', '44098'].map((b, id) => spotOf({ id, ndbcBuoy: b }))
    const before = fake.requests.length
    const outcome = await fetchBuoysFor(spots, config, new Date(), new Map())
    const asked = fake.requests.slice(before).map((r) => r.path)
    expect(asked).toEqual(['/ndbc/data/latest_obs/latest_obs.txt'])
    expect(outcome.requests).toBe(1)
    expect([...outcome.fresh.keys()].sort()).toEqual(['44098', '46026', '46053'])
    expect(outcome.fresh.get('46053')?.value.hourly).toHaveLength(1)
    expect(outcome.fresh.get('46053')?.value.hourly[0]?.waveHeightFt).toEqual(expect.any(Number))
  })

  it('should keep the hours earlier refreshes observed, up to 36 h back', async () => {
    const now = new Date()
    const past = (hours: number) => ({ ...blankHour(hourAgo(now, hours)), waveHeightFt: hours })
    const known = new Map<string, Entry<BuoyValue>>([
      ['46053', { fetchedAt: hourAgo(now, 1), value: { hourly: [past(40), past(3), past(2)] } }],
    ])
    const outcome = await fetchBuoysFor([spotOf()], config, now, known)
    const hourly = outcome.fresh.get('46053')?.value.hourly ?? []
    expect(hourly.map((h) => h.waveHeightFt).slice(0, 2)).toEqual([3, 2])
    expect(hourly).toHaveLength(3)
    const times = hourly.map((h) => Date.parse(h.time))
    expect(times).toEqual([...times].sort((a, b) => a - b))
  })

  it('should fail only the buoys the file does not list, and ask nothing without buoys', async () => {
    const outcome = await fetchBuoysFor(
      [spotOf({ ndbcBuoy: 'ZZZZZ' })],
      config,
      new Date(),
      new Map(),
    )
    expect(outcome.failures.get('ZZZZZ')).toMatch(/not in NDBC's latest observations/)
    const none = await fetchBuoysFor([spotOf({ ndbcBuoy: null })], config, new Date(), new Map())
    expect(none.requests).toBe(0)
  })
})
