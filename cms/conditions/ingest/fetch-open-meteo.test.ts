import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { UpstreamConfig } from '../upstream'
import type { SampleServer } from '../upstream/sample-server/server'
import { startSampleServer } from '../upstream/sample-server/server'
import { testConfig } from '../upstream/test-support'
import { fetchForecastFor, fetchMarineFor, pointKey } from './fetch-open-meteo'
import { spotOf } from './test-support'

// The fake's models run every 6 h from 00 UTC and are served 5 h after they start. Its clock runs
// an hour behind the client's: on the real clock, a fetch made within RUN_SETTLE_MS of a run being
// announced (05, 11, 17, 23 UTC) is rightly due again, which made these tests fail in that window.
const FAKE_CLOCK_BEHIND_MS = 3_600_000
let fake: SampleServer
let config: UpstreamConfig
beforeAll(async () => {
  fake = await startSampleServer({ now: () => Date.now() - FAKE_CLOCK_BEHIND_MS })
  config = testConfig(fake.url)
})
afterAll(() => fake.close())

const spot = spotOf({ isUS: false })
const asked = async (work: () => Promise<unknown>) => {
  const before = fake.requests.length
  await work()
  return fake.requests.slice(before).map((r) => r.path)
}

describe('fetchMarineFor and the models metadata', () => {
  it('should read the three models runs, then the data, and stamp the best-match run', async () => {
    let outcome: Awaited<ReturnType<typeof fetchMarineFor>> | undefined
    const paths = await asked(async () => {
      outcome = await fetchMarineFor([spot], config, { known: new Map(), now: new Date() })
    })
    expect(paths.filter((p) => p.endsWith('meta.json')).sort()).toEqual([
      '/open-meteo-marine/data/ecmwf_wam025/static/meta.json',
      '/open-meteo-marine/data/meteofrance_wave/static/meta.json',
      '/open-meteo-marine/data/ncep_gfswave025/static/meta.json',
    ])
    expect(paths.filter((p) => p.startsWith('/open-meteo-marine/v1/marine'))).toHaveLength(1)
    expect(outcome?.requests).toBe(1) // data requests only: Open-Meteo's metadata calls are free
    const run = outcome?.fresh.get(pointKey(spot))?.value.modelRun ?? ''
    expect(new Date(run).getUTCHours() % 6).toBe(0)
    expect(Date.now() - Date.parse(run)).toBeGreaterThanOrEqual(5 * 3_600_000)
  })

  it('should not ask for data again while no model has a newer run, and ask once one has', async () => {
    const first = await fetchMarineFor([spot], config, { known: new Map(), now: new Date() })
    const known = first.fresh
    const again = await asked(() => fetchMarineFor([spot], config, { known, now: new Date() }))
    expect(again.filter((p) => p.includes('/v1/marine'))).toEqual([])
    const entry = known.get(pointKey(spot))
    const old = new Map([[pointKey(spot), { ...entry!, fetchedAt: '2020-01-01T00:00:00.000Z' }]])
    const due = await asked(() => fetchMarineFor([spot], config, { known: old, now: new Date() }))
    expect(due.filter((p) => p.includes('/v1/marine'))).toHaveLength(1)
  })

  it('should fall back to the schedule when the metadata cannot be read', async () => {
    fake.setFault('open-meteo-marine', 'http500', { times: 3 })
    const outcome = await fetchMarineFor([spot], config, { known: new Map(), now: new Date() })
    expect(outcome.fresh.get(pointKey(spot))?.value.modelRun).toBeNull()
  })
})

describe('one location per model grid cell', () => {
  // 34.101,-119.101 and 34.14,-119.14 share a Marine cell (1/12°) but not a Forecast cell (1/40°).
  const a = spotOf({ id: 1, isUS: false, latitude: 34.101, longitude: -119.101 })
  const b = spotOf({ id: 2, isUS: false, latitude: 34.14, longitude: -119.14 })
  const far = spotOf({ id: 3, isUS: false, latitude: 35.5, longitude: -121.2 })
  const locations = (paths: string[], api: string) =>
    paths
      .filter((p) => p.includes(api))
      .map((p) => new URL(p, 'http://x').searchParams.get('latitude')?.split(',').length ?? 0)

  it('should ask Marine once per cell and give each spot of a cell its answer', async () => {
    let outcome: Awaited<ReturnType<typeof fetchMarineFor>> | undefined
    const paths = await asked(async () => {
      outcome = await fetchMarineFor([a, b, far], config, { known: new Map(), now: new Date() })
    })
    expect(locations(paths, '/v1/marine')).toEqual([2])
    expect(outcome?.fresh.get(pointKey(b))).toBe(outcome?.fresh.get(pointKey(a)))
    expect(outcome?.fresh.get(pointKey(far))).toBeDefined()
    expect(outcome?.fresh.get(pointKey(far))).not.toBe(outcome?.fresh.get(pointKey(a)))
  })

  it('should ask the finer Forecast grid for each of the two spots', async () => {
    const paths = await asked(() => fetchForecastFor([a, b, far], config))
    expect(locations(paths, '/v1/forecast')).toEqual([3])
  })

  it('should keep one location per spot when cells are not shared (sample runs)', async () => {
    const paths = await asked(() =>
      fetchMarineFor([a, b, far], config, undefined, { shareCells: false }),
    )
    expect(locations(paths, '/v1/marine')).toEqual([3])
  })
})
