// The marine-zone-by-point client: its parsing of the answer's shape, and the fake's recorded
// answers for the seeded US spots (cms/seed/data/marine-zones.ts, the checked table).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MARINE_ZONES } from '../../seed/data/marine-zones'
import { SPOT_SEEDS } from '../../seed/data/spots'
import type { SampleServer } from './sample-server/server'
import { startSampleServer } from './sample-server/server'
import { zoneFeature } from './sample-server/nws-zones'
import { ZoneCollectionSchema, marineZoneOf, nwsMarineZoneAt } from './nws-zones'
import { expectOk, testConfig } from './test-support'

let fake: SampleServer

beforeAll(async () => {
  fake = await startSampleServer()
})
afterAll(() => fake.close())

const parse = (features: unknown[]) =>
  marineZoneOf(ZoneCollectionSchema.parse({ type: 'FeatureCollection', features }))

describe('marineZoneOf', () => {
  it('should read the zone id and the office from the recorded answer', () => {
    const zone = MARINE_ZONES['windansea']
    if (!zone) throw new Error('windansea has no seeded zone')
    expect(parse([zoneFeature(zone)])).toEqual({ id: 'PZZ740', office: 'SGX' })
  })

  it('should fall back to the deprecated cwa and forecastOffices when forecastOffice is empty', () => {
    const props = { id: 'AMZ350', type: 'coastal', forecastOffice: '' }
    expect(parse([{ properties: { ...props, cwa: ['chs'] } }])).toEqual({
      id: 'AMZ350',
      office: 'CHS',
    })
    const offices = ['https://api.weather.gov/offices/CHS']
    expect(parse([{ properties: { ...props, forecastOffices: offices } }])?.office).toBe('CHS')
  })

  it('should skip features that are not coastal marine zones or name no office', () => {
    const land = { properties: { id: 'CAZ043', type: 'public', cwa: ['SGX'] } }
    const offshore = { properties: { id: 'PZZ840', type: 'offshore', cwa: ['SGX'] } }
    const noOffice = { properties: { id: 'PZZ740', type: 'coastal' } }
    expect(parse([land, offshore, noOffice])).toBeNull()
    expect(parse([])).toBeNull()
  })
})

describe('nwsMarineZoneAt (sample mode)', () => {
  it('should answer every seeded US spot with its checked zone and office', async () => {
    const config = testConfig(fake.url)
    for (const seed of SPOT_SEEDS.filter((s) => MARINE_ZONES[s.slug])) {
      const zone = MARINE_ZONES[seed.slug]
      const found = expectOk(await nwsMarineZoneAt(seed.latitude, seed.longitude, { config }))
      expect(found, seed.slug).toEqual({ id: zone?.zone, office: zone?.office })
    }
  })

  it('should ask the zones endpoint for coastal zones at a 4-decimal point', async () => {
    const before = fake.requests.length
    await nwsMarineZoneAt(34.3739123, -119.4784567, { config: testConfig(fake.url) })
    const asked = fake.requests.slice(before).map((r) => r.path)
    expect(asked).toEqual(['/nws/zones?type=coastal&point=34.3739%2C-119.4785'])
  })

  it('should answer null for a point in no seeded zone', async () => {
    const config = testConfig(fake.url)
    expect(expectOk(await nwsMarineZoneAt(45.5, -40, { config }))).toBeNull()
  })
})
