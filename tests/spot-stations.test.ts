// A spot created from its point gets its stations and time zone found, not typed; a
// point on land or far out at sea is refused; GET /api/surf-spots/{id} names the stations.
import { beforeAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'
import { SpotDetail, SpotReport } from '../shared/contracts/conditions'
import { waitForConditions } from './conditions-helpers'
import { adminAuth } from './support/admin'

let baseUrl: string
let admin: Record<string, string>

beforeAll(async () => {
  baseUrl = inject('baseUrl')
  admin = await adminAuth(baseUrl)
})

const create = (point: { latitude: number; longitude: number }, name: string) =>
  fetch(`${baseUrl}/cms-api/surf-spots`, {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({
      name,
      slug: name.toLowerCase().replaceAll(' ', '-'),
      location: 'Test coast',
      ...point,
    }),
  })

type ErrorBody = { errors?: { message: string }[] }

describe('POST /cms-api/surf-spots from a point', () => {
  it('should fill facing, offshore sector, time zone, US, tide station, buoy and NWS zone', async () => {
    // Just off Steamer Lane, Santa Cruz: open-coast CO-OPS station and CDIP buoy a few km away.
    const response = await create({ latitude: 36.949, longitude: -122.0245 }, 'Point Test Lane')
    expect(response.status).toBe(201)
    const { doc } = (await response.json()) as { doc: Record<string, unknown> }
    expect(doc).toMatchObject({
      timeZone: 'America/Los_Angeles',
      isUS: true,
      tideStation: '9413745',
      ndbcBuoy: '46269',
      // Looked up through the NWS zones endpoint (the fake's recording in sample mode).
      nwsZone: 'PZZ535',
      nwsOffice: 'MTR',
      breakType: 'beach',
      skillLevel: 'intermediate',
    })
    const facing = doc.beachFacingDegrees as number
    expect(facing).toBeGreaterThanOrEqual(160)
    expect(facing).toBeLessThanOrEqual(220)
    expect(doc.offshoreFromDegrees).toBe((facing + 135) % 360)
  })

  it('should keep what the request gave and fill only the rest', async () => {
    const response = await fetch(`${baseUrl}/cms-api/surf-spots`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({
        name: 'Given Facing Test',
        slug: 'given-facing-test',
        location: 'Test coast',
        latitude: -38.37,
        longitude: 144.283,
        beachFacingDegrees: 150,
        skillLevel: 'expert',
      }),
    })
    expect(response.status).toBe(201)
    const { doc } = (await response.json()) as { doc: Record<string, unknown> }
    expect(doc).toMatchObject({
      beachFacingDegrees: 150,
      skillLevel: 'expert',
      timeZone: 'Australia/Melbourne',
      isUS: false,
      tideStation: 'ticon/point_lonsdale-60730-aus-bom',
    })
  })

  it('should refuse a point on land with a clear 400', async () => {
    const response = await create({ latitude: 39.74, longitude: -104.99 }, 'Denver Test Break')
    expect(response.status).toBe(400)
    const body = (await response.json()) as ErrorBody
    expect(body.errors?.[0]?.message).toMatch(/is on land, .* from the coast/)
  })

  it('should refuse a point more than 5 km from any coast with a clear 400', async () => {
    const response = await create({ latitude: 30, longitude: -140 }, 'Mid Pacific Test Break')
    expect(response.status).toBe(400)
    const body = (await response.json()) as ErrorBody
    expect(body.errors?.[0]?.message).toMatch(/from any coast; a surf spot must be within 5 km/)
  })
})

describe('GET /api/surf-spots/{id} stations', () => {
  it('should name each seeded spot its stations, by the contract', async () => {
    const spots = (await (await fetch(`${baseUrl}/api/surf-spots`)).json()) as {
      id: number
      name: string
    }[]
    const steamer = spots.find((s) => s.name === 'Steamer Lane')
    const bells = spots.find((s) => s.name === 'Bells Beach')
    if (!steamer || !bells) throw new Error('seeded spots missing')
    const one = async (id: number) =>
      SpotDetail.parse(await (await fetch(`${baseUrl}/api/surf-spots/${id}`)).json())
    const lane = await one(steamer.id)
    expect(lane.timeZone).toBe('America/Los_Angeles')
    expect(lane.stations.tide).toMatchObject({ id: '9413745', name: 'Santa Cruz' })
    expect(lane.stations.buoy?.id).toBe('46269')
    expect(lane.stations.nwsZone).toEqual({ id: 'PZZ535', office: 'MTR' })
    const bellsBeach = await one(bells.id)
    expect(bellsBeach.stations.tide).toMatchObject({ source: 'TICON-4', license: 'cc-by-4.0' })
    expect(bellsBeach.stations.nwsZone).toBeNull()
    // Issue 33: tides by the sea they share, buoys from the whole catalogue.
    const byName = async (name: string) => {
      const spot = spots.find((s) => s.name === name)
      if (!spot) throw new Error(`${name} missing`)
      return (await one(spot.id)).stations
    }
    expect((await byName('Bondi Beach')).tide).toMatchObject({
      id: 'ticon/fort_denison-333-aus-uhslc_fd',
      name: 'Fort Denison',
      distanceKm: 6.2,
    })
    for (const name of ['Uluwatu', 'Kuta Beach'])
      expect((await byName(name)).tide?.name, name).toBe('Benoa')
    expect((await byName('Folly Beach (The Washout)')).buoy).toEqual({
      id: '41076',
      name: 'CHR60WAVE',
      distanceKm: 28.4,
    })
  })

  it('should name the stations on the report, and tide Bells Beach from its CC BY station', async () => {
    await waitForConditions(baseUrl)
    const spots = (await (await fetch(`${baseUrl}/api/surf-spots`)).json()) as {
      id: number
      name: string
    }[]
    const id = (name: string) => spots.find((s) => s.name === name)?.id ?? 0
    const lane = await (await fetch(`${baseUrl}/spot/${id('Steamer Lane')}/report`)).text()
    expect(lane).toContain('Where these numbers come from')
    expect(lane).toContain('Santa Cruz (9413745), 1.2 km away · NOAA CO-OPS · public domain')
    expect(lane).toContain('Point Santa Cruz, CA (254) (NDBC 46269), 1.9 km away')
    const bells = await (await fetch(`${baseUrl}/spot/${id('Bells Beach')}/report`)).text()
    expect(bells).toContain('Point Lonsdale (ticon/point_lonsdale-60730-aus-bom), 30 km away')
    expect(bells).toMatch(/TICON-4[^<]*Licensed CC BY 4\.0/)
    const report = SpotReport.parse(
      await (await fetch(`${baseUrl}/api/surf-spots/${id('Bells Beach')}/report`)).json(),
    )
    expect(report.currentCondition?.provenance.tide).toMatchObject({
      provider: 'neaps',
      model: 'at Point Lonsdale (TICON-4, cc-by-4.0)',
    })
  }, 120_000)

  it('should answer 404 for a spot that does not exist', async () => {
    expect((await fetch(`${baseUrl}/api/surf-spots/999999`)).status).toBe(404)
  })
})
