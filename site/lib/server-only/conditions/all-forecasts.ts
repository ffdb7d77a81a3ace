// The 5-day forecasts of the spots a page shows in one query (home renders its 49 featured strips
// at once; 49 calls of spotForecasts would be 49 round trips). Only those spots' rows are read:
// with 10,000 in the catalogue, every spot's week of forecasts held ~1 GB in the answer cache.
import type { Payload } from 'payload'
import type { Forecast, Spot } from '../../../../shared/contracts/conditions'
import {
  addDays,
  dateWindow,
  dayOffsetOf,
  isInDateWindow,
  todayIn,
} from '../../../../shared/domain/time/dates'
import { cachedAnswer } from '../cache/answers'
import { ForecastDoc, toForecast } from '../../../../cms/conditions'

/** The spots' ids, each once, in order: the one form of a set of spots in a cache key. */
export const spotIdsOf = (spots: readonly { id: number }[]): number[] =>
  [...new Set(spots.map((s) => s.id))].sort((a, b) => a - b)

/**
 * Each spot's forecasts from its own today, by dayOffset (as GET /api/surf-spots/{id}/forecasts
 * answers). One query covers every zone: the spots' todays lie within a day of UTC's.
 */
export async function allSpotForecasts(input: {
  payload: Payload
  spots: readonly Pick<Spot, 'id' | 'timeZone'>[]
  now: Date
}): Promise<Map<number, Forecast[]>> {
  const { payload, spots, now } = input
  const utcToday = todayIn('UTC', now)
  const ids = spotIdsOf(spots)
  if (ids.length === 0) return new Map()
  const answer = await cachedAnswer(
    `forecasts/of?utc=${utcToday}&spots=${ids.join(',')}`,
    async () => {
      const dates = [addDays(utcToday, -1), ...dateWindow(utcToday), addDays(utcToday, 5)]
      const { docs } = await payload.find({
        collection: 'surf-forecasts',
        where: { forecastDate: { in: dates }, spot: { in: ids } },
        sort: 'forecastDate',
        pagination: false,
        depth: 0,
        overrideAccess: false,
      })
      return docs.map((doc) => ({
        spot: Number((doc as { spot?: unknown }).spot),
        row: ForecastDoc.parse(doc),
      }))
    },
  )
  const bySpot = new Map<number, Forecast[]>(spots.map((s) => [s.id, []]))
  const zones = new Map(spots.map((s) => [s.id, todayIn(s.timeZone, now)]))
  for (const { spot, row } of answer.value) {
    const today = zones.get(spot)
    if (today === undefined || !isInDateWindow(row.forecastDate, today)) continue
    bySpot.get(spot)?.push(toForecast(row, dayOffsetOf(row.forecastDate, today) ?? 0))
  }
  return bySpot
}
