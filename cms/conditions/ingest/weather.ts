// The one weather row per date (weather-conditions). The spec keeps a single row per date but
// never says where; Firing reads it as "typical weather across the spots that day": the median
// of each spot's daytime mean (first to last light there, daylight.ts) for temperature, wind and
// visibility, the most common wind direction and sky (WMO weather code). Medians, so one storm
// does not move it.
import { daytimeHours, hoursOnLocalDate, mean } from '../../../shared/domain/rating/daily-values'
import type { ProvenanceGroups } from '../../../shared/domain/forecast/series'
import { NO_PROVENANCE } from '../../../shared/domain/forecast/series'
import { describeVisibility, roundTo } from '../../../shared/domain/units/units'
import { degreesToCompass } from '../../../shared/domain/rating/wind'
import { circularMean } from '../../../shared/domain/rating/wind'
import { rowsOnLocalDate } from '../../../shared/domain/time/local-days'
import { daylightOn } from './daylight'
import type { BuiltSpot } from './spot-series'

export type WeatherRow = {
  date: string
  temperature: number
  windSpeed: number
  windDirection: string
  visibility: string
  uvIndex: null
  description: string
  provenance: ProvenanceGroups
  isSample: boolean
}

const WMO: [number, string][] = [
  [0, 'Clear sky'],
  [1, 'Mainly clear'],
  [2, 'Partly cloudy'],
  [3, 'Overcast'],
  [48, 'Fog'],
  [57, 'Drizzle'],
  [67, 'Rain'],
  [77, 'Snow'],
  [82, 'Rain showers'],
  [86, 'Snow showers'],
  [99, 'Thunderstorms'],
]

/** Words for a WMO weather code (the first band whose upper code is at least it). */
export function describeWeatherCode(code: number | null): string {
  if (code === null) return 'Unknown'
  return WMO.find(([upper]) => code <= upper)?.[1] ?? 'Unknown'
}

/** Median of the numbers present; null when none are. */
export function median(values: readonly (number | null)[]): number | null {
  const sorted = values.filter((v): v is number => v !== null).sort((a, b) => a - b)
  if (sorted.length === 0) return null
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[mid] ?? null)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}

function mode<T>(values: readonly T[]): T | null {
  const counts = new Map<T, number>()
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1)
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null
}

function spotDay(built: BuiltSpot, date: string) {
  const tz = built.spot.timeZone
  const light = daylightOn(date, built.spot)
  const day = daytimeHours(hoursOnLocalDate(built.series.hourly, date, tz), tz, light)
  const codes = daytimeHours(rowsOnLocalDate(built.forecast, date, tz), tz, light).map(
    (h) => h.weatherCode,
  )
  const dirs = day.flatMap((h) => (h.windDirectionDeg === null ? [] : [h.windDirectionDeg]))
  const direction = circularMean(dirs)
  return {
    temperature: mean(day.map((h) => h.airTempF)),
    windSpeed: mean(day.map((h) => h.windSpeedMph)),
    direction: direction === null ? null : degreesToCompass(direction),
    visibility: mean(day.map((h) => h.visibilityMiles)),
    code: mode(codes.flatMap((c) => (c === null ? [] : [c]))),
  }
}

/** One spot's daytime weather on one date: what the medians are taken over. */
export type SpotWeatherDay = ReturnType<typeof spotDay>

/**
 * What a group of spots (one refresh batch) adds to the weather rows: each date's spot days, the
 * oldest wind provenance and whether any spot is sample data. Plain JSON: batches store it.
 */
export type WeatherPart = {
  days: Record<string, SpotWeatherDay[]>
  wind: ProvenanceGroups['wind']
  isSample: boolean
}

/** The weather part of `spots` (`days[i](date)`: spot i cut to that local date). */
export function weatherPart(
  spots: readonly BuiltSpot[],
  days: readonly ((date: string) => BuiltSpot)[],
  dates: readonly string[],
): WeatherPart {
  const winds = spots.flatMap((s) => s.series.provenance.wind ?? [])
  return {
    days: Object.fromEntries(
      dates.map((date) => [date, days.map((day) => spotDay(day(date), date))]),
    ),
    wind: oldestWind(winds),
    isSample: spots.some((s) => s.isSample),
  }
}

/** Parts of a few spots each as one part (a batch gathers its spots' parts as it builds them). */
export function mergeWeatherParts(parts: readonly WeatherPart[]): WeatherPart {
  const days: Record<string, SpotWeatherDay[]> = {}
  for (const part of parts)
    for (const [date, list] of Object.entries(part.days)) (days[date] ??= []).push(...list)
  return {
    days,
    wind: oldestWind(parts.flatMap((p) => p.wind ?? [])),
    isSample: parts.some((p) => p.isSample),
  }
}

/** The weather row's wind is the forecast model's: its provenance is the oldest spot's wind. */
function oldestWind(winds: NonNullable<ProvenanceGroups['wind']>[]): ProvenanceGroups['wind'] {
  const oldest = [...winds].sort((a, b) => a.fetchedAt.localeCompare(b.fetchedAt))[0]
  // Typical across spots: no one grid cell, so no distance.
  return oldest ? { ...oldest, gridDistanceKm: null } : null
}

/** One weather row per date from every part (all spots); dates without any data are left out. */
export function weatherRowsOf(
  parts: readonly WeatherPart[],
  dates: readonly string[],
): WeatherRow[] {
  const provenance: ProvenanceGroups = {
    ...NO_PROVENANCE,
    wind: oldestWind(parts.flatMap((p) => p.wind ?? [])),
  }
  const isSample = parts.some((p) => p.isSample)
  return dates.flatMap((date) => {
    const perSpot = parts.flatMap((p) => p.days[date] ?? [])
    const temperature = median(perSpot.map((d) => d.temperature))
    const windSpeed = median(perSpot.map((d) => d.windSpeed))
    if (temperature === null || windSpeed === null) return []
    return [
      {
        date,
        temperature: Math.round(temperature),
        windSpeed: roundTo(windSpeed, 1),
        windDirection: mode(perSpot.flatMap((d) => d.direction ?? [])) ?? 'N/A',
        visibility: describeVisibility(median(perSpot.map((d) => d.visibility))),
        uvIndex: null,
        description: describeWeatherCode(mode(perSpot.flatMap((d) => d.code ?? []))),
        provenance,
        isSample,
      },
    ]
  })
}

/**
 * One weather row per date from every spot's day (`days[i](date)`: spot i cut to that local
 * date); dates without any data are left out.
 */
export function buildWeatherRows(
  spots: readonly BuiltSpot[],
  days: readonly ((date: string) => BuiltSpot)[],
  dates: readonly string[],
): WeatherRow[] {
  return weatherRowsOf([weatherPart(spots, days, dates)], dates)
}
