import { describe, expect, it } from 'vitest'
import { spotDataCredit, stationLines } from './station-words'

describe('stationLines', () => {
  it('should name the tide station and buoy with ids, distances, source and licence', () => {
    const lines = stationLines({
      tide: {
        id: '9413745',
        name: 'Santa Cruz',
        source: 'NOAA CO-OPS',
        license: 'public domain',
        attribution: 'Neaps tide database (https://github.com/openwatersio/tide-database)',
        distanceKm: 1.2,
      },
      buoy: { id: '46269', name: 'Point Santa Cruz, CA (254)', distanceKm: 1.9 },
      nwsZone: { id: 'PZZ535', office: 'MTR' },
    })
    expect(lines).toEqual([
      {
        label: 'Tide station',
        text: 'Santa Cruz (9413745), 1.2 km away · NOAA CO-OPS · public domain',
      },
      { label: 'Wave buoy', text: 'Point Santa Cruz, CA (254) (NDBC 46269), 1.9 km away' },
      { label: 'NWS marine zone', text: 'PZZ535, office MTR' },
    ])
  })

  it('should carry the credit a CC BY station asks for', () => {
    const [line] = stationLines({
      tide: {
        id: 'ticon/point_lonsdale-60730-aus-bom',
        name: 'Point Lonsdale',
        source: 'TICON-4',
        license: 'cc-by-4.0',
        attribution: 'Neaps tide database … TICON-4 … Licensed CC BY 4.0',
        distanceKm: 30.1,
      },
      buoy: null,
      nwsZone: null,
    })
    expect(line?.text).toMatch(/30 km away · TICON-4 · cc-by-4\.0$/)
    expect(line?.credit).toMatch(/CC BY 4\.0/)
  })

  it('should say nothing for a spot without stations', () => {
    expect(stationLines({ tide: null, buoy: null, nwsZone: null })).toEqual([])
  })
})

describe('spotDataCredit', () => {
  it.each([
    [
      { name: 'OpenStreetMap', license: 'ODbL 1.0' },
      'Spot data © OpenStreetMap contributors, ODbL 1.0',
    ],
    [{ name: 'openstreetmap', license: null }, 'Spot data © OpenStreetMap contributors, ODbL'],
    [{ name: 'Surf club survey', license: 'CC BY 4.0' }, 'Spot data: Surf club survey, CC BY 4.0'],
    [{ name: 'Surf club survey', license: null }, 'Spot data: Surf club survey'],
  ])('should credit %o as "%s"', (source, words) => {
    expect(spotDataCredit(source)).toBe(words)
  })
})
