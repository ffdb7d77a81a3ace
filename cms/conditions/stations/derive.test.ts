import { beforeAll, describe, expect, it } from 'vitest'
import {
  chooseBuoy,
  chooseTideStation,
  deriveStations,
  refuseSpotPoint,
  SAME_TIDE_SHARE,
  tideDifference,
} from './derive'
import type { NdbcBuoy } from './ndbc-catalogue'

const buoy = (
  id: string,
  latitude: number,
  longitude: number,
  outOfService: string | null = null,
) =>
  ({
    id,
    name: `buoy ${id}`,
    hull: 'Waverider Buoy',
    latitude,
    longitude,
    outOfService,
  }) satisfies NdbcBuoy

// The first derivation reads the tide database and indexes the 1:10m land: seconds, once.
beforeAll(() => void deriveStations({ latitude: 0, longitude: 0 }), 60_000)

describe('deriveStations', () => {
  it('should pick the open-coast station and nearshore buoy a few km from Steamer Lane', () => {
    const d = deriveStations({ latitude: 36.949, longitude: -122.0245, facingDeg: 190 })
    expect(d).toMatchObject({
      timeZone: 'America/Los_Angeles',
      isUS: true,
      tide: { id: '9413745', name: 'Santa Cruz', provider: 'noaa-coops', license: 'public domain' },
      buoy: { id: '46269', distanceKm: 1.9 },
    })
  })

  it('should keep a US spot on CO-OPS stations (7-digit ids) and credit NOAA', () => {
    const d = deriveStations({ latitude: 32.83, longitude: -117.283, facingDeg: 260 })
    expect(d.tide).toMatchObject({ id: '9410230', distanceKm: 4.8 })
    expect(d.tide?.source).toMatch(/National Oceanic and Atmospheric Administration/)
  })

  it('should not choose a station inside the bay behind a barrier beach (Rockaway, Jamaica Bay)', () => {
    const d = deriveStations({ latitude: 40.5795, longitude: -73.814, facingDeg: 170 })
    expect(d.tide?.name).not.toMatch(/Canarsie|Beach Channel|J\.F\.K/)
  })

  it('should not choose a lagoon or river gauge (Sebastian Inlet: Indian River)', () => {
    // Sebastian, Micco and Wabasso lie behind the inlet with a fifth of the ocean's M2 range.
    const d = deriveStations({ latitude: 27.862, longitude: -80.441, facingDeg: 75 })
    expect(d.tide).toMatchObject({ id: '8722105', name: 'Vero Beach (Ocean)' })
  })

  it('should use only stations whose licence allows any use (Nazaré: CC BY-NC only)', () => {
    expect(deriveStations({ latitude: 39.607, longitude: -9.092, facingDeg: 290 }).tide).toBeNull()
  })

  it('should choose a CC BY station outside the US with its credit', () => {
    const d = deriveStations({ latitude: -38.37, longitude: 144.283, facingDeg: 150 })
    expect(d).toMatchObject({ isUS: false, timeZone: 'Australia/Melbourne' })
    expect(d.tide).toMatchObject({
      provider: 'neaps',
      license: 'cc-by-4.0',
      name: 'Point Lonsdale',
    })
    expect(d.tide?.attribution).toMatch(/TICON-4.*CC BY 4\.0/s)
  })

  it('should say Hawaii is US and Mexico is not', () => {
    expect(deriveStations({ latitude: 21.665, longitude: -158.053 })).toMatchObject({
      timeZone: 'Pacific/Honolulu',
      isUS: true,
    })
    expect(deriveStations({ latitude: 31.816, longitude: -116.812 }).isUS).toBe(false)
  })
})

