// GET /api/forecast and /forecast: a point's answer for a date, from the engine's point build
// (cms/conditions/point), its date resolved as a spot's is (its own today when none is asked).
import type { Payload } from 'payload'
import type { Hourly } from '../../../../shared/contracts/conditions'
import type { PointForecast } from '../../../../shared/contracts/point-forecast'
import {
  pointForecast,
  pointForecastDays,
  pointHourlyDays,
  type PointBuild,
} from '../../../../cms/conditions'
import { resolveDate } from './dates'

export type PointAnswer = {
  answer: PointForecast
  /** The point's hour-by-hour days of today..+4 (the page's charts). */
  hourly: Hourly[]
  build: PointBuild
  /** The answer came from the point cache. */
  cached: boolean
}

/** The point's answer (400 for a point on land, far out at sea or a date outside the window). */
export async function pointAnswer(input: {
  payload: Payload
  lat: number
  lon: number
  date: string | undefined
  now: Date
}): Promise<PointAnswer> {
  const { payload, now } = input
  const { build, cached } = await pointForecast(payload, {
    latitude: input.lat,
    longitude: input.lon,
    now,
  })
  const date = resolveDate(input.date, now, build.timeZone)
  const answer: PointForecast = {
    point: build.point,
    nearestSpot: build.nearestSpot,
    timeZone: build.timeZone,
    date,
    exposure: build.exposure,
    idealConditions: build.idealConditions,
    stations: build.stations,
    currentCondition: build.conditions.get(date) ?? null,
    report: build.reports.get(date) ?? null,
    forecasts: pointForecastDays(build, now),
    hourlyWind: build.hourlyWind.get(date) ?? [],
    isSample: build.isSample,
  }
  return { answer, hourly: pointHourlyDays(build, now), build, cached }
}
