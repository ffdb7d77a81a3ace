// Time-zone arithmetic for the sample server: wall times without offsets (Open-Meteo), ISO with
// offsets (NWS), local midnights. Written independently of cms/conditions/upstream/time.ts on purpose, so a
// bug in the client's parsing cannot be mirrored by the server that tests it; only Intl's
// formatter (shared/domain/time/zoned.ts) is shared.
import { zonedFormatter } from '../../../../shared/domain/time/zoned'

type Parts = {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

/** True when the runtime knows the IANA zone name. */
export function isKnownZone(timeZone: string): boolean {
  try {
    partsIn(timeZone, 0)
    return true
  } catch {
    return false
  }
}

function partsIn(timeZone: string, epoch: number): Parts {
  const out: Record<string, number> = {}
  for (const part of zonedFormatter(timeZone).formatToParts(epoch))
    out[part.type] = Number(part.value)
  return out as Parts
}

/** Minutes east of UTC for a zone at an instant. */
export function offsetMinutes(timeZone: string, epoch: number): number {
  const p = partsIn(timeZone, epoch)
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second)
  return Math.round((asUtc - Math.floor(epoch / 1000) * 1000) / 60_000)
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** 'YYYY-MM-DDTHH:MM' local wall time. */
export function wallTime(epoch: number, timeZone: string): string {
  const p = partsIn(timeZone, epoch)
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`
}

/** 'YYYY-MM-DD' local date. */
export function localDate(epoch: number, timeZone: string): string {
  return wallTime(epoch, timeZone).slice(0, 10)
}

/** '+HH:MM' / '-HH:MM' for an offset in minutes. */
export function offsetText(minutes: number, separator = ':'): string {
  const sign = minutes < 0 ? '-' : '+'
  const abs = Math.abs(minutes)
  return `${sign}${pad(Math.floor(abs / 60))}${separator}${pad(abs % 60)}`
}

/** ISO 8601 with the zone's offset, as NWS writes it: '2026-10-08T20:00:00-07:00'. */
export function isoWithOffset(epoch: number, timeZone: string): string {
  return `${wallTime(epoch, timeZone)}:00${offsetText(offsetMinutes(timeZone, epoch))}`
}

/** The instant of local midnight starting the day that contains `epoch`. */
export function localMidnight(epoch: number, timeZone: string): number {
  const p = partsIn(timeZone, epoch)
  const naive = Date.UTC(p.year, p.month - 1, p.day)
  // Two passes settle the offset when midnight sits near a DST change.
  const first = naive - offsetMinutes(timeZone, naive) * 60_000
  return naive - offsetMinutes(timeZone, first) * 60_000
}

/** Open-Meteo style abbreviation: 'GMT', 'GMT+2', 'GMT-5', 'GMT+5:30'. */
export function gmtAbbreviation(minutes: number): string {
  if (minutes === 0) return 'GMT'
  const sign = minutes < 0 ? '-' : '+'
  const abs = Math.abs(minutes)
  return `GMT${sign}${Math.floor(abs / 60)}${abs % 60 ? `:${pad(abs % 60)}` : ''}`
}
