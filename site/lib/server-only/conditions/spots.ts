// GET /api/surf-spots(?date), /api/surf-spots/{id} and the report: spots with their condition.
import type { Payload, TypedUser } from 'payload'
import type {
  Condition,
  Spot,
  SpotDetail,
  SpotReport,
  SpotWithCondition,
  SpotWithStations,
} from '../../../../shared/contracts/conditions'
import { AppError } from '../../../../shared/contracts/errors'
import type { Answer } from '../cache/answers'
import { cachedAnswer } from '../cache/answers'
import { resolveDate } from './dates'
import { addDays, todayIn } from '../../../../shared/domain/time/dates'
import { ConditionDoc, ReportDoc, toCondition, toReport } from '../../../../cms/conditions'
import {
  findConditions,
  readConditionsOf,
  findFavoriteIds,
  findSpot,
  findSpotPage,
  findSpotRow,
  findSpots,
} from '../../../../cms/conditions'
import {
  decodeCursor,
  readBbox,
  readNear,
  SPOT_PAGE_DEFAULT_LIMIT,
  type SpotPage,
  type SpotsQuery,
} from '../../../../shared/contracts/spot-pages'
import { keptSpotReader } from './spot-docs'
import { spotShape, whatWorksOf } from './what-works'

type User = TypedUser | null

/** Marks the user's favourites; visitors get the shared answer untouched. */
async function withFavorites<T extends Spot>(
  payload: Payload,
  user: User,
  answer: Answer<T[]>,
): Promise<Answer<T[]>> {
  if (!user) return answer
  const ids = await findFavoriteIds(payload, user)
  const value = answer.value.map((s) => ({ ...s, isFavorite: ids.has(s.id) }))
  return { value, body: JSON.stringify(value) }
}

/** Every spot, each marked as the user's favourite or not. */
export async function listSpots(payload: Payload, user: User): Promise<Answer<Spot[]>> {
  return withFavorites(payload, user, await cachedAnswer('spots', () => findSpots(payload)))
}

/** Every spot with its condition on a date already resolved (null when none is stored). */
export async function listSpotsOnDate(input: {
  payload: Payload
  user: User
  date: string
}): Promise<Answer<SpotWithCondition[]>> {
  const { payload, user, date } = input
  const answer = await cachedAnswer(`spots?date=${date}`, async () => {
    // The featured spots' rows only: a catalogue of 10,000 is not read for a list of 49.
    const spots = await findSpots(payload)
    const conditions = await findConditions(
      payload,
      date,
      spots.map((s) => s.id),
    )
    return spots.map((s) => ({ ...s, currentCondition: conditions.get(s.id) ?? null }))
  })
  return withFavorites(payload, user, answer)
}

/**
 * Every spot with its condition on the date asked for, or without one on each spot's own today
 * (its local date, as its report and its 5-day strip have it): at 20:00 UTC Bondi is already on
 * tomorrow and Hawaii still on today, and each card shows its own beach's day. The spots' todays
 * lie within a day of UTC's, so at most three cached date lists answer it.
 */
export async function listSpotsOnTheirDay(input: {
  payload: Payload
  user: User
  date: string | undefined
  now: Date
}): Promise<Answer<SpotWithCondition[]>> {
  const { payload, user, now } = input
  if (input.date !== undefined) return listSpotsOnDate({ payload, user, date: input.date })
  const utcToday = todayIn('UTC', now)
  const dates = [addDays(utcToday, -1), utcToday, addDays(utcToday, 1)]
  const lists = await Promise.all(dates.map((date) => listSpotsOnDate({ payload, user, date })))
  const byDate = new Map(
    dates.map((date, i) => [date, new Map((lists[i]?.value ?? []).map((s) => [s.id, s]))]),
  )
  const value = (lists[1]?.value ?? []).map(
    (spot) =>
      byDate.get(todayIn(spot.timeZone, now))?.get(spot.id) ?? { ...spot, currentCondition: null },
  )
  return { value, body: JSON.stringify(value) }
}

/**
 * A page of every published spot for ?near, ?bbox, ?q, ?limit and ?cursor (the contract checked
 * them), each with its condition on the date asked for, or without one on its own today (as the
 * list's cards have it). Not cached per query: the URL's answer is kept for anonymous repeats.
 */
