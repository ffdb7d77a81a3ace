// GET /api/surf-spots' paged reads (?near, ?bbox, ?q, ?region, ?limit, ?cursor): the filtering, the
// ordering and the page boundary are one SQL statement over surf_spots' published rows (keyset
// paging: the cursor holds the last row's sort key, so with bbox, q or by name a page costs the
// same on page 1 and page 200; with near the sphere index walks from the nearest spot and skips
// the rows before the cursor, so a deep near page costs more than the first); the page's spots
// are then read as a visitor would (Local API, overrideAccess: false).
import type { Payload } from 'payload'
import type { Spot } from '../../../shared/contracts/conditions'
import { AppError } from '../../../shared/contracts/errors'
import {
  type Bbox,
  type CursorState,
  CURSOR_OF_ANOTHER_QUERY,
  encodeCursor,
  type LatLon,
} from '../../../shared/contracts/spot-pages'
import type { RegionId } from '../../../shared/domain/regions/regions'
import { SpotDoc, toSpot } from './docs'
import { SPOT_SELECT } from './queries'
import { REGION_SQL } from './regions-sql'

/** The mean Earth radius (IUGG), km: the great-circle distances' sphere. */
export const EARTH_RADIUS_KM = 6371.0088

/** The rows the partial index surf_spots_sphere_idx holds: those with a point. */
const SPHERE_PREDICATE = 's.latitude IS NOT NULL AND s.longitude IS NOT NULL'

/** A spot's point on the unit sphere, as the index surf_spots_sphere_idx holds it. */
const SPHERE_POINT =
  'cube(ARRAY[cos(radians(s.latitude::float8)) * cos(radians(s.longitude::float8)), ' +
  'cos(radians(s.latitude::float8)) * sin(radians(s.longitude::float8)), ' +
  'sin(radians(s.latitude::float8))])'

function unitSphere({ lat, lon }: LatLon): { x: number; y: number; z: number } {
  const phi = (lat * Math.PI) / 180
  const lambda = (lon * Math.PI) / 180
  return {
    x: Math.cos(phi) * Math.cos(lambda),
    y: Math.cos(phi) * Math.sin(lambda),
    z: Math.sin(phi),
  }
}

/** The great-circle distance, km, of a chord between two points of the unit sphere. */
export function chordToKm(chord: number): number {
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, chord / 2))
}

export type SpotPageRequest = {
  near?: LatLon
  bbox?: Bbox
  /** Trimmed, 2 to 100 characters (the contract checked it). */
  q?: string
  /** Only the spots of one region (shared/domain/regions/regions.ts). */
  region?: RegionId
  limit: number
  cursor?: CursorState
}

export type SpotPageSpot = Spot & { distanceKm?: number }

export type FoundSpotPage = { spots: SpotPageSpot[]; nextCursor: string | null }

type Key = { sql: string; cast: 'float8' | 'int' | 'text' }

/** Escapes LIKE's wildcards so a search for "50%" or "a_b" means those characters. */
function likeText(q: string): string {
  return q.replace(/[\\%_]/g, (c) => `\\${c}`)
}

/** The part of the request a cursor belongs to: a cursor of another search is refused. */
function fingerprint(r: SpotPageRequest): string {
  return JSON.stringify([
    // 'chord': a near cursor holds a unit-sphere chord (earlier ones held km, and are refused).
    ...(r.near ? [r.near, 'chord'] : [null]),
    r.bbox ?? null,
    r.q?.toLowerCase() ?? null,
    ...(r.region ? [r.region] : []),
  ])
}

/**
 * Which rows of a search a statement reads: the substring matches (tiers 0–2, cheap through the
 * trigram indexes) or the similar spellings of a name (tier 3, word similarity for each
 * candidate). A page reads the second only when the first runs out, so a word that thousands of
 * spots contain never has its similarity computed for them.
 */
type SearchPart = 'substring' | 'spelling'

/**
 * The statement of a page: WHERE from bbox and q, ORDER BY from near (distance), else q (match
 * tier, then similarity, then name), else name; always ending in id, so the order is total.
 */
