// Every client under every fault the fake can produce: a typed failure (or an empty answer),
// never a throw. Plus the retry policy, counted on the fake's request log.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { SampleFault, SampleServer } from './sample-server/server'
import { startSampleServer } from './sample-server/server'
import type { UpstreamConfig, UpstreamSource } from './config'
import { UPSTREAM_SOURCES } from './config'
import { fetchTidePredictions } from './coops'
import type { UpstreamErrorKind, UpstreamResult } from './http'
import { fetchBuoy } from './ndbc'
import { fetchLatestObservations } from './ndbc-latest'
import { clearPlaceSearchCache, searchPlaces } from './nominatim'
import { fetchLatestObservation } from './nws'
import { fetchForecast } from './open-meteo-forecast'
import { fetchMarine } from './open-meteo-marine'
import { expectOk, testConfig } from './test-support'
import { fetchYouTubeMetadata } from './youtube'

let fake: SampleServer
let config: UpstreamConfig
let shortTimeout: UpstreamConfig

// Timing must not decide a test: a request the fake answers gets a generous client timeout, so a
// loaded machine cannot turn it into a timeout; only the 'timeout' fault, where the fake never
// answers at all, uses a short one (its outcome is the same however slow the machine is).
const GENEROUS_MS = 20_000
const SHORT_MS = 300

beforeAll(async () => {
  fake = await startSampleServer()
  config = testConfig(fake.url, { timeoutMs: GENEROUS_MS })
  shortTimeout = testConfig(fake.url, { timeoutMs: SHORT_MS })
})
afterAll(() => fake.close())
afterEach(() => {
  for (const source of UPSTREAM_SOURCES) fake.setFault(source, null)
  clearPlaceSearchCache()
})

const point = { latitude: 33.6545, longitude: -118.004 }

const CALLS: Record<UpstreamSource, (c: UpstreamConfig) => Promise<UpstreamResult<unknown>>> = {
  'open-meteo-marine': (c) => fetchMarine({ points: [point], config: c }),
  'open-meteo-forecast': (c) => fetchForecast({ points: [point], config: c }),
  nws: (c) => fetchLatestObservation('KSBA', { config: c }),
  ndbc: (c) => fetchLatestObservations({ config: c }),
  coops: (c) =>
    fetchTidePredictions({
      station: '9411340',
      beginDate: '20261121',
      endDate: '20261122',
      config: c,
    }),
  nominatim: (c) => searchPlaces('Huntington Beach', { config: c }),
  youtube: (c) => fetchYouTubeMetadata('abcDEF12345', { config: c }),
}

const FAILURES: [SampleFault, UpstreamErrorKind, number | undefined][] = [
  ['http500', 'http', 500],
  ['http429', 'http', 429],
  ['timeout', 'timeout', undefined],
  ['malformed', 'malformed', undefined],
  ['down', 'network', undefined],
]

const CASES = UPSTREAM_SOURCES.flatMap((source) =>
  FAILURES.map(([fault, kind, status]) => ({ source, fault, kind, status })),
)

describe('faults', () => {
  it.each(CASES)(
    'should turn $fault from $source into a $kind failure',
    async ({ source, fault, kind, status }) => {
      fake.setFault(source, fault)
      const result = await CALLS[source](fault === 'timeout' ? shortTimeout : config)
      expect(result.ok).toBe(false)
      if (result.ok) return
      expect(result.error).toMatchObject({ kind, source })
      expect(result.error.status).toBe(status)
      expect(result.error.message).not.toBe('')
    },
  )

  const EMPTY: [UpstreamSource, (value: unknown) => boolean][] = [
    [
      'open-meteo-marine',
      (v) => (v as { series: { hourly: unknown[] }[] }[])[0]?.series[0]?.hourly.length === 0,
    ],
    [
      'open-meteo-forecast',
      (v) => (v as { series: { hourly: unknown[] }[] }[])[0]?.series[0]?.hourly.length === 0,
    ],
    [
      'nws',
      (v) => (v as { conditions: { windSpeedMph: unknown } }).conditions.windSpeedMph === null,
    ],
    ['ndbc', (v) => (v as Map<string, unknown>).size === 0],
    ['coops', (v) => (v as unknown[]).length === 0],
    ['nominatim', (v) => (v as unknown[]).length === 0],
  ]

  it.each(EMPTY)(
    'should answer an empty %s response as a successful empty result',
    async (source, isEmpty) => {
      fake.setFault(source, 'empty')
      expect(isEmpty(expectOk(await CALLS[source](config)))).toBe(true)
    },
  )
})

describe('retries', () => {
  const retrying = (timeoutMs = GENEROUS_MS) =>
    testConfig(fake.url, { timeoutMs, retries: 2, retryBaseDelayMs: 5 })
  const countRequests = async (
    source: UpstreamSource,
    run: () => Promise<UpstreamResult<unknown>>,
  ) => {
    const before = fake.requests.filter((r) => r.source === source).length
    const result = await run()
    return { result, count: fake.requests.filter((r) => r.source === source).length - before }
  }

  it.each([['http500'], ['down'], ['timeout']] as const)(
    'should retry after %s and then succeed',
    async (fault) => {
      fake.setFault('open-meteo-marine', fault, { times: 2 })
      // After 'timeout' the third try must be answered within the same per-try limit: 2 s
      // (the two held tries cost 4 s) is far above a local answer even on a loaded machine.
      const timeoutMs = fault === 'timeout' ? 2_000 : GENEROUS_MS
      const { result, count } = await countRequests('open-meteo-marine', () =>
        CALLS['open-meteo-marine'](retrying(timeoutMs)),
      )
      expect(result.ok).toBe(true)
      expect(count).toBe(3)
    },
    30_000,
  )

  it('should give up after the configured retries with the last error', async () => {
    fake.setFault('ndbc', 'http500')
    const { result, count } = await countRequests('ndbc', () => CALLS.ndbc(retrying()))
    expect(result).toMatchObject({ ok: false, error: { kind: 'http', status: 500 } })
    expect(count).toBe(3)
  })

  it('should not retry a 404', async () => {
    const { result, count } = await countRequests('ndbc', () =>
      fetchBuoy('zz', { config: retrying() }),
    )
    expect(result).toMatchObject({ ok: false, error: { status: 404 } })
    expect(count).toBe(1)
  })

  it('should wait for Retry-After on a 429 before trying again', async () => {
    fake.setFault('coops', 'http429', { times: 1 })
    const started = Date.now()
    const { result, count } = await countRequests('coops', () => CALLS.coops(retrying()))
    expect(result.ok).toBe(true)
    expect(count).toBe(2)
    expect(Date.now() - started).toBeGreaterThanOrEqual(990)
  })
})
