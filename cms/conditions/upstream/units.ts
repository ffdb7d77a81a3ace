// Unit conversions into the display units of shared/domain/forecast/series.ts (ft, mph, °F, miles).
// Factors: 1 m = 3.28084 ft, 1 km/h = 0.621371 mph. Results are rounded to 2 decimals so float
// noise from the conversion (3.2808400000000004) never reaches a page or a validation diff.

import { compassToDegrees as toDegrees, degreesToCompass } from '../../../shared/domain/rating/wind'

export type Dimension =
  'length' | 'speed' | 'temperature' | 'visibility' | 'direction' | 'period' | 'code'

const round2 = (n: number) => Math.round(n * 100) / 100

/** °C → °F, rounded to 2 decimals. */
export const celsiusToFahrenheit = (c: number) => round2((c * 9) / 5 + 32)
const scale = (factor: number) => (n: number) => round2(n * factor)
const identity = (n: number) => n

// Keys are the unit strings the providers actually send: Open-Meteo says 'mp/h' (not 'mph'),
// NDBC's units row says 'degC' and 'nmi', NWS uses WMO codes such as 'wmoUnit:km_h-1'.
const CONVERTERS: Record<Dimension, Record<string, (n: number) => number>> = {
  length: { m: scale(3.28084), ft: identity, 'wmoUnit:m': scale(3.28084) },
  speed: {
    'km/h': scale(0.621371),
    'mp/h': identity,
    mph: identity,
    'm/s': scale(2.23694),
    kn: scale(1.15078),
    'wmoUnit:km_h-1': scale(0.621371),
    'wmoUnit:m_s-1': scale(2.23694),
  },
  temperature: {
    '°C': celsiusToFahrenheit,
    degC: celsiusToFahrenheit,
    'wmoUnit:degC': celsiusToFahrenheit,
    '°F': identity,
    degF: identity,
    'wmoUnit:degF': identity,
  },
  visibility: {
    m: scale(1 / 1609.344),
    'wmoUnit:m': scale(1 / 1609.344),
    km: scale(0.621371),
    ft: scale(1 / 5280),
    nmi: scale(1.15078),
    mi: identity,
  },
  direction: { '°': identity, degT: identity, 'wmoUnit:degree_(angle)': identity },
  period: { s: identity, sec: identity, 'nwsUnit:s': identity },
  code: { 'wmo code': identity },
}

/** The converter for a unit string, or undefined when the unit is unknown for that dimension. */
export function converterFor(
  dimension: Dimension,
  unit: string,
): ((n: number) => number) | undefined {
  return CONVERTERS[dimension][unit]
}

/** Degrees for a compass name ('SW' → 225); null for anything else (the domain's one table). */
export function compassToDegrees(text: string | null | undefined): number | null {
  return text ? toDegrees(text) : null
}

export { degreesToCompass }
