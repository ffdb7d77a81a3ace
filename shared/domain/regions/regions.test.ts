import { describe, expect, it } from 'vitest'
import { REGION_IDS, REGIONS, boxHolds, regionById, regionOf } from './regions'

describe('regionOf', () => {
  it.each([
    ['Banzai Pipeline', 21.665, -158.053, 'hawaii'],
    ['Miami Beach', 25.77, -80.128, 'north-america-atlantic'],
    ['Galveston', 29.285, -94.788, 'north-america-atlantic'],
    ['Rockaway Beach', 40.5795, -73.814, 'north-america-atlantic'],
    ['Windansea', 32.83, -117.283, 'north-america-pacific'],
    ['Todos Santos', 31.816, -116.812, 'central-america-caribbean'],
    ['Puerto Escondido', 15.8495, -97.058, 'central-america-caribbean'],
    ['Nassau, Bahamas', 25.08, -77.35, 'central-america-caribbean'],
    ['Chicama', -7.6975, -79.4445, 'south-america'],
    ['Tarifa', 36.01, -5.61, 'europe-atlantic'],
    ['Nazaré', 39.607, -9.092, 'europe-atlantic'],
    ['Mundaka', 43.4105, -2.6935, 'europe-atlantic'],
    ['Hossegor', 43.67, -1.445, 'europe-atlantic'],
    ['Marseille', 43.3, 5.37, 'mediterranean'],
    ['Varazze', 44.36, 8.58, 'mediterranean'],
    ['Anchor Point', 30.544, -9.723, 'africa-arabia'],
    ['Jeffreys Bay', -34.0338, 24.936, 'africa-arabia'],
    ['Uluwatu', -8.815, 115.087, 'indian-ocean-southeast-asia'],
    ['Siargao', 9.8, 126.16, 'indian-ocean-southeast-asia'],
    ['Darwin', -12.4, 130.84, 'australia-new-zealand'],
    ['Bondi', -33.891, 151.278, 'australia-new-zealand'],
    ['Raglan', -37.82, 174.814, 'australia-new-zealand'],
    ['Tsurigasaki', 35.362, 140.405, 'east-asia'],
    ['Cloudbreak, Fiji', -17.86, 177.19, 'pacific-islands'],
    ['Teahupoo, Tahiti', -17.86, -149.26, 'pacific-islands'],
    ['Adak, Aleutians', 51.88, 176.63, 'north-america-pacific'],
    ['Svalbard', 78.2, 15.6, 'elsewhere'],
  ])('%s is in %s', (_name, lat, lon, id) => {
    expect(regionOf(lat, lon).id).toBe(id)
  })

  it('gives every point on a 1° grid exactly one region: the first whose boxes hold it', () => {
    const wrong: string[] = []
    for (let lat = -90; lat <= 90; lat += 1) {
      for (let lon = -180; lon <= 180; lon += 1) {
        const holding = REGIONS.filter((r) => r.boxes.some((b) => boxHolds(b, lat, lon)))
        if (holding.length === 0 || regionOf(lat, lon).id !== holding[0]?.id) {
          wrong.push(`${lat},${lon}`)
        }
      }
    }
    expect(wrong).toEqual([])
  })

  it('has unique ids and boxes that never cross the antimeridian', () => {
    expect(new Set(REGION_IDS).size).toBe(REGIONS.length)
    for (const r of REGIONS) {
      for (const b of r.boxes) {
        expect(b.west).toBeLessThanOrEqual(b.east)
        expect(b.south).toBeLessThanOrEqual(b.north)
      }
    }
    expect(regionById('hawaii')?.name).toBe('Hawaii')
    expect(regionById('atlantis')).toBeUndefined()
  })
})
