import { readFileSync } from 'node:fs'
import { allStations, near, qualityFilter, stationsById } from '@neaps/tide-database'
import { describe, expect, it } from 'vitest'
import { TIDE_EXTRACT_FILE, tideExtractModule } from '../../../scripts/extract-tide-stations'
import { SPOT_SEEDS } from '../../seed/data/spots'
import { m2Of } from './tide-extract'
import {
  licenceAllowsAnyUse,
  tideStationById,
  tideStationInfo,
  tideStationKey,
  tideStationsNear,
} from './tide-catalogue'

describe('the tide station extract', () => {
  it('should be what scripts/extract-tide-stations.ts writes from the installed package', () => {
    // Fails after a package upgrade or a seeded station change: run the script.
    expect(readFileSync(TIDE_EXTRACT_FILE, 'utf8')).toBe(tideExtractModule())
  })

  it("should hold every seeded spot's station whole, as the package has it", () => {
    const ids = SPOT_SEEDS.flatMap((s) => (s.tideStation ? [s.tideStation] : []))
    expect(ids.length).toBeGreaterThan(20)
    for (const id of ids) {
      expect(tideStationById(id), id).toEqual(stationsById.get(tideStationKey(id)))
    }
  })

  it('should name every tide station of an any-use licence, and no other', () => {
    const allowed = allStations.filter((s) => s.kind === 'tide' && licenceAllowsAnyUse(s))
    expect(allowed.length).toBeGreaterThan(7000)
    for (const s of allowed.filter((_, i) => i % 97 === 0)) {
      expect(tideStationInfo(s.id)).toEqual({
        id: s.id,
        name: s.name,
        latitude: s.latitude,
        longitude: s.longitude,
        context: s.context ?? null,
        source: s.source.name,
        license: s.license.type,
        attribution: s.attribution,
        accepted: qualityFilter(s),
        m2: m2Of(s),
      })
    }
    const nonCommercial = allStations.find((s) => s.kind === 'tide' && !licenceAllowsAnyUse(s))
    expect(nonCommercial).toBeDefined()
    expect(tideStationInfo(nonCommercial!.id)).toBeUndefined()
    expect(tideStationById(nonCommercial!.id)).toBeUndefined()
    expect(tideStationInfo('9999999')).toBeUndefined()
  })

  it('should read a station the extract has no constants for from the package', () => {
    // Santa Barbara (9411340): no seeded spot uses it since Rincon moved to Rincon Island.
    expect(SPOT_SEEDS.some((s) => s.tideStation === '9411340')).toBe(false)
    expect(tideStationById('9411340')).toEqual(stationsById.get('noaa/9411340'))
  })

  it("should list the stations near a point in the package's own order", () => {
    for (const spot of SPOT_SEEDS.filter((_, i) => i % 4 === 0)) {
      const ours = tideStationsNear(spot.latitude, spot.longitude, 50).map(([s, km]) => [
        s.id,
        Math.round(km * 100) / 100,
      ])
      const theirs = near({
        latitude: spot.latitude,
        longitude: spot.longitude,
        maxDistance: 50,
        maxResults: 1000,
        filter: (s) => s.kind === 'tide' && licenceAllowsAnyUse(s),
      }).map(([s, km]) => [s.id, Math.round(km * 100) / 100])
      expect(ours, spot.slug).toEqual(theirs)
    }
  })
})
