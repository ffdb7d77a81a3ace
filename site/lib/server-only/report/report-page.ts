// Everything the spot report page renders, loaded with the same server functions the API's
// report, forecasts and wind-hourly endpoints call, so the page and the API never disagree.
import type { Payload, TypedUser } from 'payload'
import {
  ForecastList,
  HourlyWindList,
  SpotIdParams,
  type Spot,
  type SpotWithStations,
  type Forecast,
  type Hourly,
  type SpotReport,
  type SpotWhatWorks,
} from '../../../../shared/contracts/conditions'
import { todayIn } from '../../../../shared/domain/time/dates'
import { pickReportDate } from '../../../../shared/domain/view/report-view'
import { pickChartDay } from '../../universal/charts/day-picker'
import { AppError } from '../../../../shared/contracts/errors'
import type { HourlyWindEntry } from '../../universal/report/hourly-wind'
import { spotForecasts, spotWindHourly } from '../conditions/spot-days'
import { findSpot } from '../../../../cms/conditions'
import { spotReport } from '../conditions/spots'
import { spotHourlyDays } from '../conditions/hourly-days'
import { draftSpotShape, spotShape, whatWorksOf } from '../conditions/what-works'
import { displayInUnits, type Units } from '../../../../shared/domain/units/units'

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
      /** The spot's stored hourly days of today..+4 (the charts and best windows). */
      hourly: Hourly[]
      /** The spot's swell window and ideal conditions ('What works here'). */
      whatWorks: SpotWhatWorks | null
      /** The charts' day: ?day when it is one of them, else the report's date. */
      chartDay: string | null
      /** It shows a draft (a verified preview link): banner, noindex, never cached. */
      isPreview: boolean
    }

type Input = {
  payload: Payload
  user: TypedUser | null
  spotId: string | undefined
  queryDate: string | null
  pathDate: string | undefined
  dayQuery?: string | null
  now: Date
  /** A verified preview's draft of this spot (the admin's Preview and live preview). */
  draft?: SpotWithStations | null
  /** The page's units: every number and text of the page arrives in them (displayInUnits). */
  units?: Units
}

async function loadWind(payload: Payload, spot: Spot, date: string, now: Date) {
  try {
    const body = await spotWindHourly({ payload, id: spot.id, date, now, spot })
    return HourlyWindList.parse(JSON.parse(body))
  } catch (error) {
    // No condition row for the date yet: there is simply no hourly wind to show.
    if (error instanceof AppError && error.code === 'NOT_FOUND') return []
    payload.logger.error({ err: error, msg: 'hourly wind for the report' })
    return null
  }
}

async function loadHourly(payload: Payload, spot: Spot, now: Date): Promise<Hourly[]> {
  try {
    return await spotHourlyDays({ payload, spot, now })
  } catch (error) {
    // The charts are one section of the report: the rest still renders without them.
    payload.logger.error({ err: error, msg: 'hourly days for the report' })
    return []
  }
}

async function loadWhatWorks(payload: Payload, spot: Spot, isDraft: boolean) {
  try {
    const shape = isDraft
      ? await draftSpotShape(payload, spot.id)
      : await spotShape(payload, spot.id)
    return shape ? whatWorksOf(shape) : null
  } catch (error) {
    // One block of the report: the rest still renders without it.
    payload.logger.error({ err: error, msg: 'what works here for the report' })
    return null
  }
}

async function load(input: Input & { id: number }): Promise<ReportPage> {
  const { payload, user, id, now, draft } = input
  // A draft is shown as it stands (even one never published), with the spot's stored data.
  const spot = draft ?? (await findSpot(payload, id))
  const today = todayIn(spot.timeZone, now)
  const date = pickReportDate({ query: input.queryDate, path: input.pathDate, today })
  const [report, forecastBody, wind, hourly, whatWorks] = await Promise.all([
    spotReport({ payload, user, id, date, now, spot: draft ?? undefined }),
    spotForecasts({ payload, id, days: 5, now, spot }),
    loadWind(payload, spot, date, now),
    loadHourly(payload, spot, now),
    loadWhatWorks(payload, spot, !!draft),
  ])
  const forecasts = ForecastList.parse(JSON.parse(forecastBody))
  const chartDay = pickChartDay(
    hourly.map((d) => d.date),
    input.dayQuery,
    date,
  )
  const units = input.units ?? 'imperial'
  return {
    kind: 'ok',
    spot: displayInUnits(report, units),
    today,
    // In the spec's units: the accuracy section corrects their heights (ForecastSection converts).
    forecasts,
    wind: displayInUnits(wind, units),
    hourly: displayInUnits(hourly, units),
    whatWorks,
    chartDay,
    isPreview: !!draft,
  }
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
