// First light, sunrise, sunset and last light at a spot on a local date, from suncalc (a kept
// library; its sunrise is the sun's upper limb on the horizon with refraction, as almanacs give
// it). Computed here because shared/ may import only zod; the domain takes the result as data.
import { getTimes } from 'suncalc'
import type { Daylight } from '../../../shared/domain/time/daylight'
import { localDateOf } from '../../../shared/domain/time/zoned'

const iso = (d: Date | null): string | null =>
  d === null || Number.isNaN(d.getTime()) ? null : d.toISOString()

const DAY_MS = 86_400_000

/**
 * suncalc gives the times of the solar day around the instant it is handed: ask at local noon,
 * found by trying the solar noons of the date, then the day before and after, until one is on the
 * right local date (the first is, but where the zone is far from the sun's time). Each is tried
 * only when the one before missed: it runs for every date of every spot a refresh rates.
 */
function localNoon(date: string, place: { longitude: number; timeZone: string }): Date | null {
  const utcNoon = Date.parse(`${date}T12:00:00.000Z`)
  for (const shift of [0, -1, 1]) {
    const noon = new Date(utcNoon + shift * DAY_MS - (place.longitude / 15) * 3_600_000)
    if (localDateOf(noon, place.timeZone) === date) return noon
  }
  return null
}

// A refresh asks for each spot's dates twice (its rows, then its part of the weather rows), one
// spot after the other: the last few answers are kept. why: a spot's window is about eight dates.
const KEPT_DAYS = 16
const kept = new Map<string, Daylight | null>()

/** The sun's times for the local date in timeZone; null where the sun does not rise or set. */
export function daylightOn(
  date: string,
  place: { latitude: number; longitude: number; timeZone: string },
): Daylight | null {
  const key = `${date}|${place.latitude}|${place.longitude}|${place.timeZone}`
  const known = kept.get(key)
  if (known !== undefined) return known
  const day = sunTimes(date, place)
  if (kept.size >= KEPT_DAYS) kept.delete(kept.keys().next().value as string)
  kept.set(key, day)
  return day
}

function sunTimes(
  date: string,
  place: { latitude: number; longitude: number; timeZone: string },
): Daylight | null {
  const noon = localNoon(date, place)
  if (noon === null) return null
  const t = getTimes(noon, place.latitude, place.longitude)
  const [firstLight, sunrise, sunset, lastLight] = [t.dawn, t.sunrise, t.sunset, t.dusk].map(iso)
  if (!firstLight || !sunrise || !sunset || !lastLight) return null
  return { firstLight, sunrise, sunset, lastLight }
}

/** Daylight for each of the dates at a place (dates where the sun does not rise or set left out). */
export function daylightFor(
  dates: readonly string[],
  place: { latitude: number; longitude: number; timeZone: string },
): Map<string, Daylight> {
  const out = new Map<string, Daylight>()
  for (const date of dates) {
    const day = daylightOn(date, place)
    if (day) out.set(date, day)
  }
  return out
}
