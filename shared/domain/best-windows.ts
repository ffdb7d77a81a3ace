// The best times to go on a day (issue 15): runs of consecutive daylight hours that share a
// rating, best rating first, then the longer run, then the earlier. A night hour, an hour without
// a rating or a missing hour ends a run; Not Working and unknown hours are never a window. So a
// flat or dark day has none, and a day has at most three. The spot's best of the five days is the
// best first window of its days (ties: the earlier day).
import { RATING_LABELS, ratingRank } from './ratings'
import type { Rating } from './ratings'
import type { TideEvent } from './series'
import { tideHeightAt, tideTrendAt } from './tide-curve'
import { weekdayOf } from './dates'
import { formatSwellHeight } from './display-scales'
import { roundTo } from './units'
import type { WindClass } from './wind'
import { isoWithOffset } from './zoned'

/** What bestWindows reads of an hour (HourlyEntry has all of it). */
export type WindowHour = {
  /** Local time with offset, '2026-11-25T07:00:00-08:00'. */
  time: string
  rating: Rating | null
  isDaylight: boolean
  waveHeightMin: number | null
  waveHeightMax: number | null
  swells: { periodS: number | null }[]
  windSpeed: number | null
  windClassification: WindClass | null
}

export type BestWindow = {
  /** Start of the first hour and end of the last, local time with offset. */
  start: string
  end: string
  hours: number
  rating: Rating
  /** 'GOOD 7–10 AM: 3–4 ft at 12 s, offshore 5 mph, rising mid tide' */
  why: string
}

export const MAX_WINDOWS = 3
const HOUR_MS = 3_600_000

/** The hour of day (0–23) written in a local ISO time. */
const hourOf = (iso: string): number => Number(iso.slice(11, 13))

const meridiem = (h: number): string => (h % 24 < 12 ? 'AM' : 'PM')
const clock = (h: number): number => (h % 12 === 0 ? 12 : h % 12)

/** '7–10 AM', '11 AM–2 PM' for local start and end hours (end 24 is midnight). */
export function formatWindowHours(startHour: number, endHour: number): string {
  const [a, b] = [meridiem(startHour), meridiem(endHour)]
  return a === b
    ? `${clock(startHour)}–${clock(endHour)} ${b}`
    : `${clock(startHour)} ${a}–${clock(endHour)} ${b}`
}

function runsOf(hours: readonly WindowHour[]): WindowHour[][] {
  const runs: WindowHour[][] = []
  let run: WindowHour[] = []
  for (const h of hours) {
    const last = run.at(-1)
    const usable = h.isDaylight && h.rating !== null && h.rating !== 'not working'
    const joins =
      last !== undefined &&
      usable &&
      last.rating === h.rating &&
      Date.parse(h.time) - Date.parse(last.time) === HOUR_MS
    if (joins) run.push(h)
    else {
      if (run.length) runs.push(run)
      run = usable ? [h] : []
    }
  }
  if (run.length) runs.push(run)
  return runs
}

const present = (values: (number | null)[]): number[] =>
  values.filter((v): v is number => v !== null)

function surfText(run: readonly WindowHour[]): string | null {
  const mins = present(run.map((h) => h.waveHeightMin))
  const maxes = present(run.map((h) => h.waveHeightMax))
  if (!mins.length || !maxes.length) return null
  const periods = present(run.map((h) => h.swells[0]?.periodS ?? null))
  const height = formatSwellHeight(Math.min(...mins), Math.max(...maxes)).replace('-', '–')
  const text = height.replace(/ft$/, ' ft')
  if (!periods.length) return text
  const period = roundTo(periods.reduce((a, b) => a + b, 0) / periods.length)
  return `${text} at ${period} s`
}

function windText(run: readonly WindowHour[]): string | null {
  const speeds = present(run.map((h) => h.windSpeed))
  if (!speeds.length) return null
  const [lo, hi] = [Math.min(...speeds), Math.max(...speeds)]
  const mph = lo === hi ? `${hi} mph` : `${lo}–${hi} mph`
  const classes = run.map((h) => h.windClassification)
  const common = classes.find((c) => c !== null && classes.every((d) => d === c))
  return `${common ?? 'wind'} ${mph}`
}

function tideText(run: readonly WindowHour[], tides: readonly TideEvent[]): string | null {
  const first = Date.parse(run[0]?.time ?? '')
  const mid = first + (run.length * HOUR_MS) / 2
  const trend = tideTrendAt(tides, mid)
  const height = tideHeightAt(tides, mid)
  const around = tides.filter((e) => Math.abs(Date.parse(e.time) - mid) <= 13 * HOUR_MS)
  const heights = present(around.map((e) => e.heightFt))
  if (trend === null || height === null || heights.length < 2) return null
  const [lo, hi] = [Math.min(...heights), Math.max(...heights)]
  const share = hi > lo ? (height - lo) / (hi - lo) : 0.5
  const level = share < 1 / 3 ? 'low' : share > 2 / 3 ? 'high' : 'mid'
  return `${trend} ${level} tide`
}

function toWindow(run: WindowHour[], tides: readonly TideEvent[], timeZone: string): BestWindow {
  const first = run[0] as WindowHour
  const last = run.at(-1) as WindowHour
  const rating = first.rating as Rating
  const label = formatWindowHours(hourOf(first.time), hourOf(last.time) + 1)
  const parts = [surfText(run), windText(run), tideText(run, tides)].filter((p) => p !== null)
  const why = `${RATING_LABELS[rating]} ${label}${parts.length ? `: ${parts.join(', ')}` : ''}`
  const end = isoWithOffset(new Date(Date.parse(last.time) + HOUR_MS), timeZone)
  return { start: first.time, end, hours: run.length, rating, why }
}

/** Orders windows best first: rating, then the longer, then the earlier. */
export function compareWindows(a: BestWindow, b: BestWindow): number {
  return (
    ratingRank(a.rating) - ratingRank(b.rating) ||
    b.hours - a.hours ||
    Date.parse(a.start) - Date.parse(b.start)
  )
}

/** A day's best 1–3 windows from its hours (none when no daylight hour rates Rideable or better). */
export function bestWindows(input: {
  hours: readonly WindowHour[]
  tides: readonly TideEvent[]
  timeZone: string
}): BestWindow[] {
  return runsOf(input.hours)
    .map((run) => toWindow(run, input.tides, input.timeZone))
    .sort(compareWindows)
    .slice(0, MAX_WINDOWS)
}

/** The best window of several days (each day's windows best first); null when none has one. */
export function bestWindowOfDays(
  days: readonly { date: string; bestWindows: readonly BestWindow[] }[],
): { date: string; window: BestWindow } | null {
  let best: { date: string; window: BestWindow } | null = null
  for (const { date, bestWindows: windows } of days) {
    const window = windows[0]
    if (window && (best === null || compareWindows(window, best.window) < 0)) {
      best = { date, window }
    }
  }
  return best
}

/** 'Best: Thu 7–10 AM · GOOD' for the spot card. */
export function formatBestWindow(best: { date: string; window: BestWindow }): string {
  const { window } = best
  const end = hourOf(window.end) === 0 ? 24 : hourOf(window.end)
  const label = formatWindowHours(hourOf(window.start), end)
  return `Best: ${weekdayOf(best.date)} ${label} · ${RATING_LABELS[window.rating]}`
}