export function pageStatement(
  r: SpotPageRequest,
  part?: SearchPart,
): { text: string; values: unknown[] } {
  const values: unknown[] = []
  const p = (value: unknown, cast: string) => {
    values.push(value)
    return `$${values.length}::${cast}`
  }
  // ::text keeps the _status index out of a search's plan: the trigram indexes choose the rows.
  const where = [r.q ? `s."_status"::text = 'published'` : `s."_status" = 'published'`]
  if (r.bbox) {
    const { west, south, east, north } = r.bbox
    where.push(`s.latitude::float8 BETWEEN ${p(south, 'float8')} AND ${p(north, 'float8')}`)
    where.push(
      west <= east
        ? `s.longitude::float8 BETWEEN ${p(west, 'float8')} AND ${p(east, 'float8')}`
        : // Across the antimeridian: from west to 180 and from -180 to east.
          `(s.longitude::float8 >= ${p(west, 'float8')} OR s.longitude::float8 <= ${p(east, 'float8')})`,
    )
  }
  if (r.region) where.push(`${REGION_SQL} = ${p(r.region, 'text')}`)
  let q: string | undefined
  let contains: string | undefined
  if (r.q) {
    q = p(r.q, 'text')
    contains = p(`%${likeText(r.q)}%`, 'text')
    // ILIKE and `<%` (word similarity over WORD_SIMILARITY) both use the trigram indexes.
    const substring = `(s.name ILIKE ${contains} OR s.location ILIKE ${contains})`
    const spelling = `${q} <% s.name`
    where.push(
      part === 'substring'
        ? substring
        : part === 'spelling'
          ? `${spelling} AND NOT ${substring}`
          : `(${substring} OR ${spelling})`,
    )
  }
  const byName: Key = { sql: `s.name COLLATE "C"`, cast: 'text' }
  let keys: Key[]
  if (r.near) {
    // The chord between the points on the unit sphere: what the GiST index of migration
    // 20261206_213000_spot_sphere_index walks nearest first (written as its expression, so the
    // planner matches them). It grows with the great-circle distance, so the order is the same.
    // The index is partial (a draft may have no point yet): its predicate is repeated here.
    where.push(SPHERE_PREDICATE)
    const { x, y, z } = unitSphere(r.near)
    const point = `cube(ARRAY[${p(x, 'float8')}, ${p(y, 'float8')}, ${p(z, 'float8')}])`
    keys = [{ sql: `(${SPHERE_POINT} <-> ${point})::float8`, cast: 'float8' }]
  } else if (q && part === 'spelling') {
    // The same three keys as the substring part (tier 3 after 0–2), so one cursor walks both.
    const unlike = `(-word_similarity(${q}, s.name))::float8`
    keys = [{ sql: '3', cast: 'int' }, { sql: unlike, cast: 'float8' }, byName]
  } else if (q) {
    const prefix = p(`${likeText(r.q ?? '')}%`, 'text')
    const tier = `(CASE WHEN lower(s.name) = lower(${q}) THEN 0 WHEN s.name ILIKE ${prefix} THEN 1 ELSE 2 END)`
    keys = [{ sql: tier, cast: 'int' }, { sql: '0', cast: 'float8' }, byName]
  } else {
    keys = [byName]
  }
  const columns = keys.map((k, i) => `${k.sql} AS k${i}`).join(', ')
  const order = [...keys.map((_, i) => `r.k${i}`), 'r.id'].join(', ')
  let after = ''
  if (r.cursor) {
    if (r.cursor.k.length !== keys.length)
      throw new AppError('BAD_REQUEST', CURSOR_OF_ANOTHER_QUERY)
    const bound = keys.map((k, i) => {
      const param = p(r.cursor?.k[i], k.cast)
      return k.cast === 'text' ? `${param} COLLATE "C"` : param
    })
    after = `WHERE (${order}) > (${[...bound, p(r.cursor.i, 'int')].join(', ')})`
  }
  const text =
    `SELECT r.* FROM (SELECT s.id, ${columns} FROM surf_spots s WHERE ${where.join(' AND ')}) r ` +
    `${after} ORDER BY ${order} LIMIT ${p(r.limit + 1, 'int')}`
  return { text, values }
}

type PageRow = { id: number } & Record<`k${number}`, number | string>

