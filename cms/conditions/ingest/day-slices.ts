// A spot's series cut into local days once. Every domain rule filters a series by local date
// (a time-zone conversion per hour); handing each rule only its day's hours gives the same
// answers at a fraction of the cost — a full refresh asks for a few hundred thousand of them.
import type { HourlyConditions, SourceSeries } from '../../../shared/domain/forecast/series'
import { keepAsLocalDay } from '../../../shared/domain/time/local-days'
import { localDateOf } from '../../../shared/domain/time/zoned'
import type { SourcePair } from './source-pair'
import type { BuiltSpot } from './spot-series'
import { epochMsOf } from '../../../shared/domain/time/instants'

/**
 * Hours grouped by their local date in timeZone, each group in the input's order. Each group is
 * known to rowsOnLocalDate as that date's rows (keepAsLocalDay), so the rules asking a day's
 * slice for its date do not convert its hours again.
 */
export function groupByLocalDate<T extends { time: string }>(
  rows: readonly T[],
  timeZone: string,
): Map<string, T[]> {
  const days = new Map<string, T[]>()
  for (const row of rows) {
    if (Number.isNaN(epochMsOf(row.time))) continue
    const date = localDateOf(row.time, timeZone)
    const day = days.get(date)
    if (day) day.push(row)
    else days.set(date, [row])
  }
  for (const [date, day] of days) keepAsLocalDay(day, date, timeZone)
  return days
}

type Slicer<T> = (date: string) => T

function sourceSlicer(source: SourceSeries, tz: string): Slicer<SourceSeries> {
  const days = groupByLocalDate(source.hourly, tz)
  return (date) => ({ ...source, hourly: days.get(date) ?? [] })
}

function pairSlicer(pair: SourcePair | undefined, tz: string): Slicer<SourcePair | undefined> {
  if (!pair) return () => undefined
  const [primary, secondary] = [sourceSlicer(pair.primary, tz), sourceSlicer(pair.secondary, tz)]
  return (date) => ({ primary: primary(date), secondary: secondary(date) })
}

/** The spot as it would be if its series held only one local day (tides are kept whole). */
export function daySlicer(built: BuiltSpot): Slicer<BuiltSpot> {
  const tz = built.spot.timeZone
  const hourly = groupByLocalDate(built.series.hourly, tz)
  const forecast = groupByLocalDate(built.forecast, tz)
  const pairs = pairSlicer(built.pair, tz)
  return (date) => {
    const pair = pairs(date)
    const hours: HourlyConditions[] = hourly.get(date) ?? []
    return {
      ...built,
      series: { ...built.series, hourly: hours, ...(pair ?? {}) },
      ...(pair ? { pair } : {}),
      forecast: forecast.get(date) ?? [],
    }
  }
}
