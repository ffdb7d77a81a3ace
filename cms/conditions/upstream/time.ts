// Upstream times come in three flavours: Open-Meteo local wall time without an offset, CO-OPS
// and NDBC UTC without a zone marker, NWS ISO 8601 with an offset. Everything leaves as ISO UTC.
import { offsetMinutesAt } from '../../../shared/domain/time/zoned'

/** Offset of an IANA zone from UTC at an instant, in ms; undefined if the zone is unknown. */
export function zoneOffsetMs(timeZone: string, epochMs: number): number | undefined {
  try {
    return offsetMinutesAt(timeZone, epochMs) * 60_000
  } catch {
    return undefined // RangeError: a zone name this runtime does not know.
  }
}

/**
 * Converts a wall time ('2026-10-03T13:00') in `timeZone` to ISO UTC. The zone's own rules are
 * used so a DST change inside a 5-day forecast is honoured; Open-Meteo's single
 * `utc_offset_seconds` is the fallback when the zone is unknown here.
 */
export function wallTimeToIsoUtc(
  wall: string,
  timeZone: string,
  fallbackOffsetSeconds: number,
): string | null {
  const naive = Date.parse(`${wall.length === 10 ? `${wall}T00:00` : wall}Z`)
  if (Number.isNaN(naive)) return null
  const first = zoneOffsetMs(timeZone, naive)
  if (first === undefined) return new Date(naive - fallbackOffsetSeconds * 1000).toISOString()
  const second = zoneOffsetMs(timeZone, naive - first) ?? first
  return new Date(naive - second).toISOString()
}

/** Parses 'YYYY-MM-DD HH:MM' that the upstream documents as UTC. */
export function utcWallTimeToIso(text: string): string | null {
  const at = Date.parse(`${text.trim().replace(' ', 'T')}Z`)
  return Number.isNaN(at) ? null : new Date(at).toISOString()
}

/** Normalises any ISO 8601 string with an offset to ISO UTC. */
export function isoToUtc(text: string): string | null {
  const at = Date.parse(text)
  return Number.isNaN(at) ? null : new Date(at).toISOString()
}
