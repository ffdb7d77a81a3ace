// The report's Hourly Wind Forecast: one entry every 3 hours of the spot's local day (00, 03,
// … 21), eight in all, matching the eight cells (and skeletons) the report lays out. Hours
// without a wind speed are left out rather than shown as calm.
import type { HourlyConditions, SpotSeries } from './series'
import { hoursOnLocalDate } from '../rating/daily-values'
import { formatClockTime } from './tides'
import { classifyShoreWind, degreesToCompass } from '../rating/wind'
import type { Shore, WindClass } from '../rating/wind'
import { localParts } from '../time/zoned'

export const HOURLY_WIND_STEP_HOURS = 3

export type HourlyWind = {
  /** Local hour, '6 AM'. */
  time: string
  /** mph, rounded. */
  speed: number
  direction: string | null
  classification: WindClass | null
}

/** '6 AM', '12 PM' for an hour of the day. */
export function formatHourLabel(hour: number): string {
  return formatClockTime(hour * 60).replace(':00', '')
}

function toEntry(h: HourlyConditions, hour: number, shore: Shore | null): HourlyWind {
  return {
    time: formatHourLabel(hour),
    speed: Math.round(h.windSpeedMph ?? 0),
    direction: h.windDirectionDeg === null ? null : degreesToCompass(h.windDirectionDeg),
    classification: classifyShoreWind(h.windDirectionDeg, shore),
  }
}

/** Wind every 3 hours of a local date at a spot, with offshore / cross-shore / onshore. */
export function buildHourlyWind(input: {
  series: SpotSeries
  dateIso: string
  shore: Shore | null
}): HourlyWind[] {
  const { series, dateIso, shore } = input
  const seen = new Set<number>()
  const entries: HourlyWind[] = []
  for (const h of hoursOnLocalDate(series.hourly, dateIso, series.timeZone)) {
    const { hour, minute } = localParts(h.time, series.timeZone)
    // On the day clocks fall back an hour repeats; the first one is kept.
    if (minute !== 0 || hour % HOURLY_WIND_STEP_HOURS !== 0 || seen.has(hour)) continue
    if (h.windSpeedMph === null) continue
    seen.add(hour)
    entries.push(toEntry(h, hour, shore))
  }
  return entries
}
