// Everything the spot report page renders, loaded with the same server functions the API's
// report, forecasts and wind-hourly endpoints call, so the page and the API never disagree.
import type { Payload, TypedUser } from 'payload'
import {
  ForecastList,
  HourlyWindList,
  SpotIdParams,
  type Forecast,
  type SpotReport,
} from '../../../../shared/contracts/conditions'
import { todayIn } from '../../../../shared/domain/dates'
import { pickReportDate } from '../../../../shared/domain/report-view'
import { AppError } from '../../../../shared/contracts/errors'
import type { HourlyWindEntry } from '../../universal/report/hourly-wind'
import { spotForecasts, spotWindHourly } from '../conditions/spot-days'
import { findSpot } from '../conditions/queries'
import { spotReport } from '../conditions/spots'

export type ReportPage =
  | { kind: 'not-found'; message: string }
  | { kind: 'failed' }
  | {
      kind: 'ok'
      spot: SpotReport
      today: string
      forecasts: Forecast[]
      /** null when it could not be read on the server: the browser then loads it. */
      wind: HourlyWindEntry[] | null
    }

type Input = {
  payload: Payload
  user: TypedUser | null
  spotId: string | undefined
  queryDate: string | null
  pathDate: string | undefined
  now: Date
}

async function loadWind(payload: Payload, id: number, date: string, now: Date) {
  try {
    return HourlyWindList.parse(JSON.parse(await spotWindHourly({ payload, id, date, now })))
  } catch (error) {
    // No condition row for the date yet: there is simply no hourly wind to show.
    if (error instanceof AppError && error.code === 'NOT_FOUND') return []
    payload.logger.error({ err: error, msg: 'hourly wind for the report' })
    return null
  }
}

async function load(input: Input & { id: number }): Promise<ReportPage> {
  const { payload, user, id, now } = input
  const spot = await findSpot(payload, id)
  const today = todayIn(spot.timeZone, now)
  const date = pickReportDate({ query: input.queryDate, path: input.pathDate, today })
  const [report, forecastBody, wind] = await Promise.all([
    spotReport({ payload, user, id, date, now }),
    spotForecasts({ payload, id, days: 5, now }),
    loadWind(payload, id, date, now),
  ])
  const forecasts = ForecastList.parse(JSON.parse(forecastBody))
  return { kind: 'ok', spot: report, today, forecasts, wind }
}

/** The report page's data, or why there is none: an unknown spot, or a failure to load. */
export async function loadReportPage(input: Input): Promise<ReportPage> {
  const parsed = SpotIdParams.safeParse({ id: input.spotId })
  if (!parsed.success) return { kind: 'not-found', message: `No surf spot with id ${input.spotId}` }
  try {
    return await load({ ...input, id: parsed.data.id })
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') {
      return { kind: 'not-found', message: error.message }
    }
    input.payload.logger.error({ err: error, msg: 'spot report page' })
    return { kind: 'failed' }
  }
}
