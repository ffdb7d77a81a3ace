// The data home's conditions tab renders in its first HTML: the same server functions as
// GET /api/surf-spots?date and /api/weather?date, plus every spot's forecasts in one query.
import type { Payload } from 'payload'
import { AppError } from '../../../../shared/contracts/errors'
import { allSpotForecasts } from '../conditions/all-forecasts'
import { dailyWeather } from '../conditions/daily'
import { listSpotsOnDate } from '../conditions/spots'
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

/** The date's weather temperature, null before any weather is stored (a 404 there). */
async function airTempOf(payload: Payload, date: string, now: Date): Promise<number | null> {
  try {
    return (await dailyWeather(payload, date, now)).value.temperature
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null
    throw error
  }
}

/**
 * Home's spots (as a visitor sees them: the page is cached for everyone), forecasts and weather
 * for a date the page already resolved (pageDates).
 */
export async function loadHomeData(
  payload: Payload,
  { today, date }: { today: string; date: string },
  now: Date,
) {
  const { value: spots } = await listSpotsOnDate({ payload, user: null, date })
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
