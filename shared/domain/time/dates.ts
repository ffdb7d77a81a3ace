// The five-day date window (today through today + 4) and its labels. Dates are
// 'YYYY-MM-DD' strings; arithmetic is done on UTC midnights so no local clock leaks in.
import { localDateOf } from './zoned'

export const DATE_WINDOW_DAYS = 5

const DAY_MS = 86_400_000
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const

function toUtcMs(iso: string): number {
  // A refresh reads a few hundred dates a spot (offsets, weekdays, the window): one written
  // 'YYYY-MM-DD' with no other '-' is read by position, the same three numbers split gives.
  if (
    iso.length === 10 &&
    iso.indexOf('-') === 4 &&
    iso.indexOf('-', 5) === 7 &&
    !iso.includes('-', 8)
  ) {
    return Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8)))
  }
  const [y, m, d] = iso.split('-').map(Number)
  return Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1)
}

function fromUtcMs(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10)
}

/** Today's date ('YYYY-MM-DD') in a time zone at the instant now. */
export function todayIn(timeZone: string, now: Date): string {
  return localDateOf(now, timeZone)
}

/** True for a real calendar date written 'YYYY-MM-DD' (2026-02-30 is not one). */
export function isIsoDate(s: unknown): s is string {
  if (typeof s !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(s)) return false
  return fromUtcMs(toUtcMs(s)) === s
}

/** The date n days after (or before, when negative) an ISO date. */
export function addDays(iso: string, n: number): string {
  return fromUtcMs(toUtcMs(iso) + n * DAY_MS)
}

/** Whole days from todayIso to date (negative in the past); null if either is not a date. */
export function dayOffsetOf(date: string, todayIso: string): number | null {
  if (!isIsoDate(date) || !isIsoDate(todayIso)) return null
  return Math.round((toUtcMs(date) - toUtcMs(todayIso)) / DAY_MS)
}

/** The five selectable dates, today first. */
export function dateWindow(todayIso: string): string[] {
  return Array.from({ length: DATE_WINDOW_DAYS }, (_, i) => addDays(todayIso, i))
}

/** True when date is today through today + 4. */
export function isInDateWindow(date: string, todayIso: string): boolean {
  const offset = dayOffsetOf(date, todayIso)
  return offset !== null && offset >= 0 && offset < DATE_WINDOW_DAYS
}

/** A requested date if it is valid and in the window, else today. */
export function resolveWindowDate(requested: string | null | undefined, todayIso: string): string {
  return requested && isInDateWindow(requested, todayIso) ? requested : todayIso
}

/** Short weekday of an ISO date: 'Mon'. */
export function weekdayOf(date: string): (typeof WEEKDAYS)[number] {
  return WEEKDAYS[new Date(toUtcMs(date)).getUTCDay()] ?? 'Sun'
}

/** True for Saturday and Sunday. */
export function isWeekend(date: string): boolean {
  const day = new Date(toUtcMs(date)).getUTCDay()
  return day === 0 || day === 6
}

/** Date-strip label: 'Today', 'Tomorrow', else short weekday and day number ('Mon 23'). */
export function dateStripLabel(date: string, todayIso: string): string {
  const offset = dayOffsetOf(date, todayIso)
  if (offset === 0) return 'Today'
  if (offset === 1) return 'Tomorrow'
  return `${weekdayOf(date)} ${Number(date.slice(8, 10))}`
}
