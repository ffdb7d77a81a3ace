// Published, not featured spots along Natural Earth's coast, inserted in one statement: what the
// catalogue benches refresh and read (bench/README.md "Catalogue", "Refresh CPU").
import { coastVertices } from '../../cms/conditions/geo/coast-vertices'

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
 * Spots from..to (exclusive) of `slots` even slots along the coast: spot i at slot
 * (i × 7919) mod slots, so the first thousand spread over the whole world as ten thousand do
 * (7919 is prime: every slot is used once). UTC, facing west, a beach for intermediates.
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
    const slot = (i * 7919) % input.slots
    const [lon, lat] = vertices[Math.floor((slot * vertices.length) / input.slots)] ?? [0, 0]
    const named = input.naming(i, { lat, lon })
    names.push(named.name)
    slugs.push(named.slug)
    locations.push(named.location)
    lats.push(Math.round(lat * 1e4) / 1e4)
    lons.push(Math.round(lon * 1e4) / 1e4)
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