export async function spotPage(input: {
  payload: Payload
  user: User
  query: SpotsQuery
  date: string | undefined
  now: Date
}): Promise<SpotPage> {
  const { payload, user, query, now } = input
  const near = query.near === undefined ? undefined : readNear(query.near)
  const bbox = query.bbox === undefined ? undefined : readBbox(query.bbox)
  const cursor = query.cursor === undefined ? undefined : decodeCursor(query.cursor)
  if (typeof near === 'string' || typeof bbox === 'string' || cursor === null) {
    throw new AppError('BAD_REQUEST', 'The query was not checked against its contract')
  }
  const page = await findSpotPage(
    payload,
    {
      near,
      bbox,
      q: query.q?.trim(),
      region: query.region,
      limit: query.limit ?? SPOT_PAGE_DEFAULT_LIMIT,
      cursor,
    },
    keptSpotReader(payload),
  )
  const dateOf = (spot: Spot) => input.date ?? todayIn(spot.timeZone, now)
  const [conditions, favorites] = await Promise.all([
    conditionsOf(
      payload,
      page.spots.map((spot) => ({ id: spot.id, date: dateOf(spot) })),
    ),
    findFavoriteIds(payload, user),
  ])
  return {
    spots: page.spots.map((spot) => ({
      ...spot,
      isFavorite: favorites.has(spot.id),
      currentCondition: conditions.get(`${spot.id}|${dateOf(spot)}`) ?? null,
    })),
    nextCursor: page.nextCursor,
  }
}

/**
 * The conditions of a page's spots on their dates, by `${id}|${date}`: the featured spots' from
 * the cached date lists (what home reads, kept until new data lands), the others read for the
 * page alone, in one SQL statement (cms/conditions/read/condition-rows-sql.ts).
 */
async function conditionsOf(
  payload: Payload,
  wanted: { id: number; date: string }[],
): Promise<Map<string, Condition | null>> {
  const dates = [...new Set(wanted.map((w) => w.date))]
  const lists = await Promise.all(
    dates.map((date) => listSpotsOnDate({ payload, user: null, date })),
  )
  const found = new Map<string, Condition | null>()
  for (const [i, date] of dates.entries()) {
    for (const spot of lists[i]?.value ?? []) found.set(`${spot.id}|${date}`, spot.currentCondition)
  }
  const missing = wanted.filter((w) => !found.has(`${w.id}|${w.date}`))
  if (missing.length === 0) return found
  const read = await readConditionsOf(
    payload.db.pool,
    [...new Set(missing.map((w) => w.id))],
    [...new Set(missing.map((w) => w.date))],
  )
  for (const [key, condition] of read) found.set(key, condition)
  return found
}

/** One spot (name, location, imageUrl and the rest of the contract's Spot). */
export async function oneSpot(payload: Payload, user: User, id: number): Promise<SpotWithStations> {
  const [spot, favorites] = await Promise.all([
    findSpot(payload, id),
    findFavoriteIds(payload, user),
  ])
  return { ...spot, isFavorite: favorites.has(spot.id) }
}

/** GET /api/surf-spots/{id}: the spot with its swell exposure and ideal conditions. */
export async function spotDetail(payload: Payload, user: User, id: number): Promise<SpotDetail> {
  const [spot, shape] = await Promise.all([oneSpot(payload, user, id), spotShape(payload, id)])
  return { ...spot, ...whatWorksOf(shape) }
}

/** A spot with its condition (with the rating's rule table) and detailed report for a date. */
export async function spotReport(input: {
  payload: Payload
  user: User
  id: number
  date: string | undefined
  now: Date
  /** The spot, when the caller read it already (a preview's draft: no favourite heart). */
  spot?: SpotWithStations
}): Promise<SpotReport> {
  const { payload, id } = input
  const spot = input.spot ?? (await oneSpot(payload, input.user, id))
  const date = resolveDate(input.date, input.now, spot.timeZone)
  const [condition, report] = await Promise.all([
    findSpotRow(payload, 'surf-conditions', id, date),
    findSpotRow(payload, 'surf-reports', id, date),
  ])
  return {
    ...spot,
    date,
    currentCondition: condition ? toCondition(ConditionDoc.parse(condition), true) : null,
    report: report ? toReport(ReportDoc.parse(report)) : null,
  }
}

/** The spot's stored condition row for a date, or 404 with what is missing. */
export async function conditionRowOf(payload: Payload, id: number, date: string) {
  const row = await findSpotRow(payload, 'surf-conditions', id, date)
  if (!row) throw new AppError('NOT_FOUND', `No conditions stored for spot ${id} on ${date} yet`)
  return row
}
