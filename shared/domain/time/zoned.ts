// Local wall-clock parts of a UTC instant in an IANA time zone, via Intl (no clock read here).

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

// Ingestion asks for the same (instant, zone) pairs hundreds of thousands of times (every rule
// filters a spot's hours by local date) and formatToParts costs ~12 µs; answers never change.
const PARTS_CACHE_MAX = 100_000
const partsCache = new Map<string, Readonly<LocalParts>>()

/** Local date, hour and minute of an instant (ISO string or Date) in a time zone. */
export function localParts(instant: string | Date, timeZone: string): LocalParts {
  const date = typeof instant === 'string' ? new Date(instant) : instant
  const key = `${timeZone}|${date.getTime()}`
  const cached = partsCache.get(key)
  if (cached) return { ...cached }
  const parts = zonedFormatter(timeZone).formatToParts(date)
  const part = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((p) => p.type === type)?.value ?? '00'
  const result = {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    hour: Number(part('hour')) % 24,
    minute: Number(part('minute')),
  }
  if (partsCache.size >= PARTS_CACHE_MAX) partsCache.clear()
  partsCache.set(key, result)
  return { ...result }
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

/** ISO 8601 local time with the zone's offset at that instant: '2026-11-25T07:00:00-08:00'. */
export function isoWithOffset(instant: string | Date, timeZone: string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant
  const { date: day, hour, minute } = localParts(date, timeZone)
  const [y, m, d] = day.split('-').map(Number)
  const wall = Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1, hour, minute)
  const offset = Math.round((wall - Math.floor(date.getTime() / 60_000) * 60_000) / 60_000)
  const sign = offset < 0 ? '-' : '+'
  const zone = `${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`
  return `${day}T${pad(hour)}:${pad(minute)}:${pad(date.getUTCSeconds())}${zone}`
}