/**
 * The least word similarity (pg_trgm) for a spelling to match: one wrong, missing or swapped
 * letter in a word of 5 to 8 scores about 0.5 ('Pipline' in 'Banzai Pipeline' 0.55, 'Bondy'
 * for 'Bondi' 0.5); pg_trgm's default, 0.6, misses them.
 */
export const WORD_SIMILARITY = 0.45

/**
 * A search's rows in a transaction of its own with `<%`'s threshold set for it alone: by
 * distance in one statement with `near`, else the substring matches and, only when they run out
 * before the page is full, the similar spellings after them.
 */
async function searchRows(payload: Payload, r: SpotPageRequest): Promise<PageRow[]> {
  const client = await payload.db.pool.connect()
  const read = async (statement: { text: string; values: unknown[] }) =>
    (await client.query<PageRow>(statement.text, statement.values)).rows
  try {
    await client.query('BEGIN READ ONLY')
    await client.query(`SET LOCAL pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY}`)
    // The planner prices a GIN trigram scan far above reading a small table (221 pages at 10,000
    // spots), then computes word similarity on every row: ~50 ms where the index takes ~1 ms.
    await client.query('SET LOCAL enable_seqscan = off')
    let rows: PageRow[]
    if (r.near) rows = await read(pageStatement(r))
    else {
      // A cursor past the substring tiers (k0 = 3) goes straight to the spellings.
      const inSpellings = Number(r.cursor?.k[0]) === 3
      rows = inSpellings ? [] : await read(pageStatement(r, 'substring'))
      if (rows.length <= r.limit) {
        const rest = { ...r, limit: r.limit - rows.length }
        rows = [...rows, ...(await read(pageStatement(rest, 'spelling')))]
      }
    }
    await client.query('COMMIT')
    return rows
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
}

/** Reads spots by id (a caller may keep them: site/lib/server-only/conditions/spot-docs.ts). */
export type SpotReader = (ids: readonly number[]) => Promise<Map<number, Spot>>

/**
 * One page of published spots for a near, bbox and q, with the cursor of the next page; the
 * page's spots come from `readSpots` (by default read for the page alone).
 */
export async function findSpotPage(
  payload: Payload,
  r: SpotPageRequest,
  readSpots: SpotReader = (ids) => findSpotsById(payload, ids),
): Promise<FoundSpotPage> {
  const key = fingerprint(r)
  if (r.cursor && r.cursor.f !== key) throw new AppError('BAD_REQUEST', CURSOR_OF_ANOTHER_QUERY)
  let rows: PageRow[]
  if (r.q) rows = await searchRows(payload, r)
  else {
    const statement = pageStatement(r)
    rows = (await payload.db.pool.query<PageRow>(statement.text, statement.values)).rows
  }
  const page = rows.slice(0, r.limit)
  const last = rows.length > r.limit ? page.at(-1) : undefined
  const nextCursor = last
    ? encodeCursor({
        f: key,
        k: Object.keys(last)
          .filter((column) => /^k\d+$/.test(column))
          .map((column) => last[column as `k${number}`] as number | string),
        i: last.id,
      })
    : null
  const found = page.length ? await readSpots(page.map((row) => row.id)) : new Map()
  // In the statement's order; a spot unpublished since the statement ran drops out.
  const spots = page.flatMap((row) => found.get(row.id) ?? [])
  if (r.near) {
    const distance = new Map(page.map((row) => [row.id, chordToKm(Number(row.k0))]))
    return {
      spots: spots.map((s) => ({
        ...s,
        distanceKm: Math.round((distance.get(s.id) ?? 0) * 100) / 100,
      })),
      nextCursor,
    }
  }
  return { spots, nextCursor }
}

/** Published spots by id, read as a visitor (Local API, overrideAccess: false). */
export async function findSpotsById(
  payload: Payload,
  ids: readonly number[],
): Promise<Map<number, Spot>> {
  if (ids.length === 0) return new Map()
  const { docs } = await payload.find({
    collection: 'surf-spots',
    where: { id: { in: [...ids] } },
    pagination: false,
    depth: 1,
    select: SPOT_SELECT,
    overrideAccess: false,
  })
  return new Map(docs.map((doc) => [doc.id, toSpot(SpotDoc.parse(doc))]))
}
