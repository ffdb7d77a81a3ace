// GET /api/forecast?lat&lon&date&units: a rated forecast for any point within 5 km of a coast,
// computed from the point as a spot would be (docs/api.md 'A forecast for a point'). The same
// Condition, Forecast, Report, Exposure and stations shapes as a spot's answers.
import { z } from 'zod'
import {
  Condition,
  DateQuery,
  Exposure,
  ForecastList,
  Hourly,
  HourlyWindList,
  IdealConditions,
  Report,
  SpotStations,
  UnitsQuery,
} from './conditions'
import { SpotProposalQuery } from './spot-proposal'

/** lat and lon (each required, numeric, in range), the date (the point's today when absent) and units. */
export const PointForecastQuery = SpotProposalQuery.extend(DateQuery.shape).extend(UnitsQuery.shape)
export type PointForecastQuery = z.infer<typeof PointForecastQuery>

export const NearestSpot = z.object({
  id: z.number().int(),
  name: z.string(),
  distanceKm: z.number(),
})
export type NearestSpot = z.infer<typeof NearestSpot>

export const PointForecast = z.object({
  /** The point as asked, rounded to 3 decimals (~100 m): answers are kept per rounded point. */
  point: z.object({ latitude: z.number(), longitude: z.number() }),
  /** The closest published spot, or null when there is none. */
  nearestSpot: NearestSpot.nullable(),
  /** The point's IANA zone, from its coordinates: its dates and times are local to it. */
  timeZone: z.string(),
  /** The date answered: the one asked for, else the point's today. */
  date: z.string(),
  exposure: Exposure,
  idealConditions: IdealConditions,
  stations: SpotStations,
  /** The point's condition on the date; null when the upstreams gave nothing for it. */
  currentCondition: Condition.nullable(),
  /** The date's detailed report (the report page's analysis). */
  report: Report.nullable(),
  /** Up to 5 days from the point's today. */
  forecasts: ForecastList,
  /** The date's wind every 3 hours. */
  hourlyWind: HourlyWindList,
  isSample: z.boolean(),
})
export type PointForecast = z.infer<typeof PointForecast>

/** What the page reads beside the answer: the hour-by-hour days of today..+4. */
export const PointHourly = z.array(Hourly)
