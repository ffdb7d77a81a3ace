// The conditions API's reads through Payload's Local API as a visitor would (public reads,
// overrideAccess: false), each parsed into the contract's shapes (docs.ts).
import type { Payload, TypedCollectionSelect } from 'payload'
import type { Condition, Spot, SpotWithStations } from '../../../shared/contracts/conditions'
import { AppError } from '../../../shared/contracts/errors'
import { StationFieldsDoc } from '../stations/describe'
import { favoriteSpotIds } from '../../favorites/spot-ids'
import { CONDITION_SELECT, ConditionDoc, SpotDoc, toCondition, toSpot, toSpotDetail } from './docs'
import { CreditDoc, selectOf } from '../../../shared/contracts/stored-rows'

export const SPOT_SELECT = selectOf(SpotDoc)

/** What a spot's stations are told from (cms/conditions/stations/describe.ts), and its credit. */
const DETAIL_SELECT = { ...SPOT_SELECT, ...selectOf(StationFieldsDoc), ...selectOf(CreditDoc) }

function parseAll<T, R>(docs: unknown[], schema: { parse: (d: unknown) => T }, to: (d: T) => R) {
  return docs.map((doc) => to(schema.parse(doc)))
}

/**
 * Every featured spot, by name: what home, the map, the summary and the plain GET
 * /api/surf-spots list, so a growing catalogue does not grow them (the others are found by
 * search, near and bbox: spot-pages.ts).
 */
export async function findSpots(payload: Payload): Promise<Spot[]> {
  const { docs } = await payload.find({
    collection: 'surf-spots',
    where: { featured: { equals: true } },
    pagination: false,
    depth: 1,
    sort: 'name',
    select: SPOT_SELECT,
    overrideAccess: false,
  })
  return parseAll(docs, SpotDoc, toSpot)
}

/** One spot with its stations; 404 when there is none with that id. */
export async function findSpot(payload: Payload, id: number): Promise<SpotWithStations> {
  const { docs } = await payload.find({
    collection: 'surf-spots',
    where: { id: { equals: id } },
    limit: 1,
    depth: 1,
    select: DETAIL_SELECT,
    overrideAccess: false,
  })
  const [doc] = docs
  if (!doc) throw new AppError('NOT_FOUND', `No surf spot with id ${id}`)
  return toSpotDetail(SpotDoc.parse(doc), StationFieldsDoc.parse(doc), CreditDoc.parse(doc))
}

/**
 * A spot's newest draft, for a verified preview link only (site/lib/server-only/preview.ts):
 * it reads past the public access, so nothing else may call it. null when there is no spot.
 */
export async function findDraftSpot(
  payload: Payload,
  id: number,
): Promise<SpotWithStations | null> {
  const doc = await payload
    .findByID({ collection: 'surf-spots', id, draft: true, depth: 1, select: DETAIL_SELECT })
    .catch(() => null)
  return doc
    ? toSpotDetail(SpotDoc.parse(doc), StationFieldsDoc.parse(doc), CreditDoc.parse(doc))
    : null
}

/**
 * The condition rows of a date of these spots (the featured ones a list shows: never the whole
 * catalogue's), with only the selected fields (plain documents).
 */
export async function findConditionRows(
  payload: Payload,
  date: string,
  spotIds: readonly number[],
  select: TypedCollectionSelect['surf-conditions'],
): Promise<unknown[]> {
  if (spotIds.length === 0) return []
  const { docs } = await payload.find({
    collection: 'surf-conditions',
    where: { and: [{ date: { equals: date } }, { spot: { in: [...spotIds] } }] },
    pagination: false,
    depth: 0,
    select,
    overrideAccess: false,
  })
  return docs
}

/** The conditions of these spots for a date, by spot id. */
export async function findConditions(
  payload: Payload,
  date: string,
  spotIds: readonly number[],
): Promise<Map<number, Condition>> {
  const docs = await findConditionRows(payload, date, spotIds, CONDITION_SELECT)
  return new Map(
    docs.map((d) => {
      const doc = ConditionDoc.parse(d)
      return [doc.spot, toCondition(doc)]
    }),
  )
}

/** One spot's row of a collection for a date (a plain document; callers parse it). */
export async function findSpotRow(
  payload: Payload,
  collection: 'surf-conditions' | 'surf-reports',
  spotId: number,
  date: string,
): Promise<Record<string, unknown> | null> {
  const { docs } = await payload.find({
    collection,
    where: { spot: { equals: spotId }, date: { equals: date } },
    limit: 1,
    depth: 0,
    overrideAccess: false,
  })
  return (docs[0] as Record<string, unknown> | undefined) ?? null
}

/** The spot ids a signed-in user marked as favourites (empty for visitors). */
export async function findFavoriteIds(payload: Payload, user: { id: number | string } | null) {
  if (!user) return new Set<number>()
  return favoriteSpotIds(payload, Number(user.id))
}
