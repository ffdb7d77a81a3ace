// The seed, re-derived. Every seeded tide station, buoy and time zone either equals what
// cms/conditions/stations/derive.ts finds from the spot's point, or its line in spots.ts says why not.
import { readFileSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import { deriveStations } from '../../conditions/stations/derive'
import { CHANGES as BY_SEA } from '../../migrations/20261202_061500_stations_by_sea'
import { SPOT_SEEDS } from './spots'

const source = readFileSync(new URL('./spots.ts', import.meta.url), 'utf8')

/** The source line of a field inside the spot's block. */
function lineOf(slug: string, field: string): string {
  const start = source.indexOf(`slug: '${slug}'`)
  const end = source.indexOf('\n  },', start)
  const block = source.slice(start, end)
  return block.split('\n').find((l) => l.trimStart().startsWith(`${field}:`)) ?? ''
}

describe('the seed against the derivation', () => {
  // The first derivation reads the tide database and indexes the 1:10m land: seconds, once.
  beforeAll(() => void deriveStations({ latitude: 0, longitude: 0 }), 60_000)

  it.each(SPOT_SEEDS)('should derive $name or say why not', (spot) => {
    const derived = deriveStations({
      latitude: spot.latitude,
      longitude: spot.longitude,
      facingDeg: spot.beachFacingDegrees,
    })
    const pairs = [
      ['tideStation', spot.tideStation, derived.tide?.id ?? null],
      ['ndbcBuoy', spot.ndbcBuoy, spot.isUS ? (derived.buoy?.id ?? null) : null],
      ['timeZone', spot.timeZone, derived.timeZone],
      ['isUS', spot.isUS, derived.isUS],
    ] as const
    for (const [field, seeded, found] of pairs)
      if (seeded !== found)
        expect(lineOf(spot.slug, field), `${field}: ${found}`).toMatch(/\/\/ why: /)
  })

  it('should move existing databases to the seed by sea (migration 20261202_061500)', () => {
    for (const [slug, column, , now] of BY_SEA) {
      const spot = SPOT_SEEDS.find((s) => s.slug === slug)
      expect(spot, slug).toBeDefined()
      expect(column === 'tide_station' ? spot?.tideStation : spot?.ndbcBuoy, slug).toBe(now)
    }
  })
})
