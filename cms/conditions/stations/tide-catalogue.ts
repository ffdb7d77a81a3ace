// The tide stations the app may use, from the extract of @neaps/tide-database
// (data/tide-stations.generated.ts): names and places of every any-use station, the whole record
// of each station a seeded spot uses. Parsed on first use. A station outside the extract (a spot
// an editor placed by a gauge no seeded spot uses) is read from the package by a child process
// that exits once it has answered (loadTideStations, before each refresh), so the ~140 MB the
// package builds never stays; only a lookup no refresh prepared loads it in the process itself.
import { fork } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type * as TideDatabaseModule from '@neaps/tide-database'
import type { Station } from '@neaps/tide-database'
import { runtimeRequire } from '../../runtime-require'
import { distanceKm } from './coast'
import { TIDE_EXTRACT_JSON } from './data/tide-stations.generated'
import type { TideExtract } from './tide-extract'

/** The database key of a stored tide station: a 7-digit CO-OPS id is NOAA's record. */
export const tideStationKey = (id: string) =>
  /^\d{7}$/.test(id.trim()) ? `noaa/${id.trim()}` : id.trim()

/** May this station's data be used by anyone for anything (public domain, CC BY; not NC)? */
export const licenceAllowsAnyUse = (s: { license: { type: string; commercial_use: boolean } }) =>
  s.license.commercial_use && !/-nc\b|non-?commercial/i.test(s.license.type)

/** What choosing and describing a station needs, without its harmonic constants. */
export type TideStationInfo = {
  id: string
  name: string
  latitude: number
  longitude: number
  context: string | null
  source: string
  license: string
  attribution: string
  /** Accepted by the package's quality review: only these are proposed for a new spot. */
  accepted: boolean
  /** The station's M2 tide [amplitude m, phase °] (tide-extract.ts m2Of), null without constants. */
  m2: [number, number] | null
}

type Catalogue = {
  byId: Map<string, TideStationInfo>
  list: TideStationInfo[]
  harmonics: Map<string, Station>
}

let catalogue: Catalogue | undefined

function load(): Catalogue {
  if (catalogue) return catalogue
  const extract = JSON.parse(TIDE_EXTRACT_JSON) as TideExtract
  const list = extract.stations.map(
    ([
      id,
      name,
      latitude,
      longitude,
      context,
      source,
      license,
      attribution,
      accepted,
      m2,
    ]): TideStationInfo => ({
      id,
      name,
      latitude,
      longitude,
      context,
      source: extract.sources[source] ?? '',
      license: extract.licences[license] ?? '',
      attribution: extract.attributions[attribution] ?? '',
      accepted: accepted === 1,
      m2,
    }),
  )
  catalogue = {
    list,
    byId: new Map(list.map((s) => [s.id, s])),
    harmonics: new Map(extract.harmonics.map((s) => [s.id, s])),
  }
  return catalogue
}

/** An any-use tide station (name, place, licence) by database id ('ticon/…', 'noaa/…') or 7-digit CO-OPS id. */
export function tideStationInfo(id: string): TideStationInfo | undefined {
  return load().byId.get(tideStationKey(id))
}

/**
 * Any-use tide stations the package's quality review accepts within `maxKm` of a point, nearest
 * first, with their distances (as the package's own `near`).
 */
export function tideStationsNear(
  latitude: number,
  longitude: number,
  maxKm: number,
): [TideStationInfo, number][] {
  return load()
    .list.filter((s) => s.accepted)
    .map((s): [TideStationInfo, number] => [
      s,
      distanceKm(latitude, longitude, s.latitude, s.longitude),
    ])
    .filter(([, km]) => km <= maxKm)
    .sort((a, b) => a[1] - b[1])
}

type TideDatabase = typeof TideDatabaseModule
let database: TideDatabase | undefined

/** The whole package, loaded on the first station the extract lacks (require of an ES module: Node ≥ 22.12). */
function fullDatabase(id: string): TideDatabase {
  if (!database) {
    console.warn(
      `tides: station ${id} is not in the extract; loading @neaps/tide-database (run scripts/extract-tide-stations.ts to add it)`,
    )
    database = runtimeRequire(import.meta.url)('@neaps/tide-database') as TideDatabase
  }
  return database
}

/** Whether this process has loaded the whole package (a lookup no refresh prepared). */
export const tideDatabaseLoaded = () => database !== undefined

/** An any-use station's whole record (harmonic constants, datums, offsets), else undefined. */
export function tideStationById(id: string): Station | undefined {
  const key = tideStationKey(id)
  const extracted = load().harmonics.get(key)
  if (extracted) return extracted
  // Only a station the extract names: an unknown id must not load 140 MB to say "no".
  if (!load().byId.has(key)) return undefined
  return fullDatabase(key).stationsById.get(key)
}

/**
 * The child's script, beside this module (a path, not new URL(…, import.meta.url): Turbopack
 * makes that an asset, runtime-require.ts). The Docker image carries it (server/docker.test.ts).
 */
export const tideStationReader = () =>
  path.join(path.dirname(fileURLToPath(import.meta.url)), 'tide-station-worker.mjs')

/**
 * Reads from the package, in a short-lived child process, the whole records of the stations
 * among `ids` that the extract names but has no constants for; tideStationById then has them for
 * the life of the process. A failure is logged and leaves them to tideStationById's own load.
 */
export async function loadTideStations(ids: readonly (string | null)[]): Promise<void> {
  const { byId, harmonics } = load()
  const keys = [...new Set(ids.flatMap((id) => (id ? [tideStationKey(id)] : [])))].filter(
    (key) => byId.has(key) && !harmonics.has(key),
  )
  if (keys.length === 0 || database) return
  try {
    // Beside this module (a path, not new URL(…, import.meta.url): runtime-require.ts says why).
    const script = path.join(
      path.dirname(fileURLToPath(import.meta.url)),
      'tide-station-worker.mjs',
    )
    // Plain node: none of this process's flags or loaders (tsx, a debugger's port).
    const child = fork(script, [], { execArgv: [], serialization: 'advanced', stdio: 'inherit' })
    const records = await new Promise<(Station | null)[]>((resolve, reject) => {
      child.once('message', (message) => resolve(message as (Station | null)[]))
      child.once('error', reject)
      child.once('exit', (code) => reject(new Error(`the reader exited with code ${code}`)))
      child.send({ keys })
    })
    records.forEach((record, i) => {
      const key = keys[i]
      if (record && key) harmonics.set(key, record)
    })
  } catch (error) {
    console.warn(`tides: could not read ${keys.join(', ')} from the tide database`, error)
  }
}
