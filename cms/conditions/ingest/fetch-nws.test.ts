import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { UpstreamConfig } from '../upstream'
import type { SampleServer } from '../upstream/sample-server/server'
import { startSampleServer } from '../upstream/sample-server/server'
import { testConfig } from '../upstream/test-support'
import { pointKey } from './fetch-open-meteo'
import { fetchNwsFor, NWS_REFETCH_MS, seawardCells } from './fetch-nws'
import { spotOf } from './test-support'

// The fake: /points answers an even-x (land) cell; odd-x cells are over water.
let fake: SampleServer
let config: UpstreamConfig
beforeAll(async () => {
  fake = await startSampleServer()
  config = testConfig(fake.url)
})
afterAll(() => fake.close())

const NOW = new Date()

describe('seawardCells', () => {
  it('should try the cell the beach faces first, then ±45°, then two cells out', () => {
    const cells = seawardCells({ office: 'LOX', x: 100, y: 70 }, 270)
    expect(cells.map((c) => [c.x, c.y])).toEqual([
      [99, 70],
      [99, 69],
      [99, 71],
      [98, 70],
    ])
  })
})

describe('fetchNwsFor', () => {
  it('should find the water cell next to a west-facing spot and remember it', async () => {
    const spot = spotOf()
    const first = await fetchNwsFor({ spots: [spot], config, known: new Map(), now: NOW })
    const entry = first.fresh.get(pointKey(spot))
    expect(entry?.value).toMatchObject({ hasWaves: true, tried: [entry?.value.grid] })
    expect(entry?.value.grid).toMatch(/^LOX\/\d*[13579],\d+$/)
    expect(first.requests).toBe(2)

    const known = new Map(first.fresh)
    const soon = new Date(NOW.getTime() + 3_600_000)
    const again = await fetchNwsFor({ spots: [spot], config, known, now: soon })
    expect(again.requests).toBe(0)
    expect(again.reused.get(pointKey(spot))).toBe(entry)

    const later = new Date(NOW.getTime() + NWS_REFETCH_MS + 60_000)
    const due = await fetchNwsFor({ spots: [spot], config, known, now: later })
    expect(due.requests).toBe(1)
    expect(due.fresh.get(pointKey(spot))?.value.grid).toBe(entry?.value.grid)
  })

  it('should step past a land neighbour to the next water cell', async () => {
    const spot = spotOf({ beachFacingDegrees: 0 })
    const outcome = await fetchNwsFor({ spots: [spot], config, known: new Map(), now: NOW })
    expect(outcome.fresh.get(pointKey(spot))?.value.tried).toHaveLength(2)
  })

  it('should leave spots outside the US and spots without a land point alone', async () => {
    const spots = [spotOf({ isUS: false }), spotOf({ landLatitude: null, latitude: 30 })]
    const outcome = await fetchNwsFor({ spots, config, known: new Map(), now: NOW })
    expect(outcome).toMatchObject({ requests: 0, fresh: new Map() })
  })

  it('should record a failure when NWS is down, so the last answer is served stale', async () => {
    fake.setFault('nws', 'http500')
    const spot = spotOf({ latitude: 33.5, landLatitude: 33.51 })
    const outcome = await fetchNwsFor({ spots: [spot], config, known: new Map(), now: NOW })
    fake.setFault('nws', null)
    expect(outcome.failures.get(pointKey(spot))).toEqual(expect.any(String))
  })

  // The fake's MFL (Miami) cells are all land, as some real coasts' neighbours are.
  const miami = spotOf({
    latitude: 25.77,
    longitude: -80.128,
    landLatitude: 25.78,
    landLongitude: -80.13,
    beachFacingDegrees: 90,
    timeZone: 'America/New_York',
    marineZone: { zone: 'AMZ651', office: 'MFL' },
  })

  it("should take the waves of a spot without a water cell from its zone's Coastal Waters Forecast", async () => {
    const before = fake.requests.length
    const outcome = await fetchNwsFor({ spots: [miami], config, known: new Map(), now: NOW })
    const value = outcome.fresh.get(pointKey(miami))?.value
    expect(value).toMatchObject({ hasWaves: false, cwf: { zone: 'AMZ651' } })
    expect(value?.grid).toMatch(/^MFL\//)
    const asked = fake.requests.slice(before).map((r) => r.path)
    expect(asked.filter((p) => p.includes('/products'))).toEqual([
      '/nws/products/types/CWF/locations/MFL',
      '/nws/products/CWF-MFL-fake',
    ])
    const waves = value?.hourly.filter((h) => h.waveHeightFt !== null) ?? []
    expect(waves.length).toBeGreaterThan(24)
    // The CWF's "at N seconds" trains, read as whole-second periods (the sample's are the seeded
    // Miami spot's own, so only their form is pinned here).
    for (const field of ['swellPeriodS', 'secondarySwellPeriodS'] as const) {
      const s = waves[0]?.[field] ?? null
      expect(Number.isInteger(s) && (s ?? 0) >= 4 && (s ?? 0) <= 20, `${field} ${s}`).toBe(true)
    }
    // The land cell's wind stays: it is the US wind check.
    expect(value?.hourly.some((h) => h.windSpeedMph !== null)).toBe(true)
  })

  it('should leave a land cell without waves when the spot has no zone or the CWF lacks it', async () => {
    const spots = [
      { ...miami, marineZone: null },
      {
        ...miami,
        id: 2,
        latitude: 25.8,
        landLatitude: 25.81,
        marineZone: { zone: 'AMZ999', office: 'MFL' },
      },
    ]
    const outcome = await fetchNwsFor({ spots, config, known: new Map(), now: NOW })
    for (const spot of spots) {
      const value = outcome.fresh.get(pointKey(spot))?.value
      expect(value?.cwf ?? null).toBeNull()
      expect(value?.hourly.some((h) => h.waveHeightFt !== null && h.waveHeightFt > 0)).toBe(false)
    }
  })
})
