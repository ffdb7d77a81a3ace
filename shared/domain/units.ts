// Unit conversions to the display units (ft, mph, °F, miles). Factors from upstream-apis §9.

export const FEET_PER_METRE = 3.28084
export const MPH_PER_KMH = 0.621371
export const MPH_PER_MS = 2.23694
export const MPH_PER_KNOT = 1.15078
export const MILES_PER_NAUTICAL_MILE = 1.15078
export const METRES_PER_MILE = 1609.344

/** Metres to feet. */
export function metresToFeet(m: number): number {
  return m * FEET_PER_METRE
}

/** Kilometres per hour to miles per hour. */
export function kmhToMph(kmh: number): number {
  return kmh * MPH_PER_KMH
}

/** Metres per second to miles per hour. */
export function msToMph(ms: number): number {
  return ms * MPH_PER_MS
}

/** Knots to miles per hour. */
export function knotsToMph(kn: number): number {
  return kn * MPH_PER_KNOT
}

/** Degrees Celsius to degrees Fahrenheit. */
export function celsiusToFahrenheit(c: number): number {
  return (c * 9) / 5 + 32
}

/** Nautical miles to statute miles. */
export function nauticalMilesToMiles(nmi: number): number {
  return nmi * MILES_PER_NAUTICAL_MILE
}

/** Metres to statute miles. */
export function metresToMiles(m: number): number {
  return m / METRES_PER_MILE
}

/** Rounds to a number of decimal places (0 by default), half away from zero. */
export function roundTo(value: number, decimals = 0): number {
  const factor = 10 ** decimals
  return (Math.sign(value) * Math.round(Math.abs(value) * factor)) / factor
}

/** Rounds to the nearest multiple of step (0.5 → halves), half up. */
export function roundToStep(value: number, step: number): number {
  return roundTo(Math.round(value / step) * step, 6)
}

/** Rounds to the nearest half: 2.2 → 2, 2.3 → 2.5. */
export function roundToHalf(value: number): number {
  return roundToStep(value, 0.5)
}

/** Applies a conversion or rounding to a value that may be missing. */
export function mapNullable<T, U>(value: T | null | undefined, fn: (v: T) => U): U | null {
  return value === null || value === undefined ? null : fn(value)
}

// Visibility bands, in statute miles (lower bound inclusive):
//   unknown  → 'clear'                 (SPEC §9: surf_conditions visibility defaults to 'clear')
//   ≥ 10     → 'crystal clear (10+ mi)' (the Crystal Clear filter matches this text)
//   6 – 10   → 'clear (N mi)'
//   3 – 6    → 'hazy (N mi)'
//   0.6 – 3  → 'mist (N mi)'
//   < 0.6    → 'fog (N mi)'           (≈ 1 km, the WMO definition of fog)
// N is rounded down (one decimal below 1 mile) so 9.9 miles never reads as '10 mi'.
const VISIBILITY_BANDS: readonly { minMiles: number; word: string }[] = [
  { minMiles: 6, word: 'clear' },
  { minMiles: 3, word: 'hazy' },
  { minMiles: 0.6, word: 'mist' },
  { minMiles: 0, word: 'fog' },
]

export const CRYSTAL_CLEAR_MILES = 10

/** Visibility text for a distance in miles; 'clear' when unknown, 'crystal clear (10+ mi)' at 10+. */
export function describeVisibility(miles: number | null): string {
  if (miles === null || !Number.isFinite(miles)) return 'clear'
  if (miles >= CRYSTAL_CLEAR_MILES) return `crystal clear (${CRYSTAL_CLEAR_MILES}+ mi)`
  const distance = Math.max(0, miles)
  const band = VISIBILITY_BANDS.find((b) => distance >= b.minMiles)
  const shown = distance < 1 ? Math.floor(distance * 10) / 10 : Math.floor(distance)
  return `${band?.word ?? 'fog'} (${shown} mi)`
}
