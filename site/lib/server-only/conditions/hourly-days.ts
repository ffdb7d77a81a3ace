// The hourly days the pages read: a spot's five days at once for the report's charts
// and best windows, and the shown spots' best windows of their five days in one query for the
// home cards and the compare page (49 × 5 rows; only their best windows are selected, not the
// hours; never the whole catalogue's).
import { HourlyDoc, WindowsDoc } from '../../../../shared/contracts/stored-rows'
import type { Payload } from 'payload'
import { Hourly } from '../../../../shared/contracts/conditions'
import {
  bestWindowOfDays,
  type BestWindow as Window,
} from '../../../../shared/domain/rating/best-windows'
import { addDays, dateWindow, todayIn } from '../../../../shared/domain/time/dates'
import { cachedAnswer } from '../cache/answers'
import { spotIdsOf } from './all-forecasts'

export type SpotBest = { date: string; window: Window }

/** A spot's stored hourly days of its today..+4, by date (days not stored yet are missing). */
export async function spotHourlyDays(input: {
  payload: Payload
  spot: { id: number; timeZone: string }
  now: Date
}): Promise<Hourly[]> {
  const { payload, spot, now } = input
  const dates = dateWindow(todayIn(spot.timeZone, now))
  const answer = await cachedAnswer(`hourly/${spot.id}?days=${dates[0]}`, async () => {
    const { docs } = await payload.find({
      collection: 'surf-hourly',
      where: { spot: { equals: spot.id }, date: { in: dates } },
      sort: 'date',
      pagination: false,
      depth: 0,
      overrideAccess: false,
    })
    return docs.map((doc) => Hourly.parse({ spotId: spot.id, ...HourlyDoc.parse(doc) }))
  })
  return answer.value
}

export type WindowDay = { date: string; bestWindows: Window[] }

/** Each spot's best windows per date of its own today..+4, by date, from one query. */
export async function allBestWindowDays(input: {
  payload: Payload
  spots: readonly { id: number; timeZone: string }[]
  now: Date
}): Promise<Map<number, WindowDay[]>> {
  const { payload, spots, now } = input
  const utcToday = todayIn('UTC', now)
  const ids = spotIdsOf(spots)
  if (ids.length === 0) return new Map()
  const key = `hourly/best-windows?utc=${utcToday}&spots=${ids.join(',')}`
  const answer = await cachedAnswer(key, async () => {
    // The spots' todays lie within a day of UTC's.
    const dates = [addDays(utcToday, -1), ...dateWindow(utcToday), addDays(utcToday, 5)]
    const { docs } = await payload.find({
      collection: 'surf-hourly',
      where: { date: { in: dates }, spot: { in: ids } },
      select: { spot: true, date: true, bestWindows: true },
      sort: 'date',
      pagination: false,
      depth: 0,
      overrideAccess: false,
    })
    return docs.map((doc) => WindowsDoc.parse(doc))
  })
  const bySpot = new Map<number, WindowDay[]>(spots.map((s) => [s.id, []]))
  const windows = new Map(spots.map((s) => [s.id, new Set(dateWindow(todayIn(s.timeZone, now)))]))
  for (const { spot, date, bestWindows } of answer.value) {
    if (windows.get(spot)?.has(date)) bySpot.get(spot)?.push({ date, bestWindows })
  }
  return bySpot
}

/** Each spot's best window of its own today..+4 (null when none). */
export async function allSpotBestWindows(input: {
  payload: Payload
  spots: readonly { id: number; timeZone: string }[]
  now: Date
}): Promise<Map<number, SpotBest | null>> {
  const days = await allBestWindowDays(input)
  return new Map([...days].map(([id, d]) => [id, bestWindowOfDays(d)]))
}
