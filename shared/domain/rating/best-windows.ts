// The best times to go on a day: runs of consecutive daylight hours that share a
// rating, best rating first, then the longer run, then the earlier. A night hour, an hour without
// a rating or a missing hour ends a run; Not Working and unknown hours are never a window. So a
// flat or dark day has none, and a day has at most three. The spot's best of the five days is the
// best first window of its days (ties: the earlier day).
// Light: a window's shown start and end stay between first and last light. An hour
// counts as daylight when it is within half an hour of the light (daylight.ts), so a run can
// begin before first light or end after last light: its start and end are clipped to the light
// and the text says so with the minutes ('GOOD 7 AM–5:51 PM, last light'); the hours wholly
// outside the light leave the run, and a run left with under half an hour of light is no window.
// Without the day's light, the 6:00–18:00 local day daily-values.ts falls back to is the light.
import { DAYTIME_END_HOUR, DAYTIME_START_HOUR } from './daily-values'
import type { Daylight } from '../time/daylight'
import { RATING_LABELS, ratingRank } from './ratings'
import type { Rating } from './ratings'
import type { TideEvent } from '../forecast/series'
import { tideReader } from '../forecast/tide-curve'
import type { TideReader } from '../forecast/tide-curve'
import { weekdayOf } from '../time/dates'
import { formatSwellHeight } from '../units/display-scales'
import { roundTo } from '../units/units'
import type { WindClass } from './wind'
import { isoWithOffset } from '../time/zoned'
import { epochMsOf } from '../time/instants'

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
  /** Start of the first hour and end of the last, clipped to the light; local time with offset. */
  start: string
  end: string
  hours: number
  rating: Rating
  /** 'GOOD 7–10 AM: 3–4 ft at 12 s, offshore 5 mph, rising mid tide' */
  why: string
}

export const MAX_WINDOWS = 3
const HOUR_MS = 3_600_000
const MINUTE_MS = 60_000
/** A run with less light than this is no window. */
const MIN_WINDOW_MS = 30 * MINUTE_MS

/** The hour of day (0–23) written in a local ISO time. */
const hourOf = (iso: string): number => Number(iso.slice(11, 13))
const minuteOf = (iso: string): number => Number(iso.slice(14, 16))

const meridiem = (h: number): string => (h % 24 < 12 ? 'AM' : 'PM')
const clock = (h: number, m = 0): string =>
  `${h % 12 === 0 ? 12 : h % 12}${m === 0 ? '' : `:${String(m).padStart(2, '0')}`}`

/** '7–10 AM', '11 AM–2 PM', '7 AM–5:51 PM' for local start and end times (end 24:00 is midnight). */
function formatClockSpan(start: [number, number], end: [number, number]): string {
  const [a, b] = [meridiem(start[0]), meridiem(end[0])]
  return a === b
    ? `${clock(...start)}–${clock(...end)} ${b}`
    : `${clock(...start)} ${a}–${clock(...end)} ${b}`
}

/** '7–10 AM', '11 AM–2 PM' for local start and end hours (end 24 is midnight). */
export function formatWindowHours(startHour: number, endHour: number): string {
  return formatClockSpan([startHour, 0], [endHour, 0])
}

/** A window's local start and end as '7–10 AM' or '7 AM–5:51 PM' (minutes when not on the hour). */
export function formatWindowSpan(start: string, end: string): string {
  const endHour = hourOf(end) === 0 && minuteOf(end) === 0 ? 24 : hourOf(end)
  return formatClockSpan([hourOf(start), minuteOf(start)], [endHour, minuteOf(end)])
}

/** First and last light as instants (ms), whole minutes inside the light; known: not 6–18. */
export type LightBounds = { first: number; last: number; known: boolean }

/**
 * The light of a day: first to last light, or without it the 6:00–18:00 local day of the
 * given local times, read only then (null when those hours are not among them).
 */
export function lightBounds(
  localTimes: readonly string[] | (() => readonly string[]),
  daylight: Pick<Daylight, 'firstLight' | 'lastLight'> | null | undefined,
): LightBounds | null {
  if (daylight) {
    const first = Math.ceil(epochMsOf(daylight.firstLight) / MINUTE_MS) * MINUTE_MS
    const last = Math.floor(epochMsOf(daylight.lastLight) / MINUTE_MS) * MINUTE_MS
    return Number.isNaN(first) || Number.isNaN(last) ? null : { first, last, known: true }
  }
  const times = typeof localTimes === 'function' ? localTimes() : localTimes
  const at = (h: number) => times.find((t) => hourOf(t) === h && minuteOf(t) === 0)
  const [first, last] = [at(DAYTIME_START_HOUR), at(DAYTIME_END_HOUR)]
  return first && last ? { first: epochMsOf(first), last: epochMsOf(last), known: false } : null
}

