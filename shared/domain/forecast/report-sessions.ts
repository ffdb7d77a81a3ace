// The report's time-of-day sections: best times, wind through the day, tides.
import type { BestWindow } from '../rating/best-windows'
import { isDaytime, maxOf, mean } from '../rating/daily-values'
import type { Daylight } from '../time/daylight'
import type { HourlyConditions, TideEvent } from './series'
import { describeTides } from './tides'
import { circularMean, classifyShoreWind, degreesToCompass } from '../rating/wind'
import type { Shore, WindClass } from '../rating/wind'
import { localParts } from '../time/zoned'

type WindHour = { hour: number; mph: number; deg: number | null; windClass: WindClass | null }

type DayInput = {
  day: readonly HourlyConditions[]
  timeZone: string
  shore: Shore | null
  daylight?: Daylight | null
}

function windHours({ day, timeZone, shore, daylight }: DayInput): WindHour[] {
  return day.flatMap((h): WindHour[] => {
    const { hour } = localParts(h.time, timeZone)
    if (h.windSpeedMph === null || !isDaytime(h.time, timeZone, daylight)) return []
    const windFromDeg = h.windDirectionDeg
    const windClass = classifyShoreWind(windFromDeg, shore)
    return [{ hour, mph: h.windSpeedMph, deg: windFromDeg, windClass }]
  })
}

function describeWind(hours: readonly WindHour[]): string {
  const mph = Math.round(mean(hours.map((w) => w.mph)) ?? 0)
  const deg = circularMean(hours.flatMap((w) => (w.deg === null ? [] : [w.deg])))
  const classes = new Set(hours.map((w) => w.windClass ?? 'unknown-direction'))
  const windClass = classes.size === 1 ? [...classes].join('') : 'mixed'
  return [windClass, deg === null ? null : degreesToCompass(deg), `${mph} mph`]
    .filter((p) => p !== null)
    .join(' ')
}

/** Said when a day has no best window (the hour-by-hour section says the same). */
export const NO_BEST_WINDOW = 'No window rated Rideable or better in daylight.'

/**
 * The Best Times section: the day's best windows exactly as the hour-by-hour forecast gives them
 * (hourly.ts, best-windows.ts: best first, within first and last light), so the two never differ.
 */
export function bestTimesFor(windows: readonly BestWindow[]): string {
  return windows.length === 0 ? NO_BEST_WINDOW : windows.map((w) => `${w.why}.`).join(' ')
}

/** Morning (first light-11) and afternoon (12-last light) wind, gusts when they stand out. */
export function windAnalysisFor(input: DayInput): string {
  const wind = windHours(input)
  if (wind.length === 0) return 'No daytime wind data for this day.'
  const morning = wind.filter((w) => w.hour < 12)
  const afternoon = wind.filter((w) => w.hour >= 12)
  const parts = [
    morning.length > 0 ? `Morning: ${describeWind(morning)}` : null,
    afternoon.length > 0 ? `Afternoon: ${describeWind(afternoon)}` : null,
  ].filter((p) => p !== null)
  const gust = maxOf(input.day.map((h) => h.windGustMph))
  const average = mean(wind.map((w) => w.mph)) ?? 0
  const gusty = gust !== null && gust >= average + 10
  return `${parts.join('. ')}.${gusty ? ` Gusty, up to ${Math.round(gust)} mph.` : ''}`
}

const TIDE_ADVICE: readonly (readonly [RegExp, string])[] = [
  [/reef/i, 'The reef gets shallow near low tide: surf the higher half of the tide.'],
  [/point/i, 'Points usually run best from low to mid tide on the push.'],
  [/beach/i, 'Sandbars usually work best around mid tide on the push.'],
]

function rangeText(tides: readonly TideEvent[]): string {
  const heights = tides.flatMap((t) => (t.heightFt === null ? [] : [t.heightFt]))
  if (heights.length < 2) return ''
  const range = Math.max(...heights) - Math.min(...heights)
  const meaning =
    range >= 6
      ? ': conditions will change fast through a session'
      : range < 2
        ? ': the tide matters little today'
        : ''
  return ` Range ${Math.round(range * 10) / 10} ft${meaning}.`
}

/** The day's highs and lows, their range, and what the tide does at this break type. */
export function tideAnalysisFor(input: {
  tides: readonly TideEvent[]
  timeZone: string
  breakType: string
}): string {
  if (input.tides.length === 0) return 'No tide predictions for this spot and day.'
  const advice = TIDE_ADVICE.find(([re]) => re.test(input.breakType))?.[1]
  const tides = describeTides(input.tides, input.timeZone)
  return `${tides}.${rangeText(input.tides)}${advice ? ` ${advice}` : ''}`
}
