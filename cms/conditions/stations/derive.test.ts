import { beforeAll, describe, expect, it } from 'vitest'
import { chooseBuoy, deriveStations, refuseSpotPoint } from './derive'
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
    const d = deriveStations({ latitude: 27.862, longitude: -80.441, facingDeg: 75 })
    expect(d.tide?.name ?? '').not.toMatch(/Micco|Wabasso|Bridge/)
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

describe('chooseBuoy', () => {
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
