// GET /api/surf-spots' paged reads: ?near, ?bbox, ?q, ?limit and ?cursor. Without any of them
// the answer is the spec's array of the featured spots; with one, a bounded page of every
// published spot, `{ spots, nextCursor }` (docs/api.md "Paged spot reads").
import { z } from 'zod'
import { ConditionsQuery, SpotWithCondition } from './conditions'
import { REGION_IDS } from '../domain/regions/regions'

export const SPOT_PAGE_DEFAULT_LIMIT = 50
export const SPOT_PAGE_MAX_LIMIT = 200
export const SPOT_QUERY_MIN = 2
export const SPOT_QUERY_MAX = 100

/** The query names that make GET /api/surf-spots answer a page. */
export const PAGE_PARAMS = ['near', 'bbox', 'q', 'region', 'limit', 'cursor'] as const

export type LatLon = { lat: number; lon: number }
export type Bbox = { west: number; south: number; east: number; north: number }

const NUMBER = /^\s*-?\d+(\.\d+)?\s*$/

function numbers(text: string, count: number): number[] | null {
  const parts = text.split(',')
  if (parts.length !== count || !parts.every((p) => NUMBER.test(p))) return null
  return parts.map(Number)
}

const NEAR_SHAPE = 'near is latitude,longitude in degrees, e.g. near=21.66,-158.05'
const BBOX_SHAPE = 'bbox is west,south,east,north in degrees, e.g. bbox=-10,35,5,45'

/** ?near=lat,lon, or the message saying what is wrong with it. */
export function readNear(text: string): LatLon | string {
  const n = numbers(text, 2)
  if (!n) return NEAR_SHAPE
  const [lat = NaN, lon = NaN] = n
  if (lat < -90 || lat > 90) return `near: latitude ${lat} is outside -90 to 90`
  if (lon < -180 || lon > 180) return `near: longitude ${lon} is outside -180 to 180`
  return { lat, lon }
}

/**
 * ?bbox=west,south,east,north, or the message saying what is wrong with it. West east of east
 * is a box across the antimeridian (bbox=170,-30,-170,0 runs from 170°E over 180° to 170°W).
 */
export function readBbox(text: string): Bbox | string {
  const n = numbers(text, 4)
  if (!n) return BBOX_SHAPE
  const [west = NaN, south = NaN, east = NaN, north = NaN] = n
  for (const [name, v] of [
    ['west', west],
    ['east', east],
  ] as const) {
    if (v < -180 || v > 180) return `bbox: ${name} ${v} is outside -180 to 180`
  }
  for (const [name, v] of [
    ['south', south],
    ['north', north],
  ] as const) {
    if (v < -90 || v > 90) return `bbox: ${name} ${v} is outside -90 to 90`
  }
  if (south > north) return `bbox: south ${south} is north of north ${north}`
  return { west, south, east, north }
}

/** What a cursor carries: the query it belongs to, the last row's sort key and id. */
export type CursorState = { f: string; k: (number | string)[]; i: number }

function toBase64Url(text: string): string {
  let binary = ''
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function fromBase64Url(text: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
    return new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(binary, (c) => c.charCodeAt(0)),
    )
  } catch {
    return null
  }
}

const CursorShape = z.object({
  f: z.string().max(400),
  k: z.array(z.union([z.number(), z.string().max(400)])).max(4),
  i: z.number().int().positive(),
})

/** An opaque cursor (base64url JSON): clients pass nextCursor back and never read it. */
export function encodeCursor(state: CursorState): string {
  return toBase64Url(JSON.stringify(state))
}

/** A cursor's state, or null when it is not one this API gave. */
export function decodeCursor(text: string): CursorState | null {
  const json = fromBase64Url(text)
  if (json === null) return null
  try {
    const parsed = CursorShape.safeParse(JSON.parse(json))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

export const BAD_CURSOR = 'cursor is not one this API gave: pass nextCursor back as it came'
export const CURSOR_OF_ANOTHER_QUERY =
  'cursor belongs to another near, bbox, q or region: ask for the first page again without cursor'
export const REGION_MESSAGE = `region is one of ${REGION_IDS.join(', ')}`
const LIMIT_MESSAGE = `limit is a whole number from 1 to ${SPOT_PAGE_MAX_LIMIT}`
const Q_MESSAGE = `q is ${SPOT_QUERY_MIN} to ${SPOT_QUERY_MAX} characters`

const fromReader = (read: (text: string) => unknown) => (text: string, ctx: z.RefinementCtx) => {
  const value = read(text)
  if (typeof value === 'string') ctx.addIssue({ code: 'custom', message: value })
}

/** GET /api/surf-spots' query: the list's date and units, and the paged reads' parameters. */
export const SpotsQuery = ConditionsQuery.extend({
  near: z.string().superRefine(fromReader(readNear)).optional().meta({
    description:
      'latitude,longitude: every published spot by great-circle distance from there, each with distanceKm.',
  }),
  bbox: z.string().superRefine(fromReader(readBbox)).optional().meta({
    description:
      'west,south,east,north in degrees: the published spots inside, by name. West greater than east crosses the antimeridian.',
  }),
  q: z
    .string()
    .refine((q) => {
      const length = q.trim().length
      return length >= SPOT_QUERY_MIN && length <= SPOT_QUERY_MAX
    }, Q_MESSAGE)
    .optional()
    .meta({
      description:
        'Search name and location, typo-tolerant: exact names first, then names starting with it, then names or locations containing it (by name), then similar spellings (most similar first).',
    }),
  region: z.enum(REGION_IDS, { error: REGION_MESSAGE }).optional().meta({
    description:
      'Only the published spots of one coastal region (by name, or by distance with near); docs/api.md lists how a spot falls in one.',
  }),
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(SPOT_PAGE_MAX_LIMIT, LIMIT_MESSAGE)
    .optional()
    .meta({ description: `Spots per page, ${SPOT_PAGE_DEFAULT_LIMIT} unless given.` }),
  cursor: z
    .string()
    .refine((c) => decodeCursor(c) !== null, BAD_CURSOR)
    .optional()
    .meta({
      description: "The previous page's nextCursor, with the same near, bbox, q and region.",
    }),
}).superRefine((query, ctx) => {
  if (query.near !== undefined && query.bbox !== undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['bbox'],
      message: 'near and bbox do not go together: ask for one of them',
    })
  }
})
export type SpotsQuery = z.infer<typeof SpotsQuery>

/** Whether a query asks for a page (any paged parameter present) rather than the list. */
export function isPageQuery(query: Record<string, unknown>): boolean {
  return PAGE_PARAMS.some((name) => query[name] !== undefined)
}

/** A row of a page: the list's spot with its condition, and its distance when ?near was given. */
export const SpotPageRow = SpotWithCondition.extend({
  distanceKm: z
    .number()
    .optional()
    .meta({ description: 'Great-circle distance from ?near in km (only with near).' }),
})
export type SpotPageRow = z.infer<typeof SpotPageRow>

/** A paged answer: up to `limit` spots and the cursor of the next page (null after the last). */
export const SpotPage = z.object({
  spots: z.array(SpotPageRow),
  nextCursor: z.string().nullable(),
})
export type SpotPage = z.infer<typeof SpotPage>
