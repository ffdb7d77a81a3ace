// The data home's conditions tab renders in its first HTML: the same server functions as
// GET /api/surf-spots?date and /api/weather?date, plus every spot's forecasts in one query.
import type { Payload } from 'payload'
import { allSpotForecasts } from '../conditions/all-forecasts'
import { allSpotBestWindows } from '../conditions/hourly-days'
import { formatBestWindow } from '../../../../shared/domain/rating/best-windows'
import { weatherOn } from '../conditions/daily'
import { listSpotsOnTheirDay } from '../conditions/spots'
import {
  toCardForecastDay,
  toCardSpot,
  type CardForecastDay,
  type CardSpot,
} from '../../universal/home/card-model'
import { hasSampleConditions } from '../../universal/sample-data'
import { localizeText, type Units } from '../../../../shared/domain/units/units'
import { isRefreshingConditions } from '../../../../cms/conditions'

export type HomeData = {
  today: string
  date: string
  spots: CardSpot[]
  forecasts: Record<number, CardForecastDay[]>
  /** Each spot's best window of its five days, as the card writes it; absent when none. */
  bestWindows: Record<number, string>
  airTemp: number | null
  /** The conditions are recorded samples: the page says so. */
  isSample: boolean
  /** No spot is rated for the date yet and a refresh is running (a first start): "Rating the spots…". */
  isRating: boolean
}

/**
 * Home's spots (as a visitor sees them: the page is cached for everyone), forecasts and weather
 * for a date the page already resolved (pageDates).
 */
export async function loadHomeData(
  payload: Payload,
  { today, date }: { today: string; date: string },
  now: Date,
  units: Units = 'imperial',
) {
  // Today is each beach's own date (its report and strip agree); another date is that date.
  const { value: spots } = await listSpotsOnTheirDay({
    payload,
    user: null,
    date: date === today ? undefined : date,
    now,
  })
  const [forecasts, weather, best] = await Promise.all([
    allSpotForecasts({ payload, spots, now }),
    weatherOn(payload, date),
    // The cards' best windows are an extra: home still renders without them.
    allSpotBestWindows({ payload, spots, now }).catch((error: unknown) => {
      payload.logger.error({ err: error, msg: 'home: best windows' })
      return new Map<number, null>()
    }),
  ])
  return {
    today,
    date,
    spots: spots.map((s) => toCardSpot(s, now, units)),
    forecasts: Object.fromEntries(
      [...forecasts].map(([id, days]) => [id, days.map((d) => toCardForecastDay(d, units))]),
    ),
    bestWindows: Object.fromEntries(
      [...best].flatMap(([id, b]) => (b ? [[id, localizeText(formatBestWindow(b), units)]] : [])),
    ),
    // null before any weather is stored for the date.
    airTemp: weather.value?.temperature ?? null,
    isSample: hasSampleConditions(spots),
    isRating: spots.every((s) => !s.currentCondition) && isRefreshingConditions(),
  } satisfies HomeData
}
