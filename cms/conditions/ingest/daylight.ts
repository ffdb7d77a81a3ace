// First light, sunrise, sunset and last light at a spot on a local date, from suncalc (a kept
// library; its sunrise is the sun's upper limb on the horizon with refraction, as almanacs give
// it). Computed here because shared/ may import only zod; the domain takes the result as data.
import { getTimes } from 'suncalc'
import type { Daylight } from '../../../shared/domain/time/daylight'
import { addDays } from '../../../shared/domain/time/dates'
import { localDateOf } from '../../../shared/domain/time/zoned'

const iso = (d: Date | null): string | null =>
  d === null || Number.isNaN(d.getTime()) ? null : d.toISOString()

/** The sun's times for the local date in timeZone; null where the sun does not rise or set. */
export function daylightOn(
  date: string,
  place: { latitude: number; longitude: number; timeZone: string },
): Daylight | null {
  // suncalc gives the times of the solar day around the instant it is handed: ask at local noon,
  // found by trying UTC noons of the neighbouring dates until one is on the right local date.
  const noon = [0, -1, 1]
    .map((shift) => new Date(`${addDays(date, shift)}T12:00:00.000Z`))
    .map((utcNoon) => new Date(utcNoon.getTime() - (place.longitude / 15) * 3_600_000))
    .find((d) => localDateOf(d.toISOString(), place.timeZone) === date)
  if (noon === undefined) return null
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
