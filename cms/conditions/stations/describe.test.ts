import { describe, expect, it } from 'vitest'
import { describeStations } from './describe'

describe('describeStations', () => {
  it('should tell a US spot its CO-OPS station, buoy and NWS zone, with distances', () => {
    const stations = describeStations({
      slug: 'steamer-lane',
      latitude: 36.949,
      longitude: -122.0245,
      isUS: true,
      tideStation: '9413745',
      ndbcBuoy: '46269',
      nwsZone: 'pzz535',
      nwsOffice: 'MTR',
    })
    expect(stations).toEqual({
      tide: {
        id: '9413745',
        name: 'Santa Cruz',
        source: 'NOAA CO-OPS',
        license: 'public domain',
        attribution: expect.stringMatching(/^Neaps tide database/),
        distanceKm: 1.2,
      },
      buoy: { id: '46269', name: 'Point Santa Cruz, CA (254)', distanceKm: 1.9 },
      nwsZone: { id: 'PZZ535', office: 'MTR' },
    })
  })

  it('should tell a non-US spot its tide-database station and no zone, even with one stored', () => {
    const stations = describeStations({
      slug: 'bells-beach',
      latitude: -38.37,
      longitude: 144.283,
      isUS: false,
      tideStation: 'ticon/point_lonsdale-60730-aus-bom',
      ndbcBuoy: null,
      nwsZone: 'PZZ535',
      nwsOffice: 'MTR',
    })
    expect(stations.tide).toMatchObject({ source: 'TICON-4', license: 'cc-by-4.0' })
    expect(stations.buoy).toBeNull()
    expect(stations.nwsZone).toBeNull()
  })

  it('should leave out an id no catalogue knows', () => {
    const stations = describeStations({
      slug: 'nowhere',
      latitude: 0,
      longitude: 0,
      isUS: false,
      tideStation: 'nope/1',
      ndbcBuoy: '00000',
      nwsZone: null,
      nwsOffice: null,
    })
    expect(stations).toEqual({ tide: null, buoy: null, nwsZone: null })
  })
})
