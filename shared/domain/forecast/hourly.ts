// A spot's hour-by-hour forecast for one local date: every local hour of the date,
// each with the surf of the rated train (the same breaking height and guide function the day's
// rating uses: daily-values.ts, rate-conditions.ts), every swell train, the chop, the wind and
// its class at this shore, the tide from the day's highs and lows (tide-curve.ts), the water
// temperature and whether the hour has light to surf by. Hours the series lacks stay in the list
// with nulls, so a day always has all its hours (23 or 25 on the days clocks change).
import { bestWindows } from '../rating/best-windows'
import type { BestWindow } from '../rating/best-windows'
import { displayRangeOf, isDaytime, rateHourAlone } from '../rating/daily-values'
import type { HourRater } from '../rating/daily-values'
import type { Daylight } from '../time/daylight'
import type { Rating } from '../rating/ratings'
import type { HourlyConditions, SpotSeries } from './series'
import { blankHour } from './series'
import { tideCurve } from './tide-curve'
import { tidesOnDate } from './tides'
import { mapNullable, roundTo } from '../units/units'
import { classifyShoreWind, degreesToCompass } from '../rating/wind'
import type { Shore, WindClass } from '../rating/wind'
import { isoWithOffset, localDateOf } from '../time/zoned'
import { epochMsOf } from '../time/instants'

/** MLLW for NOAA station predictions; MSL when Firing modelled the tide from sea level. */
export type TideDatum = 'MLLW' | 'MSL'

/** A wave train of an hour: deep-water height, its own period, where it comes from. */
export type HourlyTrain = {
  heightFt: number
  periodS: number | null
  direction: string | null
  directionDegrees: number | null
}

export type HourlyEntry = {
  /** Local time with the spot's offset: '2026-11-25T07:00:00-08:00'. */
  time: string
  waveHeightMin: number | null
  waveHeightMax: number | null
  /** Swell trains present, primary first (the total sea when the source does not split it). */
  swells: HourlyTrain[]
  windWave: HourlyTrain | null
  windSpeed: number | null
  windGust: number | null
  windDirection: string | null
  windDirectionDegrees: number | null
  windClassification: WindClass | null
  tideHeightFt: number | null
  waterTemp: number | null
  rating: Rating | null
  isDaylight: boolean
}

export type HourlyTideEvent = { time: string; type: 'high' | 'low'; heightFt: number | null }

export type HourlyDay = {
  date: string
  timeZone: string
  firstLight: string | null
  sunrise: string | null
  sunset: string | null
  lastLight: string | null
  tideDatum: TideDatum | null
  hours: HourlyEntry[]
  tideEvents: HourlyTideEvent[]
  bestWindows: BestWindow[]
}

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

const r1 = (v: number | null): number | null => mapNullable(v, (n) => roundTo(n, 1))
const r0 = (v: number | null): number | null => mapNullable(v, (n) => roundTo(n))

/** The UTC instants whose local date in timeZone is dateIso, on the hour, in order. */
export function hourInstants(dateIso: string, timeZone: string): number[] {
  // Local midnight lies between UTC−12 and UTC+14 of the date's UTC midnight.
  const start = Date.parse(`${dateIso}T00:00:00.000Z`) - 14 * HOUR_MS
  const out: number[] = []
  for (let t = start; t <= start + DAY_MS + 27 * HOUR_MS; t += HOUR_MS) {
    if (localDateOf(new Date(t), timeZone) === dateIso) out.push(t)
  }
  return out
}

function trainOf(
  heightFt: number | null,
  periodS: number | null,
  deg: number | null,
): HourlyTrain | null {
  if (heightFt === null || !(heightFt > 0)) return null
  return {
    heightFt: roundTo(heightFt, 1),
    periodS: r1(periodS),
    direction: deg === null ? null : degreesToCompass(deg),
    directionDegrees: r0(deg),
  }
}

