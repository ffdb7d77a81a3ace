// The sample server itself (cms/conditions/upstream/sample-server), spoken to with raw fetch: the quirks it
// must reproduce so the clients are tested against something that behaves like the real APIs.
import path from 'node:path'
import { existsSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SAMPLE_FILES, samplesDir } from './sample-server/samples'
import type { SampleServer } from './sample-server/server'
import { startSampleServer } from './sample-server/server'
import { SPOT_SEEDS } from '../../seed/data/spots'
import { DEFAULT_USER_AGENT } from './config'
import { parseLatestObs } from './ndbc-latest'

let fake: SampleServer
beforeAll(async () => {
  fake = await startSampleServer()
})
afterAll(() => fake.close())

const get = (p: string, userAgent = DEFAULT_USER_AGENT) =>
  fetch(`${fake.url}${p}`, { headers: { 'User-Agent': userAgent }, redirect: 'manual' })

describe('sample server', () => {
  it.each([
    ['33.65', '-118.0', false],
    ['33.65,21.66', '-118.0,-158.05', true],
  ])(
    'should answer latitude=%s with an array only for several points',
    async (lat, lon, isArray) => {
      const response = await get(
        `/open-meteo-marine/v1/marine?latitude=${lat}&longitude=${lon}&hourly=wave_height`,
      )
      expect(Array.isArray(await response.json())).toBe(isArray)
    },
  )

  it('should give 24 hourly steps per forecast day from local midnight', async () => {
    const response = await get(
      '/open-meteo-forecast/v1/forecast?latitude=1&longitude=1&hourly=temperature_2m&forecast_days=3&timezone=Asia/Tokyo',
    )
    const body = (await response.json()) as {
      hourly: { time: string[] }
      utc_offset_seconds: number
    }
    expect(body.hourly.time).toHaveLength(72)
    expect(body.hourly.time[0]).toMatch(/T00:00$/)
    expect(body.utc_offset_seconds).toBe(32_400)
  })

  it('should answer an unknown variable with a 400 and a reason', async () => {
    const response = await get(
      '/open-meteo-marine/v1/marine?latitude=1&longitude=1&hourly=surf_quality',
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      error: true,
      reason: expect.stringContaining('surf_quality'),
    })
  })

  it.each(['/nws/points/34.4,-119.8', '/nominatim/search?q=Rincon&format=jsonv2'])(
    'should refuse %s without an identifying User-Agent',
    async (p) => {
      expect((await get(p, 'node')).status).toBe(403)
    },
  )

  it('should redirect an NWS point with more than 4 decimals', async () => {
    const response = await get('/nws/points/34.123456,-119.8')
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toMatch(/\/nws\/points\/34\.1235,-119\.8$/)
  })

  it('should give the same tides for a day whatever range it is asked within', async () => {
    const tides = async (begin: string, end: string) => {
      const query = `product=predictions&interval=hilo&station=8423898&begin_date=${begin}&end_date=${end}`
      const body = (await (await get(`/coops/api/prod/datagetter?${query}`)).json()) as {
        predictions: { t: string }[]
      }
      return body.predictions.filter((p) => p.t.startsWith('2026-12-02'))
    }
    const short = await tides('20261202', '20261202')
    expect(short.length).toBeGreaterThanOrEqual(3)
    expect(await tides('20261125', '20261210')).toEqual(short)
  })

  it('should answer CO-OPS with the harmonic tides of the station asked', async () => {
    const query =
      'product=predictions&interval=hilo&station=9411340&begin_date=20261008&end_date=20261008'
    const body = (await (await get(`/coops/api/prod/datagetter?${query}`)).json()) as {
      predictions: { t: string; v: string; type: string }[]
    }
    // CO-OPS's own for that day (recorded): H 03:09 5.449, L 09:35 0.189, H 15:52, L 21:58.
    expect(body.predictions.map((p) => p.type)).toEqual(['H', 'L', 'H', 'L'])
    const minutes = (t: string) => Date.parse(`${t.replace(' ', 'T')}Z`) / 60_000
    const recorded = [
      '2026-10-08 03:09',
      '2026-10-08 09:35',
      '2026-10-08 15:52',
      '2026-10-08 21:58',
    ]
    body.predictions.forEach((p, i) =>
      expect(Math.abs(minutes(p.t) - minutes(recorded[i] ?? ''))).toBeLessThanOrEqual(10),
    )
    expect(Number(body.predictions[0]?.v)).toBeCloseTo(5.449, 0)
  })

  it('should have no CO-OPS data for a station the tide database lacks', async () => {
    const query = 'product=predictions&interval=hilo&station=1234567&date=today'
    const body = (await (await get(`/coops/api/prod/datagetter?${query}`)).json()) as {
      error?: { message: string }
    }
    expect(body.error?.message).toMatch(/No data was found/)
  })

  it('should move the newest NDBC row to the last half hour', async () => {
    const text = await (await get('/ndbc/data/realtime2/44098.txt')).text()
    const [y, mo, d, h, mi] = (text.split('\n')[2] ?? '').trim().split(/\s+/).map(Number)
    const age = Date.now() - Date.UTC(y ?? 0, (mo ?? 1) - 1, d, h, mi)
    expect(age).toBeGreaterThanOrEqual(0)
    expect(age).toBeLessThan(31 * 60_000)
  })

  it("should answer a buoy NDBC's table lists as a wave station, and 404 an id it does not list", async () => {
    // Folly Beach's CHR60WAVE: a 'Moored Buoy' the table names as a wave station.
    const folly = await get('/ndbc/data/realtime2/41076.txt')
    expect(folly.status).toBe(200)
    expect((await folly.text()).split('\n')[0]).toMatch(/^#YY\s+MM\s+DD/)
    expect((await get('/ndbc/data/realtime2/46999.txt')).status).toBe(404)
    expect((await get('/ndbc/data/realtime2/46999.spec')).status).toBe(404)
  })

  it('should serve latest_obs with one current row per seed buoy, waves filled from the hour', async () => {
    const text = await (await get('/ndbc/data/latest_obs/latest_obs.txt')).text()
    const stations = parseLatestObs(text)
    if (typeof stations === 'string') throw new Error(stations)
    const buoys = new Set(SPOT_SEEDS.flatMap((s) => s.ndbcBuoy ?? []))
    for (const buoy of buoys) {
      const obs = stations.get(buoy)
      expect(obs?.waveHeightFt, buoy).toEqual(expect.any(Number))
      const age = Date.now() - Date.parse(obs?.observedAt ?? '')
      expect(age).toBeGreaterThanOrEqual(0)
      expect(age).toBeLessThan(31 * 60_000)
    }
  })

  it('should log each request with its source and path', async () => {
    await get('/youtube/oembed?url=https%3A%2F%2Fyoutu.be%2FabcDEF12345&format=json')
    expect(fake.requests.at(-1)).toMatchObject({
      source: 'youtube',
      path: expect.stringMatching(/^\/youtube\/oembed\?/),
    })
  })

  it('should find the samples inside the repo unless UPSTREAM_SAMPLES_DIR says otherwise', () => {
    expect(samplesDir({})).toBe(path.resolve(import.meta.dirname, 'sample-server/recorded'))
    for (const file of Object.values(SAMPLE_FILES))
      expect(existsSync(path.join(samplesDir({}), file)), file).toBe(true)
    expect(samplesDir({ UPSTREAM_SAMPLES_DIR: '/tmp/samples' })).toBe('/tmp/samples')
  })
})
