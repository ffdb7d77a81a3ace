// GET /api/surf-spots/{id}/forecasts and /wind-hourly.
import type { Payload } from 'payload'
import { z } from 'zod'
import type { Forecast, Spot } from '../../../../shared/contracts/conditions'
import { HourlyWindList } from '../../../../shared/contracts/conditions'
import { dateWindow, dayOffsetOf, todayIn } from '../../../../shared/domain/time/dates'
import { cachedAnswer } from '../cache/answers'
import { resolveDate } from './dates'
import { ForecastDoc, toForecast } from '../../../../cms/conditions'
import { findSpot } from '../../../../cms/conditions'
import { conditionRowOf } from './spots'

/**
 * Up to `days` forecast days from the spot's own today, by dayOffset. The offset is worked out
 * now, not when the row was stored, so it stays right after the spot's midnight.
 */
export async function spotForecasts(input: {
  payload: Payload
  id: number
  days: number
  now: Date
  /** The spot, when the caller read it already. */
  spot?: Spot
}): Promise<string> {
  const { payload, id, days, now } = input
  const spot = input.spot ?? (await findSpot(payload, id))
  const today = todayIn(spot.timeZone, now)
  const answer = await cachedAnswer(`forecasts/${id}?today=${today}&days=${days}`, async () => {
    const dates = dateWindow(today).slice(0, days)
    const { docs } = await payload.find({
      collection: 'surf-forecasts',
      where: { spot: { equals: id }, forecastDate: { in: dates } },
      sort: 'forecastDate',
      pagination: false,
      depth: 0,
      overrideAccess: false,
    })
    return docs.map((doc): Forecast => {
      const parsed = ForecastDoc.parse(doc)
      return toForecast(parsed, dayOffsetOf(parsed.forecastDate, today) ?? 0)
    })
  })
  return answer.body
}

const StoredWind = z.object({ hourlyWind: HourlyWindList.nullish() })

/** The spot's wind every 3 hours of a local date (its today when no date is given). */
export async function spotWindHourly(input: {
  payload: Payload
  id: number
  date: string | undefined
  now: Date
  /** The spot, when the caller read it already. */
  spot?: Spot
}): Promise<string> {
  const { payload, id, now } = input
  const spot = input.spot ?? (await findSpot(payload, id))
  const date = resolveDate(input.date, now, spot.timeZone)
  const answer = await cachedAnswer(`wind-hourly/${id}?date=${date}`, async () => {
    const row = await conditionRowOf(payload, id, date)
    return StoredWind.parse(row).hourlyWind ?? []
  })
  return answer.body
}