// The cases of issue 33 on the recorded catalogues (@neaps/tide-database's extract, Natural Earth).
describe('tides by the sea they share', () => {
  const tide = (latitude: number, longitude: number, facingDeg: number) =>
    chooseTideStation(latitude, longitude, false, facingDeg)

  it('should give Uluwatu and Kuta Benoa, round the Bukit by sea, labelled a harbour', () => {
    for (const [lat, lon, facing] of [
      [-8.815, 115.087, 240],
      [-8.7185, 115.163, 260],
    ] as const) {
      expect(tide(lat, lon, facing)).toMatchObject({
        id: 'ticon/benoa-163-idn-uhslc_fd',
        name: 'Benoa',
        license: 'cc-by-4.0',
        setting: 'harbour or bay',
      })
    }
    expect(tide(-8.7185, 115.163, 260)).toMatchObject({ distanceKm: 5.9 })
    // The water goes round the peninsula: farther by sea than in a straight line, within 50 km.
    expect(tide(-8.7185, 115.163, 260)?.seaKm).toBeGreaterThan(30)
  })

  it('should give Tsurigasaki Katsuura down the same coast, and Ericeira Cascais', () => {
    expect(tide(35.362, 140.405, 100)).toMatchObject({
      id: 'ticon/katsuura-gs11-jpn-jodc_giaj',
      distanceKm: 29.5,
      setting: 'open coast',
    })
    expect(tide(38.99, -9.42, 270)).toMatchObject({
      id: 'ticon/cascais-209-prt-uhslc_fd',
      name: 'Cascais',
      distanceKm: 33.1,
    })
  })

  it('should give Bondi Fort Denison, a harbour gauge with the open sea’s tide, labelled so', () => {
    expect(tide(-33.891, 151.278, 110)).toMatchObject({
      id: 'ticon/fort_denison-333-aus-uhslc_fd',
      name: 'Fort Denison',
      distanceKm: 6.2,
      setting: 'harbour or bay',
    })
  })

  it('should refuse Wick for Thurso East: the North Sea side, out of reach by water', () => {
    // Wick is 30 km away in a straight line, ~59 km round Duncansby Head; no other station is near.
    expect(tide(58.596, -3.514, 10)).toBeNull()
  })

  it('should refuse the enclosed bay behind a barrier beach, whose tide is not the open sea’s', () => {
    // Rockaway: Jamaica Bay's gauges (JFK, Canarsie, Barren Island) are 5-8 km away in a straight
    // line but ~20-30 km by water through Rockaway Inlet, and their M2 tide is bigger and later.
    const d = chooseTideStation(40.5795, -73.814, true, 170)
    expect(d).toMatchObject({ id: '8516881', name: 'East Rockaway Inlet', setting: 'open coast' })
  })

  it('should call tides the same only within the share of the open-coast amplitude', () => {
    expect(tideDifference([0.505, 307.5], [0.499, 308.4])).toBeLessThan(0.05)
    // ~12° later: about 24 minutes.
    expect(tideDifference([1, 0], [1, 12])).toBeGreaterThan(SAME_TIDE_SHARE)
    expect(tideDifference([1, 0], [0.85, 0])).toBeLessThan(SAME_TIDE_SHARE)
    // Jamaica Bay (JFK) against East Rockaway Inlet.
    expect(tideDifference([0.628, 359.9], [0.777, 22.5])).toBeGreaterThan(SAME_TIDE_SHARE)
  })
})

describe('chooseBuoy', () => {
  it('should give Folly Beach a wave station NDBC names as such (CHR60WAVE, 28 km)', () => {
    expect(chooseBuoy(32.657, -79.926, 150)).toMatchObject({
      id: '41076',
      name: 'CHR60WAVE',
      distanceKm: 28.4,
    })
  })

  // Steamer Lane faces south into Monterey Bay.
  const [lat, lon, facing] = [36.949, -122.0245, 190]

  it('should take the nearest buoy in service on the sea side', () => {
    const list = [buoy('1', 36.9, -122.03), buoy('2', 36.85, -122.05)]
    expect(chooseBuoy(lat, lon, facing, list)?.id).toBe('1')
  })

  it('should skip a buoy the catalogue says is adrift or recovered', () => {
    const list = [buoy('1', 36.9, -122.03, 'Buoy recovered 4/29/24.'), buoy('2', 36.85, -122.05)]
    expect(chooseBuoy(lat, lon, facing, list)?.id).toBe('2')
  })

  it('should skip a buoy behind the beach or across land', () => {
    // North of the break, over the Santa Cruz Mountains; then one in San Francisco Bay.
    const list = [buoy('inland', 37.05, -122.05), buoy('bay', 37.5, -122.2)]
    expect(chooseBuoy(lat, lon, facing, list)).toBeNull()
    expect(chooseBuoy(lat, lon, null, [buoy('bay', 37.5, -122.2)])).toBeNull()
  })

  it('should look no farther than 60 km', () => {
    expect(chooseBuoy(lat, lon, facing, [buoy('far', 36.3, -122.2)])).toBeNull()
  })
})

describe('refuseSpotPoint', () => {
  it('should refuse a point well inland', () => {
    expect(refuseSpotPoint(39.74, -104.99)).toMatch(/on land/)
  })

  it('should refuse a point far out at sea', () => {
    expect(refuseSpotPoint(30, -140)).toMatch(/from any coast/)
  })

  it('should accept a point in the water off a beach, even where the coarse map puts it ashore', () => {
    expect(refuseSpotPoint(36.949, -122.0245)).toBeNull()
    expect(refuseSpotPoint(21.665, -158.053)).toBeNull() // Pipeline: "on land" at 1:10m
  })
})
