// Nominatim and YouTube oEmbed against the fake upstream.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { SampleServer } from './sample-server/server'
import { startSampleServer } from './sample-server/server'
import { readUpstreamConfig } from './config'
import { clearPlaceSearchCache, searchPlaces } from './nominatim'
import { expectOk, testConfig } from './test-support'
import { fetchYouTubeMetadata } from './youtube'

let fake: SampleServer

beforeAll(async () => {
  fake = await startSampleServer()
})
afterAll(() => fake.close())
beforeEach(() => clearPlaceSearchCache())

describe('searchPlaces', () => {
  it('should return suggestions with the recorded place first when it matches', async () => {
    const places = expectOk(await searchPlaces('Portland Head', { config: testConfig(fake.url) }))
    expect(places).toHaveLength(5)
    expect(places[0]).toMatchObject({
      id: 'way/329793373',
      name: 'Portland Head Light',
      state: 'Maine',
    })
    expect(places.every((p) => p.displayName && p.type && p.country)).toBe(true)
  })

  it('should keep at least 1 s between upstream calls', async () => {
    // The production spacing, so this also checks the default honours the 1 request/s policy.
    const nominatim = readUpstreamConfig({}).minIntervalMs.nominatim
    const config = testConfig(fake.url, {
      minIntervalMs: { ...testConfig(fake.url).minIntervalMs, nominatim },
    })
    const before = fake.requests.length
    await Promise.all(['Rye NH', 'Ocean Beach', 'Trestles'].map((q) => searchPlaces(q, { config })))
    const times = fake.requests.slice(before).map((r) => r.at)
    expect(times).toHaveLength(3)
    for (let i = 1; i < times.length; i++)
      expect((times[i] ?? 0) - (times[i - 1] ?? 0)).toBeGreaterThanOrEqual(1000)
  })

  it('should answer a repeated search from the cache', async () => {
    const config = testConfig(fake.url)
    const before = fake.requests.length
    const first = expectOk(await searchPlaces('Malibu', { config }))
    const second = expectOk(await searchPlaces('  malibu ', { config }))
    expect(second).toEqual(first)
    expect(fake.requests.length - before).toBe(1)
  })

  it('should not call upstream for a blank query', async () => {
    const before = fake.requests.length
    expect(expectOk(await searchPlaces('   ', { config: testConfig(fake.url) }))).toEqual([])
    expect(fake.requests.length).toBe(before)
  })

  it('should ask for jsonv2 with address details and the limit', async () => {
    await searchPlaces('Rincon', { limit: 3, config: testConfig(fake.url) })
    const query = new URL(fake.requests.at(-1)?.path ?? '', fake.url).searchParams
    expect(Object.fromEntries(query)).toEqual({
      q: 'Rincon',
      format: 'jsonv2',
      addressdetails: '1',
      limit: '3',
    })
  })
})

describe('fetchYouTubeMetadata', () => {
  it('should return the title, channel and thumbnail for the requested id', async () => {
    const video = expectOk(
      await fetchYouTubeMetadata('abcDEF12345', { config: testConfig(fake.url) }),
    )
    expect(video).toMatchObject({ videoId: 'abcDEF12345', channelTitle: 'smshdchrb' })
    expect(video.thumbnail).toBe('https://i.ytimg.com/vi/abcDEF12345/hqdefault.jpg')
  })

  it.each([
    ['missing0000', 404],
    ['private0000', 401],
  ])('should type a non-200 for %s as an http failure', async (id, status) => {
    const result = await fetchYouTubeMetadata(id, { config: testConfig(fake.url) })
    expect(result).toMatchObject({ ok: false, error: { kind: 'http', status, source: 'youtube' } })
  })
})
