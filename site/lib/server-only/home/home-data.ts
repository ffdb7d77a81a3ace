// The data home's conditions tab renders in its first HTML: the same server functions as
// GET /api/surf-spots?date and /api/weather?date, plus every spot's forecasts in one query.
import type { Payload } from 'payload'
import type { SpotWithCondition } from '../../../../shared/contracts/conditions'
import { resolveWindowDate, todayIn } from '../../../../shared/domain/dates'
import { AppError } from '../../../../shared/contracts/errors'
import { allSpotForecasts } from '../conditions/all-forecasts'
import { dailyWeather } from '../conditions/daily'
import { spotList } from '../conditions/spots'
import {
  toCardForecastDay,
  toCardSpot,
  type CardForecastDay,
  type CardSpot,
} from '../../universal/home/card-model'

export type HomeData = {
  today: string
  date: string
  spots: CardSpot[]
  forecasts: Record<number, CardForecastDay[]>
  airTemp: number | null
}

/** Today (UTC, as the spots API answers without a date) and the requested date in its window. */
export function homeDates(requested: string | null, now: Date): { today: string; date: string } {
  const today = todayIn('UTC', now)
  return { today, date: resolveWindowDate(requested, today) }
}

/** The date's weather temperature, null before any weather is stored (a 404 there). */
async function airTempOf(payload: Payload, date: string, now: Date): Promise<number | null> {
  try {
    return (await dailyWeather(payload, date, now)).value.temperature
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null
    throw error
  }
}

/** Home's spots (as a visitor sees them: the page is cached for everyone), forecasts, weather. */
export async function loadHomeData(payload: Payload, requested: string | null, now: Date) {
  const { today, date } = homeDates(requested, now)
  const list = await spotList({ payload, user: null, date, now })
  const spots = list.value as SpotWithCondition[]
  const [forecasts, airTemp] = await Promise.all([
    allSpotForecasts({ payload, spots, now }),
    airTempOf(payload, date, now),
  ])
  return {
    today,
    date,
    spots: spots.map(toCardSpot),
    forecasts: Object.fromEntries(
      [...forecasts].map(([id, days]) => [id, days.map(toCardForecastDay)]),
    ),
    airTemp,
  } satisfies HomeData
}
