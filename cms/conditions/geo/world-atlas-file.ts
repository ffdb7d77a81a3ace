// Natural Earth land from the world-atlas package (public domain data, ISC package), read when
// asked rather than imported: a JSON module stays parsed for the life of the process (~190 MB of
// objects for the 3 MB 1:10m file), while a caller that keeps only what it derives lets the rest go.
import { readFileSync } from 'node:fs'
import type { GeometryCollection, Topology } from 'topojson-specification'
import { runtimeRequire } from '../../runtime-require'

export type LandTopology = Topology<{ land: GeometryCollection }>

/** world-atlas's land at a scale, parsed afresh. */
export function readWorldLand(scale: '10m' | '50m' | '110m'): LandTopology {
  const file = runtimeRequire(import.meta.url).resolve(`world-atlas/land-${scale}.json`)
  return JSON.parse(readFileSync(file, 'utf8')) as LandTopology
}
