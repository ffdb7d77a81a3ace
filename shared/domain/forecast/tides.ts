// Tide times. Conditions store tideHigh / tideLow as local clock text ('6:30 AM'); the next tide
// is whichever of the two comes sooner from now, wrapping at 24 h.
import type { TideEvent } from './series'
import { rowsOnLocalDate } from '../time/local-days'
import { localParts } from '../time/zoned'
import { epochMsOf } from '../time/instants'

const MINUTES_PER_DAY = 24 * 60

export type NextTide = { type: 'high' | 'low'; time: string; minutesUntil: number }

/** Minutes since midnight of '6:30 AM', '12:05 pm', '6:30AM' or 24-hour '18:30'; null otherwise. */
export function parseClockTime(text: string | null | undefined): number | null {
  if (typeof text !== 'string') return null
  const match = /^(\d{1,2}):(\d{2})\s*(?:([ap])\.?m\.?)?$/i.exec(text.trim())
  if (!match) return null
  const hour = Number(match[1])
  const minute = Number(match[2])
  const meridiem = match[3]?.toLowerCase()
  if (minute > 59) return null
  if (meridiem === undefined) return hour <= 23 ? hour * 60 + minute : null
  if (hour < 1 || hour > 12) return null
  return ((hour % 12) + (meridiem === 'p' ? 12 : 0)) * 60 + minute
}

/** '6:30 AM' for 390 minutes since midnight (wraps at 24 h, rounds to the minute). */
export function formatClockTime(minutes: number): string {
  const total = ((Math.round(minutes) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY
  const hour = Math.floor(total / 60)
  const minute = total % 60
  const hour12 = hour % 12 === 0 ? 12 : hour % 12
  return `${hour12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`
}

/** Local clock text ('6:30 AM') of a UTC instant in a time zone. */
export function localClockTime(instant: string | Date, timeZone: string): string {
  const { hour, minute } = localParts(instant, timeZone)
  return formatClockTime(hour * 60 + minute)
}

/** The sooner of tideHigh and tideLow from nowMinutes, wrapping at 24 h; null if neither parses. */
export function nextTide(input: {
  tideHigh: string | null | undefined
  tideLow: string | null | undefined
  nowMinutes: number
}): NextTide | null {
  const candidates = [
    { type: 'high' as const, at: parseClockTime(input.tideHigh) },
    { type: 'low' as const, at: parseClockTime(input.tideLow) },
  ]
  let best: NextTide | null = null
  for (const { type, at } of candidates) {
    if (at === null) continue
    const minutesUntil =
      (((at - input.nowMinutes) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY
    if (best === null || minutesUntil < best.minutesUntil) {
      best = { type, time: formatClockTime(at), minutesUntil }
    }
  }
  return best
}

/** Tide events sorted by time, dropping any whose time does not parse. */
export function sortTideEvents(events: readonly TideEvent[]): TideEvent[] {
  // Each time parsed once, not at every comparison (the sort is stable either way).
  return events
    .map((e) => ({ e, t: epochMsOf(e.time) }))
    .filter(({ t }) => !Number.isNaN(t))
    .sort((a, b) => a.t - b.t)
    .map(({ e }) => e)
}

/** The first high and the first low at or after now. */
export function pickNextTides(
  events: readonly TideEvent[],
  now: Date,
): { high: TideEvent | null; low: TideEvent | null } {
  const upcoming = sortTideEvents(events).filter((e) => epochMsOf(e.time) >= now.getTime())
  return {
    high: upcoming.find((e) => e.type === 'high') ?? null,
    low: upcoming.find((e) => e.type === 'low') ?? null,
  }
}

/** The tide events whose local date (in timeZone) is dateIso, in time order. */
export function tidesOnDate(
  events: readonly TideEvent[],
  dateIso: string,
  timeZone: string,
): TideEvent[] {
  return rowsOnLocalDate(events, dateIso, timeZone)
}

/** 'High 3:09 AM (5.4 ft), Low 9:35 AM (0.2 ft)' for a day's events ('' when none). */
export function describeTides(
  events: readonly TideEvent[],
  timeZone: string,
  options: { heights?: boolean } = {},
): string {
  const heights = options.heights ?? true
  return sortTideEvents(events)
    .map((e) => {
      const height =
        heights && e.heightFt !== null ? ` (${Math.round(e.heightFt * 10) / 10} ft)` : ''
      return `${e.type === 'high' ? 'High' : 'Low'} ${localClockTime(e.time, timeZone)}${height}`
    })
    .join(', ')
}
