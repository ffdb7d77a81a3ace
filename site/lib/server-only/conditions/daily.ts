// GET /api/stats and /api/weather: one answer per date about every spot.
import type { Payload } from 'payload'
import type { Stats, Weather } from '../../../../shared/contracts/conditions'
import { Weather as WeatherSchema } from '../../../../shared/contracts/conditions'
import { RATINGS } from '../../../../shared/domain/rating/ratings'
import { NO_PROVENANCE } from '../../../../shared/domain/forecast/series'
import { toRating } from '../../../../shared/domain/rating/ratings'
import type { Answer } from '../cache/answers'
import { cachedAnswer } from '../cache/answers'
import { resolveDate } from './dates'
import { listSpotsOnTheirDay } from './spots'
import { findConditionRows, findSpots, isRefreshingConditions } from '../../../../cms/conditions'

/**
 * Spots per rating on a date (keys are the rating keys; 'not working' is the landing's Flat), or
 * without one each spot on its own today, as home and the summary count them. A date with no rows
 * while a refresh runs is "being rated" (isRating), asked afresh each time.
 */
export async function dailyStats(
  payload: Payload,
  dateIn: string | undefined,
  now: Date,
): Promise<Answer<Stats>> {
  const date = resolveDate(dateIn, now)
  const counted =
    dateIn === undefined
      ? await countOwnDays(payload, date, now)
      : await countRatings(payload, date)
  if (counted.value.total > 0 || !isRefreshingConditions()) return counted
  const value = { ...counted.value, isRating: true }
  return { value, body: JSON.stringify(value) }
}

const zeroCounts = () =>
  Object.fromEntries(RATINGS.map((r) => [r, 0])) as Record<(typeof RATINGS)[number], number>

/** Each spot's rating on its own today (the list home shows), under UTC's date. */
async function countOwnDays(payload: Payload, date: string, now: Date): Promise<Answer<Stats>> {
  const { value: spots } = await listSpotsOnTheirDay({ payload, user: null, date: undefined, now })
  const counts = zeroCounts()
  const rows = spots.flatMap((s) => (s.currentCondition ? [s.currentCondition] : []))
  for (const row of rows) {
    const rating = toRating(row.conditionRating)
    if (rating) counts[rating]++
  }
  const isSample = rows.some((r) => r.isSample)
  const value: Stats = { date, ...counts, total: rows.length, isSample, isRating: false }
  return { value, body: JSON.stringify(value) }
}

function countRatings(payload: Payload, date: string): Promise<Answer<Stats>> {
  return cachedAnswer(`stats?date=${date}`, async () => {
    // The spots home shows (the featured ones), as countOwnDays counts them.
    const spots = await findSpots(payload)
    const ids = spots.map((s) => s.id)
    const docs = await findConditionRows(payload, date, ids, {
      conditionRating: true,
      isSample: true,
    })
    const counts = zeroCounts()
    for (const doc of docs) {
      const rating = toRating((doc as { conditionRating?: unknown }).conditionRating)
      if (rating) counts[rating]++
    }
    const isSample = docs.some((d) => (d as { isSample?: unknown }).isSample === true)
    return { date, ...counts, total: docs.length, isSample, isRating: false }
  })
}

/**
 * The weather row of a resolved date (typical across all spots: docs/conditions.md); null before
 * any is stored. A kept null is dropped with every answer when the next ingestion run lands.
 */
export function weatherOn(payload: Payload, date: string): Promise<Answer<Weather | null>> {
  return cachedAnswer(`weather?date=${date}`, async () => {
    const { docs } = await payload.find({
      collection: 'weather-conditions',
      where: { date: { equals: date } },
      limit: 1,
      depth: 0,
      overrideAccess: false,
    })
    const doc = docs[0] as Record<string, unknown> | undefined
    if (!doc) return null
    return WeatherSchema.parse({
      ...doc,
      uvIndex: doc.uvIndex ?? null,
      isSample: doc.isSample ?? false,
      provenance: doc.provenance ?? NO_PROVENANCE,
    })
  })
}
