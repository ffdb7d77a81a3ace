// NWS forecast periods (/forecast and /forecast/hourly). Wind speed is text ("10 mph",
// "5 to 10 mph") and direction is 16-point compass text; temperature is a bare number unless the
// newer quantitative-value format is switched on, so both shapes are accepted.
import { z } from 'zod'
import { celsiusToFahrenheit, compassToDegrees, converterFor } from './units'
import { isoToUtc } from './time'

export type WindSpeedRange = { min: number; max: number }

export type NwsPeriod = {
  number: number
  /** 'Tonight', 'Monday'… on 12-hour periods; '' on hourly ones. */
  name: string
  startTime: string
  endTime: string
  isDaytime: boolean
  temperatureF: number | null
  windSpeedMph: WindSpeedRange | null
  windDirectionText: string | null
  windDirectionDeg: number | null
  shortForecast: string
  detailedForecast: string
  precipitationChance: number | null
}

const Quantity = z.object({ unitCode: z.string(), value: z.number().nullable() })

const PeriodSchema = z.object({
  number: z.number(),
  name: z.string().default(''),
  startTime: z.string(),
  endTime: z.string(),
  isDaytime: z.boolean(),
  temperature: z.union([z.number(), Quantity]).nullable(),
  temperatureUnit: z.string().nullable().optional(),
  windSpeed: z.string().nullable(),
  windDirection: z.string().nullable(),
  shortForecast: z.string().default(''),
  detailedForecast: z.string().default(''),
  probabilityOfPrecipitation: Quantity.nullable().optional(),
})

const SPEED_PATTERN = /^(?:(\d+(?:\.\d+)?)\s*to\s*)?(\d+(?:\.\d+)?)\s*(mph|km\/h|kt|kn)?$/i
const SPEED_UNITS: Record<string, string> = { mph: 'mph', 'km/h': 'km/h', kt: 'kn', kn: 'kn' }

/** Parses NWS wind text: '10 mph' → {10,10}, '5 to 10 mph' → {5,10}; km/h and knots converted. */
export function parseWindSpeed(text: string | null | undefined): WindSpeedRange | null {
  const match = SPEED_PATTERN.exec((text ?? '').trim())
  if (!match) return null
  const convert = converterFor('speed', SPEED_UNITS[(match[3] ?? 'mph').toLowerCase()] ?? 'mph')
  if (!convert) return null
  const max = convert(Number(match[2]))
  const min = match[1] === undefined ? max : convert(Number(match[1]))
  return { min, max }
}

/** Validates and normalises raw periods; a string names the first problem. */
export function parseNwsPeriods(raw: unknown[]): NwsPeriod[] | string {
  const periods: NwsPeriod[] = []
  for (const [index, item] of raw.entries()) {
    const parsed = PeriodSchema.safeParse(item)
    if (!parsed.success) return `period ${index}: ${parsed.error.issues[0]?.message ?? 'invalid'}`
    const p = parsed.data
    const startTime = isoToUtc(p.startTime)
    const endTime = isoToUtc(p.endTime)
    if (!startTime || !endTime) return `period ${index}: unreadable time`
    const windSpeedMph = parseWindSpeed(p.windSpeed)
    if (p.windSpeed && !windSpeedMph)
      return `period ${index}: unreadable wind speed '${p.windSpeed}'`
    periods.push({
      number: p.number,
      name: p.name,
      startTime,
      endTime,
      isDaytime: p.isDaytime,
      temperatureF: temperatureF(p.temperature, p.temperatureUnit),
      windSpeedMph,
      windDirectionText: p.windDirection || null,
      windDirectionDeg: compassToDegrees(p.windDirection),
      shortForecast: p.shortForecast,
      detailedForecast: p.detailedForecast,
      precipitationChance: p.probabilityOfPrecipitation?.value ?? null,
    })
  }
  return periods
}

function temperatureF(
  value: number | z.output<typeof Quantity> | null,
  unit: string | null | undefined,
): number | null {
  if (value === null) return null
  if (typeof value === 'number') return unit === 'C' ? celsiusToFahrenheit(value) : value
  if (value.value === null) return null
  return converterFor('temperature', value.unitCode)?.(value.value) ?? null
}
