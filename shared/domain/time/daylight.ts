// The light a spot has on a date, computed in cms/conditions/ingest/daylight.ts (a kept astronomy library;
// shared/ may import only zod) and passed into the domain as plain data.
// First light is civil dawn (sun 6° below the horizon: enough light to paddle out), last light
// civil dusk. An hourly value counts as daylight when it is within half an hour of the window,
// because each hourly value stands for the hour around it.
import { epochMsOf } from './instants'

/** A spot's light on one local date, ISO 8601 UTC times. */
export type Daylight = {
  firstLight: string
  sunrise: string
  sunset: string
  lastLight: string
}

const HALF_HOUR_MS = 30 * 60_000

// A day's window is asked of every hour a refresh rates: its two instants are parsed once.
const windows = new WeakMap<Daylight, { from: number; to: number }>()

function windowOf(daylight: Daylight): { from: number; to: number } {
  let window = windows.get(daylight)
  if (!window) {
    window = {
      from: Date.parse(daylight.firstLight) - HALF_HOUR_MS,
      to: Date.parse(daylight.lastLight) + HALF_HOUR_MS,
    }
    windows.set(daylight, window)
  }
  return window
}

/** True when the hourly value at time stands for an hour with light to surf by. */
export function isDaylightHour(time: string, daylight: Daylight): boolean {
  const t = epochMsOf(time)
  const { from, to } = windowOf(daylight)
  return t >= from && t <= to
}

/** Daylight per local date ('YYYY-MM-DD' → window); a date missing from it uses 6:00-18:00. */
export type DaylightByDate = ReadonlyMap<string, Daylight>
