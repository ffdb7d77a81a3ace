// The 5-day forecasts of every spot in one query (home renders all 49 forecast strips at once;
// 49 calls of spotForecasts would be 49 round trips).
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
  const answer = await cachedAnswer(`forecasts/all?utc=${utcToday}`, async () => {
    const dates = [addDays(utcToday, -1), ...dateWindow(utcToday), addDays(utcToday, 5)]
    const { docs } = await payload.find({
      collection: 'surf-forecasts',
      where: { forecastDate: { in: dates } },
      sort: 'forecastDate',
      pagination: false,
      depth: 0,
      overrideAccess: false,
    })
    return docs.map((doc) => ({
      spot: Number((doc as { spot?: unknown }).spot),
      row: ForecastDoc.parse(doc),
    }))
  })
  const bySpot = new Map<number, Forecast[]>(spots.map((s) => [s.id, []]))
  const zones = new Map(spots.map((s) => [s.id, todayIn(s.timeZone, now)]))
  for (const { spot, row } of answer.value) {
    const today = zones.get(spot)
    if (today === undefined || !isInDateWindow(row.forecastDate, today)) continue
    bySpot.get(spot)?.push(toForecast(row, dayOffsetOf(row.forecastDate, today) ?? 0))
  }
  return bySpot
}