/** The swell trains of an hour, primary first; the total sea when the source has no split. */
export function swellsOf(h: HourlyConditions): HourlyTrain[] {
  const split = h.swellHeightFt !== null || h.secondarySwellHeightFt !== null
  const trains = split
    ? [
        trainOf(h.swellHeightFt, h.swellPeriodS, h.swellDirectionDeg),
        trainOf(h.secondarySwellHeightFt, h.secondarySwellPeriodS, h.secondarySwellDirectionDeg),
      ]
    : h.windWaveHeightFt === null
      ? [trainOf(h.waveHeightFt, h.wavePeriodS, h.waveDirectionDeg)]
      : []
  return trains.filter((t): t is HourlyTrain => t !== null)
}

function entryOf(input: {
  h: HourlyConditions
  timeZone: string
  shore: Shore | null
  daylight: Daylight | null
  tideAt: (time: string) => number | null
  rater: HourRater
}): HourlyEntry {
  const { h, timeZone, shore, daylight, tideAt } = input
  const { input: rated, rating } = input.rater(h)
  const range = displayRangeOf(rated)
  const wind = h.windDirectionDeg
  return {
    time: isoWithOffset(h.time, timeZone),
    waveHeightMin: range?.min ?? null,
    waveHeightMax: range?.max ?? null,
    swells: swellsOf(h),
    windWave: trainOf(h.windWaveHeightFt, h.windWavePeriodS, h.windWaveDirectionDeg),
    windSpeed: r0(h.windSpeedMph),
    windGust: r0(h.windGustMph),
    windDirection: wind === null ? null : degreesToCompass(wind),
    windDirectionDegrees: r0(wind),
    windClassification: classifyShoreWind(wind, shore),
    tideHeightFt: mapNullable(tideAt(h.time), (n) => roundTo(n, 2)),
    waterTemp: r1(h.waterTempF),
    rating,
    isDaylight: isDaytime(h.time, timeZone, daylight),
  }
}

/**
 * The datum of a series' tides: MLLW at NOAA stations, MSL for harmonic predictions and when
 * modelled, null without tides.
 */
export function tideDatumOf(source: SpotSeries['tideSource']): TideDatum | null {
  if (source === 'noaa-coops') return 'MLLW'
  return source === 'modelled' || source === 'harmonic' ? 'MSL' : null
}

/** Every hour of a local date at a spot, its tides and its best windows. */
export function buildHourlyDay(input: {
  series: SpotSeries
  dateIso: string
  shore: Shore | null
  daylight: Daylight | null
  /** Each hour's own rating; rateHourAlone when not given. */
  rater?: HourRater
}): HourlyDay {
  const { series, dateIso, shore, daylight } = input
  const rater = input.rater ?? ((h: HourlyConditions) => rateHourAlone(h, shore))
  const timeZone = series.timeZone
  const byTime = new Map(series.hourly.map((h) => [epochMsOf(h.time), h]))
  const instants = hourInstants(dateIso, timeZone)
  // The events around the day are enough for its curve (a series holds two weeks of them).
  const [from, to] = [(instants[0] ?? 0) - DAY_MS, (instants.at(-1) ?? 0) + DAY_MS]
  const near = series.tides.filter((e) => epochMsOf(e.time) >= from && epochMsOf(e.time) <= to)
  const tideAt = tideCurve(near)
  const hours = instants.map((t) => {
    const h = byTime.get(t) ?? blankHour(new Date(t).toISOString())
    return entryOf({ h, timeZone, shore, daylight, tideAt, rater })
  })
  const tideEvents = tidesOnDate(series.tides, dateIso, timeZone).map((e) => ({
    time: isoWithOffset(e.time, timeZone),
    type: e.type,
    heightFt: mapNullable(e.heightFt, (n) => roundTo(n, 2)),
  }))
  const at = (iso: string | undefined) => (iso ? isoWithOffset(iso, timeZone) : null)
  return {
    date: dateIso,
    timeZone,
    firstLight: at(daylight?.firstLight),
    sunrise: at(daylight?.sunrise),
    sunset: at(daylight?.sunset),
    lastLight: at(daylight?.lastLight),
    tideDatum: tideDatumOf(series.tideSource),
    hours,
    tideEvents,
    bestWindows: bestWindows({ hours, tides: near, timeZone, daylight }),
  }
}
