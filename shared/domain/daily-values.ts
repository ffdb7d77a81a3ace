// Turns hourly values into one set of numbers for a day, and that into the rating's input.
// Which hourly field stands for what a surfer means:
// - height: total significant wave height (waveHeightFt), else the primary swell's height;
// - period: the primary swell's period, else the mean wave period (the swell period is the one
//   that says how much power the waves carry; the mean period is dragged down by wind chop);
// - direction: the primary swell's direction, else the mean wave direction.
// A day's rating uses daytime hours only (6:00-18:00 local, both ends included): nobody surfs
// the 3 AM offshore. A day with no daytime hours falls back to all its hours.
import { surfRangeFromSignificantHeight } from './display-scales'
import type { RatingInput } from './rating-checks'
import type { HourlyConditions } from './series'
import { circularMean, classifyWindOrNull } from './wind'
import { localParts } from './zoned'

export const DAYTIME_START_HOUR = 6
export const DAYTIME_END_HOUR = 18

export type DaySummary = {
  hours: number
  waveHeightFt: number | null
  maxWaveHeightFt: number | null
  wavePeriodS: number | null
  swellDirectionDeg: number | null
  windSpeedMph: number | null
  windGustMph: number | null
  maxWindGustMph: number | null
  windDirectionDeg: number | null
  waterTempF: number | null
  airTempF: number | null
  visibilityMiles: number | null
}

/** The surf height of an hour: total wave height, else swell height. */
export const surfHeightOf = (h: HourlyConditions): number | null =>
  h.waveHeightFt ?? h.swellHeightFt

/** The period of an hour: swell period, else mean wave period. */
export const surfPeriodOf = (h: HourlyConditions): number | null => h.swellPeriodS ?? h.wavePeriodS

/** The swell direction of an hour: swell direction, else wave direction. */
export const swellDirectionOf = (h: HourlyConditions): number | null =>
  h.swellDirectionDeg ?? h.waveDirectionDeg

/** Arithmetic mean of the values that are present; null when none are. */
export function mean(values: readonly (number | null | undefined)[]): number | null {
  const present = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v))
  return present.length === 0 ? null : present.reduce((a, b) => a + b, 0) / present.length
}

/** Largest of the values that are present; null when none are. */
export function maxOf(values: readonly (number | null | undefined)[]): number | null {
  const present = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v))
  return present.length === 0 ? null : Math.max(...present)
}

/** The hours whose local date (in timeZone) is dateIso, in time order. */
export function hoursOnLocalDate(
  hourly: readonly HourlyConditions[],
  dateIso: string,
  timeZone: string,
): HourlyConditions[] {
  return hourly
    .filter(
      (h) => !Number.isNaN(Date.parse(h.time)) && localParts(h.time, timeZone).date === dateIso,
    )
    .sort((a, b) => Date.parse(a.time) - Date.parse(b.time))
}

/** The daytime hours (6:00-18:00 local) of a day's hours, or all of them if none are daytime. */
export function daytimeHours(
  hours: readonly HourlyConditions[],
  timeZone: string,
): HourlyConditions[] {
  const day = hours.filter((h) => {
    const { hour } = localParts(h.time, timeZone)
    return hour >= DAYTIME_START_HOUR && hour <= DAYTIME_END_HOUR
  })
  return day.length > 0 ? day : [...hours]
}

const directions = (values: (number | null)[]): number[] =>
  values.filter((v): v is number => v !== null && Number.isFinite(v))

/** Means (circular for directions) and maxima of a set of hours. */
export function summariseHours(hours: readonly HourlyConditions[]): DaySummary {
  return {
    hours: hours.length,
    waveHeightFt: mean(hours.map(surfHeightOf)),
    maxWaveHeightFt: maxOf(hours.map(surfHeightOf)),
    wavePeriodS: mean(hours.map(surfPeriodOf)),
    swellDirectionDeg: circularMean(directions(hours.map(swellDirectionOf))),
    windSpeedMph: mean(hours.map((h) => h.windSpeedMph)),
    windGustMph: mean(hours.map((h) => h.windGustMph)),
    maxWindGustMph: maxOf(hours.map((h) => h.windGustMph)),
    windDirectionDeg: circularMean(directions(hours.map((h) => h.windDirectionDeg))),
    waterTempF: mean(hours.map((h) => h.waterTempF)),
    airTempF: mean(hours.map((h) => h.airTempF)),
    visibilityMiles: mean(hours.map((h) => h.visibilityMiles)),
  }
}

/** The rating guide's input for a summary at a beach facing beachFacingDeg. */
export function ratingInputFor(summary: DaySummary, beachFacingDeg: number | null): RatingInput {
  const range =
    summary.waveHeightFt === null ? null : surfRangeFromSignificantHeight(summary.waveHeightFt)
  return {
    waveHeightMinFt: range?.min ?? null,
    waveHeightMaxFt: range?.max ?? null,
    wavePeriodS: summary.wavePeriodS,
    windSpeedMph: summary.windSpeedMph,
    windClass: classifyWindOrNull({ windFromDeg: summary.windDirectionDeg, beachFacingDeg }),
  }
}
