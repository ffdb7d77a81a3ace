// What the running app needs of @neaps/tide-database, taken out of it once by
// scripts/extract-tide-stations.ts: the package builds every one of its ~11 000 stations as
// objects when imported (+140 MB resident), while the app needs the names and places of the
// stations it may use (any-use licences, tides only) and the harmonics of the stations its spots
// use. tide-catalogue.ts reads the extract; tide-catalogue.test.ts fails when it is out of date.
import type { Station } from '@neaps/tide-database'
import { allStations, qualityFilter, stationsById } from '@neaps/tide-database'
import { SPOT_SEEDS } from '../../seed/data/spots'
import { licenceAllowsAnyUse, tideStationKey } from './tide-catalogue'

/**
 * One allowed station: [id, name, latitude, longitude, context, source, licence, attribution,
 * accepted]; source, licence and attribution index the extract's tables (a few of each); accepted
 * is 1 when the package's quality review accepts the station (what its own search offers), else 0.
 */
export type TideStationRow = [
  string,
  string,
  number,
  number,
  string | null,
  number,
  number,
  number,
  0 | 1,
]

export type TideExtract = {
  /** The package's version the extract was taken from. */
  version: string
  sources: string[]
  licences: string[]
  attributions: string[]
  stations: TideStationRow[]
  /** Whole records (harmonic constants, datums, offsets) of the stations the seeded spots use. */
  harmonics: Station[]
}

/** The extract of the installed package for the seeded spots' stations. */
export function buildTideExtract(version: string): TideExtract {
  const tables = { sources: [] as string[], licences: [] as string[], attributions: [] as string[] }
  const index = (table: string[], value: string) => {
    const at = table.indexOf(value)
    return at >= 0 ? at : table.push(value) - 1
  }
  const stations = allStations
    .filter((s) => s.kind === 'tide' && licenceAllowsAnyUse(s))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((s): TideStationRow => [
      s.id,
      s.name,
      s.latitude,
      s.longitude,
      s.context ?? null,
      index(tables.sources, s.source.name),
      index(tables.licences, s.license.type),
      index(tables.attributions, s.attribution),
      qualityFilter(s) ? 1 : 0,
    ])
  const used = [
    ...new Set(
      SPOT_SEEDS.flatMap((spot) => (spot.tideStation ? [tideStationKey(spot.tideStation)] : [])),
    ),
  ]
  const harmonics = used
    .sort()
    .map((key) => stationsById.get(key))
    .filter((s): s is Station => s !== undefined)
  return { version, ...tables, stations, harmonics }
}