/** [start, end) clipped to the light (ms); null when under half an hour of it is left. */
export function clipToLight(
  start: number,
  end: number,
  light: LightBounds | null,
): { start: number; end: number; note: string } | null {
  const from = light ? Math.max(start, light.first) : start
  const to = light ? Math.min(end, light.last) : end
  if (to - from < MIN_WINDOW_MS) return null
  const ends = [from > start ? 'first' : null, to < end ? 'last' : null].filter((e) => e !== null)
  const note = light?.known && ends.length > 0 ? `, ${ends.join(' to ')} light` : ''
  return { start: from, end: to, note }
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
      epochMsOf(h.time) - epochMsOf(last.time) === HOUR_MS
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

function tideText(run: readonly WindowHour[], tides: TideReader): string | null {
  const first = epochMsOf(run[0]?.time ?? '')
  const mid = first + (run.length * HOUR_MS) / 2
  const trend = tides.trendAt(mid)
  const height = tides.heightAt(mid)
  const around = tides.points.filter((e) => Math.abs(e.t - mid) <= 13 * HOUR_MS)
  const heights = present(around.map((e) => e.heightFt))
  if (trend === null || height === null || heights.length < 2) return null
  const [lo, hi] = [Math.min(...heights), Math.max(...heights)]
  const share = hi > lo ? (height - lo) / (hi - lo) : 0.5
  const level = share < 1 / 3 ? 'low' : share > 2 / 3 ? 'high' : 'mid'
  return `${trend} ${level} tide`
}

function toWindow(
  whole: WindowHour[],
  tides: TideReader,
  timeZone: string,
  light: LightBounds | null,
): BestWindow | null {
  const from = epochMsOf(whole[0]?.time ?? '')
  const span = clipToLight(from, epochMsOf(whole.at(-1)?.time ?? '') + HOUR_MS, light)
  if (span === null) return null
  const run = whole.filter((h) => {
    const t = epochMsOf(h.time)
    return t < span.end && t + HOUR_MS > span.start
  })
  const rating = (run[0]?.rating ?? 'not working') as Rating
  const start =
    span.start === from ? (run[0]?.time ?? '') : isoWithOffset(new Date(span.start), timeZone)
  const end = isoWithOffset(new Date(span.end), timeZone)
  const label = `${formatWindowSpan(start, end)}${span.note}`
  const parts = [surfText(run), windText(run), tideText(run, tides)].filter((p) => p !== null)
  const why = `${RATING_LABELS[rating]} ${label}${parts.length ? `: ${parts.join(', ')}` : ''}`
  return { start, end, hours: run.length, rating, why }
}

/**
 * A rated session's hours (UTC ISO, one an hour, rate-day.ts) as '6 AM-9 AM', clipped to the
 * day's light like a window ('3 PM-5:51 PM'); null with under half an hour of light in it.
 * `dayTimes` are the day's hours, for the 6:00–18:00 day when the light is unknown.
 */
export function sessionSpan(input: {
  times: readonly string[]
  dayTimes: readonly string[]
  timeZone: string
  daylight: Pick<Daylight, 'firstLight' | 'lastLight'> | null | undefined
}): string | null {
  const { times, timeZone } = input
  const [first, last] = [times[0], times.at(-1)]
  if (!first || !last) return null
  const local = (t: string | number) => isoWithOffset(new Date(t), timeZone)
  const light = lightBounds(() => input.dayTimes.map(local), input.daylight)
  const span = clipToLight(epochMsOf(first), epochMsOf(last) + HOUR_MS, light)
  if (span === null) return null
  const label = (iso: string) => `${clock(hourOf(iso), minuteOf(iso))} ${meridiem(hourOf(iso))}`
  return `${label(local(span.start))}-${label(local(span.end))}`
}

/** Orders windows best first: rating, then the longer, then the earlier. */
export function compareWindows(a: BestWindow, b: BestWindow): number {
  return (
    ratingRank(a.rating) - ratingRank(b.rating) ||
    b.hours - a.hours ||
    epochMsOf(a.start) - epochMsOf(b.start)
  )
}

/**
 * A day's best 1–3 windows from its hours, clipped to its light (none when no daylight hour rates
 * Rideable or better). `daylight` is the date's light; null: the 6:00–18:00 local day.
 */
export function bestWindows(input: {
  hours: readonly WindowHour[]
  tides: readonly TideEvent[]
  timeZone: string
  daylight: Pick<Daylight, 'firstLight' | 'lastLight'> | null
}): BestWindow[] {
  const light = lightBounds(
    input.hours.map((h) => h.time),
    input.daylight,
  )
  // Every window reads the same tides: sorted and parsed once.
  const tides = tideReader(input.tides)
  return runsOf(input.hours)
    .map((run) => toWindow(run, tides, input.timeZone, light))
    .filter((w): w is BestWindow => w !== null)
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
  const label = formatWindowSpan(window.start, window.end)
  return `Best: ${weekdayOf(best.date)} ${label} · ${RATING_LABELS[window.rating]}`
}
