// Local wall-clock parts of a UTC instant in an IANA time zone, via Intl (no clock read here).
import { epochMsOf } from './instants'

export type LocalParts = {
  /** 'YYYY-MM-DD' in the zone. */
  date: string
  /** 0-23. */
  hour: number
  minute: number
}

const formatters = new Map<string, Intl.DateTimeFormat>()

/**
 * The one Intl formatter per time zone (year, then 2-digit month to second, hours 0-23), cached:
 * building one costs far more than using it. Throws a RangeError for a zone the runtime does not
 * know.
 */
export function zonedFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

// Ingestion asks for the local time of hundreds of thousands of (instant, zone) pairs (every rule
// filters a spot's hours by local date) and formatToParts costs ~12 µs. A zone's offset only
// changes on a quarter hour (every zone's transitions fall on one), so it is asked once per zone
// and quarter hour and the local parts are plain arithmetic.
const QUARTER_HOUR_MS = 15 * 60_000
const DAY_MS = 86_400_000
const OFFSETS_MAX = 200_000
/** Values by zone and number, at most OFFSETS_MAX in all (emptied when full). */
class ZoneMemo<V> {
  private readonly byZone = new Map<string, Map<number, V>>()
  private size = 0
  get(timeZone: string, key: number): V | undefined {
    return this.byZone.get(timeZone)?.get(key)
  }
  set(timeZone: string, key: number, value: V): void {
    if (this.size >= OFFSETS_MAX) {
      this.byZone.clear()
      this.size = 0
    }
    let byKey = this.byZone.get(timeZone)
    if (!byKey) {
      byKey = new Map()
      this.byZone.set(timeZone, byKey)
    }
    byKey.set(key, value)
    this.size++
  }
}
const offsets = new ZoneMemo<number>()
const dayNames = new Map<number, string>()

/**
 * The zone's offset from UTC at an instant, in minutes (-480 for PST). Throws a RangeError for a
 * zone the runtime does not know or an invalid instant.
 */
export function offsetMinutesAt(timeZone: string, epochMs: number): number {
  if (!Number.isFinite(epochMs)) throw new RangeError('Invalid time value')
  const quarter = Math.floor(epochMs / QUARTER_HOUR_MS)
  const known = offsets.get(timeZone, quarter)
  if (known !== undefined) return known
  const at = quarter * QUARTER_HOUR_MS
  const parts = zonedFormatter(timeZone).formatToParts(at)
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0)
  const wall = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour') % 24,
    get('minute'),
    get('second'),
  )
  const offset = Math.round((wall - at) / 60_000)
  offsets.set(timeZone, quarter, offset)
  return offset
}

/** 'YYYY-MM-DD' of a day counted from 1970-01-01. */
function dayName(day: number): string {
  let name = dayNames.get(day)
  if (name === undefined) {
    name = new Date(day * DAY_MS).toISOString().slice(0, 10)
    if (dayNames.size >= OFFSETS_MAX) dayNames.clear()
    dayNames.set(day, name)
  }
  return name
}

const epochOf = (instant: string | Date | number): number =>
  typeof instant === 'number'
    ? instant
    : typeof instant === 'string'
      ? epochMsOf(instant)
      : instant.getTime()

/** Local date, hour and minute of an instant (ISO string, Date or epoch ms) in a time zone. */
export function localParts(instant: string | Date | number, timeZone: string): LocalParts {
  const ms = epochOf(instant)
  const local = ms + offsetMinutesAt(timeZone, ms) * 60_000
  const day = Math.floor(local / DAY_MS)
  const minutes = Math.floor((local - day * DAY_MS) / 60_000)
  return { date: dayName(day), hour: Math.floor(minutes / 60), minute: minutes % 60 }
}

/** Local 'YYYY-MM-DD' of an instant in a time zone. */
export function localDateOf(instant: string | Date, timeZone: string): string {
  return localParts(instant, timeZone).date
}

/** Local hour (0-23) of an instant in a time zone. */
export function localHourOf(instant: string | Date, timeZone: string): number {
  return localParts(instant, timeZone).hour
}

/** True when the string is a time zone Intl knows ('America/New_York', 'UTC'). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone })
    return true
  } catch {
    return false
  }
}

const pad = (n: number): string => String(Math.abs(n)).padStart(2, '0')

// A refresh writes the same few hundred hours for every spot of a zone: each hour's text is
// made once per zone (bounded like the offsets).
const isoTexts = new ZoneMemo<string>()

/** ISO 8601 local time with the zone's offset at that instant: '2026-11-25T07:00:00-08:00'. */
export function isoWithOffset(instant: string | Date, timeZone: string): string {
  const ms = epochOf(instant)
  const known = isoTexts.get(timeZone, ms)
  if (known !== undefined) return known
  const offset = offsetMinutesAt(timeZone, ms)
  const local = new Date(ms + offset * 60_000).toISOString().slice(0, 19)
  const sign = offset < 0 ? '-' : '+'
  const text = `${local}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`
  isoTexts.set(timeZone, ms, text)
  return text
}
