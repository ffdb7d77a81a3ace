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
 * accepted, m2]; source, licence and attribution index the extract's tables (a few of each);
 * accepted is 1 when the package's quality review accepts the station (what its own search
 * offers), else 0; m2 is the station's M2 tide [amplitude m, phase °] (m2Of), or null.
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
  [number, number] | null,
]

/** Degrees of M2 phase per minute (28.984 °/h). */
const M2_DEG_PER_MIN = 28.984104 / 60

/**
 * The station's principal lunar tide (M2) as [amplitude m, phase °], what "the same tide" is
 * judged by (derive.ts): a subordinate station's is its reference's, scaled by its mean height
 * ratio (or shifted by half its fixed high-low offset) and delayed by its mean time offset.
 */
export function m2Of(s: Station): [number, number] | null {
  const m2 = s.harmonic_constituents.find((h) => h.name === 'M2')
  if (!m2) return null
  let [amplitude, phase] = [m2.amplitude, m2.phase]
  const o = s.offsets
  if (o) {
    const { high, low, type } = o.height
    amplitude = type === 'ratio' ? (amplitude * (high + low)) / 2 : amplitude + (high - low) / 2
    phase += ((o.time.high + o.time.low) / 2) * M2_DEG_PER_MIN
  }
  return [Math.round(amplitude * 1000) / 1000, Math.round((((phase % 360) + 360) % 360) * 10) / 10]
}

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
      m2Of(s),
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
