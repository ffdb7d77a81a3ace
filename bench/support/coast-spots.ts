// Published, not featured spots along Natural Earth's coast, inserted in one statement: what the
// catalogue benches refresh and read (bench/README.md "Catalogue", "Refresh CPU").
import { coastVertices } from '../../cms/conditions/geo/coast-vertices'
import type { Stack } from '../conditions/stack'

type Db = { query: (text: string, values?: unknown[]) => Promise<unknown> }

/** One inserted spot's name, slug and location text. */
export type Naming = (
  i: number,
  at: { lat: number; lon: number },
) => {
  name: string
  slug: string
  location: string
}

/**
 * Spot i of `slots` even slots along the coast: slot (i × 7919) mod slots, so the first thousand
 * spread over the whole world as ten thousand do (7919 is prime: every slot is used once).
 */
export function coastPoint(
  vertices: readonly (readonly [number, number])[],
  i: number,
  slots: number,
): { lat: number; lon: number } {
  const slot = (i * 7919) % slots
  const [lon, lat] = vertices[Math.floor((slot * vertices.length) / slots)] ?? [0, 0]
  return { lat: Math.round(lat * 1e4) / 1e4, lon: Math.round(lon * 1e4) / 1e4 }
}

/**
 * Spots from..to (exclusive) of `slots` even slots along the coast (coastPoint). UTC, facing
 * west, a beach for intermediates.
 */
export async function insertCoastSpots(
  db: Db,
  input: { from: number; to: number; slots: number; naming: Naming },
): Promise<void> {
  const vertices = coastVertices()
  const [names, slugs, locations, lats, lons] = [[], [], [], [], []] as [
    string[],
    string[],
    string[],
    number[],
    number[],
  ]
  for (let i = input.from; i < input.to; i++) {
    const at = coastPoint(vertices, i, input.slots)
    const named = input.naming(i, at)
    names.push(named.name)
    slugs.push(named.slug)
    locations.push(named.location)
    lats.push(at.lat)
    lons.push(at.lon)
  }
  await db.query(
    `insert into surf_spots (name, slug, location, latitude, longitude, break_type, skill_level,
       beach_facing_degrees, time_zone, _status, featured)
     select name, slug, location, lat, lon, 'beach', 'intermediate', 270, 'UTC', 'published', false
       from unnest($1::text[], $2::text[], $3::text[], $4::float8[], $5::float8[])
         as t(name, slug, location, lat, lon)`,
    [names, slugs, locations, lats, lons],
  )
  await db.query('analyze surf_spots')
}

/** Names 'Prefix i', slugs 'prefix-(i + 1)', all at 'Bench coast'. */
export const plainNaming =
  (prefix: string): Naming =>
  (i) => ({
    name: `${prefix} ${i}`,
    slug: `${prefix.toLowerCase().replaceAll(' ', '-')}-${i + 1}`,
    location: 'Bench coast',
  })

/** A bench stack (its own database, the 49 seeded) with `n` coast spots named 'Prefix i' added. */
export async function startCoastStack(n: number, prefix: string): Promise<Stack> {
  // Imported here: bench/rows.ts takes coastPoint without loading a stack.
  const { startStack } = await import('../conditions/stack')
  const stack = await startStack()
  try {
    await insertCoastSpots(stack.payload.db.pool, {
      from: 0,
      to: n,
      slots: n,
      naming: plainNaming(prefix),
    })
  } catch (error) {
    await stack.stop()
    throw error
  }
  return stack
}
