// GET /api/surf-spots/{id}/hourly: a spot's hour-by-hour forecast for one local date of its
// today..+4, as ingestion stored it (surf-hourly; shared/domain/forecast/hourly.ts).
import { HourlyDoc } from '../../../../shared/contracts/stored-rows'
import type { Payload } from 'payload'
import { Hourly } from '../../../../shared/contracts/conditions'
import { AppError } from '../../../../shared/contracts/errors'
import { dateWindow, todayIn } from '../../../../shared/domain/time/dates'
import type { Answer } from '../cache/answers'
import { cachedAnswer } from '../cache/answers'
import { findSpot } from '../../../../cms/conditions'

/** The spot's local date asked for (its today when none is given); 400 outside today..+4. */
export function hourlyDate(date: string | undefined, now: Date, timeZone: string): string {
  const window = dateWindow(todayIn(timeZone, now))
  if (date === undefined) return window[0] ?? todayIn(timeZone, now)
  if (window.includes(date)) return date
  const [first, last] = [window[0], window.at(-1)]
  throw new AppError(
    'BAD_REQUEST',
    `No hourly forecast for ${date}: choose a date from ${first} to ${last} (the spot's today to today + 4 days)`,
    [{ path: 'date', message: `Must be from ${first} to ${last}` }],
  )
}

/** Every hour of a spot's local date, its tides, daylight and best windows. */
export async function spotHourly(input: {
  payload: Payload
  id: number
  date: string | undefined
  now: Date
}): Promise<Answer<Hourly>> {
  const { payload, id, now } = input
  const spot = await findSpot(payload, id)
  const date = hourlyDate(input.date, now, spot.timeZone)
  return cachedAnswer(`hourly/${id}?date=${date}`, async () => {
    const { docs } = await payload.find({
      collection: 'surf-hourly',
      where: { spot: { equals: id }, date: { equals: date } },
      limit: 1,
      depth: 0,
      overrideAccess: false,
    })
    const [doc] = docs
    if (!doc) {
      throw new AppError('NOT_FOUND', `No hourly forecast for ${spot.name} on ${date} yet`)
    }
    return Hourly.parse({ spotId: id, ...HourlyDoc.parse(doc) })
  })
}
