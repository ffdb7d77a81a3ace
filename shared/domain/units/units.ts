// Unit conversions and the one display formatter (docs/units.md). Values are kept in the spec's
// units (ft, mph, °F, miles); a surfer who chose metric sees them
// converted here, and only here: in numbers (heightIn…), in words (formatHeight…) and inside the
// texts Firing wrote in imperial (localizeText).

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
//   unknown  → 'clear'                 (surf_conditions visibility defaults to 'clear')
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

/** The unit systems a surfer can choose; imperial is the spec's default. */
export const UNIT_SYSTEMS = ['imperial', 'metric'] as const
export type Units = (typeof UNIT_SYSTEMS)[number]
export const DEFAULT_UNITS: Units = 'imperial'

/** The name of the cookie that keeps a visitor's choice (signed-in users keep it in their profile). */
export const UNITS_COOKIE = 'units'

/** True for 'imperial' and 'metric'. */
export function isUnits(value: unknown): value is Units {
  return typeof value === 'string' && (UNIT_SYSTEMS as readonly string[]).includes(value)
}

/** A stored or sent choice, the default when missing or unknown (a cookie is the visitor's to edit). */
export function toUnits(value: unknown): Units {
  return isUnits(value) ? value : DEFAULT_UNITS
}

/** Feet to metres. */
export function feetToMetres(ft: number): number {
  return ft / FEET_PER_METRE
}

/** Miles per hour to kilometres per hour. */
export function mphToKmh(mph: number): number {
  return mph / MPH_PER_KMH
}

/** Degrees Fahrenheit to degrees Celsius. */
export function fahrenheitToCelsius(f: number): number {
  return ((f - 32) * 5) / 9
}

/** Statute miles to kilometres. */
export function milesToKm(mi: number): number {
  return (mi * METRES_PER_MILE) / 1000
}

/** Kilometres to statute miles. */
export function kmToMiles(km: number): number {
  return metresToMiles(km * 1000)
}

/** The unit words of each system, as the pages write them. */
export const UNIT_LABELS = {
  imperial: { height: 'ft', speed: 'mph', temperature: '°F', distance: 'mi' },
  metric: { height: 'm', speed: 'km/h', temperature: '°C', distance: 'km' },
} as const satisfies Record<Units, Record<'height' | 'speed' | 'temperature' | 'distance', string>>

/** The height unit in words, for a chart's description ('Height in feet of the primary swell'). */
export const HEIGHT_WORDS = { imperial: 'feet', metric: 'metres' } as const satisfies Record<
  Units,
  string
>

// Display precision: heights to a tenth (ft or m), speeds and temperatures whole, distances whole
// (a tenth under 1).
/** A height given in feet, in the chosen units at display precision. */
export function heightIn(ft: number, units: Units): number {
  return roundTo(units === 'metric' ? feetToMetres(ft) : ft, 1)
}

/** A speed given in mph, in the chosen units at display precision. */
export function speedIn(mph: number, units: Units): number {
  return roundTo(units === 'metric' ? mphToKmh(mph) : mph)
}

/** A temperature given in °F, in the chosen units at display precision. */
export function temperatureIn(f: number, units: Units): number {
  return roundTo(units === 'metric' ? fahrenheitToCelsius(f) : f)
}

/** A distance given in miles, in the chosen units at display precision. */
export function distanceIn(mi: number, units: Units): number {
  const d = units === 'metric' ? milesToKm(mi) : mi
  return roundTo(d, Math.abs(d) < 1 ? 1 : 0)
}

/** '3.5 ft' or '1.1 m'; '–' when unknown. `compact` drops the space ('3.5ft'). */
export function formatHeight(ft: number | null, units: Units, compact = false): string {
  if (ft === null || !Number.isFinite(ft)) return '–'
  return `${heightIn(ft, units)}${compact ? '' : ' '}${UNIT_LABELS[units].height}`
}

/** '3-5ft' or '0.9-1.5m'; one height when both ends show the same ('4ft'). */
export function formatHeightRange(
  minFt: number,
  maxFt: number,
  units: Units,
  { dash = '-', space = false }: { dash?: string; space?: boolean } = {},
): string {
  const [lo, hi] = [Math.min(minFt, maxFt), Math.max(minFt, maxFt)].map((v) => heightIn(v, units))
  const unit = `${space ? ' ' : ''}${UNIT_LABELS[units].height}`
  return lo === hi ? `${hi}${unit}` : `${lo}${dash}${hi}${unit}`
}

/** '12 mph' or '19 km/h'; '–' when unknown. */
export function formatSpeed(mph: number | null, units: Units): string {
  if (mph === null || !Number.isFinite(mph)) return '–'
  return `${speedIn(mph, units)} ${UNIT_LABELS[units].speed}`
}

/** '68°F' or '20°C'; '–' when unknown. */
export function formatTemperature(f: number | null, units: Units): string {
  if (f === null || !Number.isFinite(f)) return '–'
  return `${temperatureIn(f, units)}${UNIT_LABELS[units].temperature}`
}

/** '10 mi' or '16 km'; '–' when unknown. */
export function formatDistance(mi: number | null, units: Units): string {
  if (mi === null || !Number.isFinite(mi)) return '–'
  return `${distanceIn(mi, units)} ${UNIT_LABELS[units].distance}`
}

const NUMBER = String.raw`(\d+(?:\.\d+)?)`
const RANGE = new RegExp(String.raw`${NUMBER}(?:(\s*[-–]\s*)${NUMBER})?(\+?)(\s?)`)
const unitPattern = (unit: string) => new RegExp(RANGE.source + unit, 'g')
const TEXT_UNITS: readonly { pattern: RegExp; convert: (v: number) => number; unit: string }[] = [
  {
    pattern: unitPattern(String.raw`(?:ft|feet)\b`),
    convert: (v) => heightIn(v, 'metric'),
    unit: 'm',
  },
  { pattern: unitPattern(String.raw`mph\b`), convert: (v) => speedIn(v, 'metric'), unit: 'km/h' },
  { pattern: unitPattern(String.raw`mi\b`), convert: (v) => distanceIn(v, 'metric'), unit: 'km' },
]
const FAHRENHEIT = /(-?\d+(?:\.\d+)?)(\s?)°F/g

/**
 * A text Firing wrote in imperial ('GOOD 7–10 AM: 3–4 ft at 12 s, offshore 5 mph', 'crystal
 * clear (10+ mi)', '64°F') in the chosen units: every quantity with an imperial unit is converted
 * at display precision, everything else is left as it is. Imperial answers the text unchanged.
 */
export function localizeText(text: string, units: Units): string {
  if (units === 'imperial') return text
  let out = text.replace(
    FAHRENHEIT,
    (_m, v: string, space: string) => `${temperatureIn(Number(v), 'metric')}${space}°C`,
  )
  for (const { pattern, convert, unit } of TEXT_UNITS) {
    out = out.replace(
      pattern,
      (
        _m,
        a: string,
        dash: string | undefined,
        b: string | undefined,
        plus: string,
        space: string,
      ) =>
        `${convert(Number(a))}${b === undefined ? '' : `${dash}${convert(Number(b))}`}${plus}${space}${unit}`,
    )
  }
  return out
}

/** localizeText for a text that may be missing. */
export function localizeNullable(text: string | null, units: Units): string | null {
  return text === null ? null : localizeText(text, units)
}

// The conditions API's numbers in the spec's units, by field name. A field whose name carries its
// unit (heightFt, tideHeightFt, windMph, gridDistanceKm) keeps it in the API: its name would lie
// otherwise. Values are converted with more precision than the pages show (heights to the
// centimetre, speeds and temperatures to a tenth).
const toMetres = (v: number) => roundTo(feetToMetres(v), 2)
const toKmh = (v: number) => roundTo(mphToKmh(v), 1)
const toCelsius = (v: number) => roundTo(fahrenheitToCelsius(v), 1)
const ANSWER_FIELDS: Record<string, (v: number) => number> = {
  waveHeightMin: toMetres,
  waveHeightMax: toMetres,
  windSpeed: toKmh,
  windGust: toKmh,
  speed: toKmh,
  waterTemp: toCelsius,
  airTemp: toCelsius,
  temperature: (v) => roundTo(fahrenheitToCelsius(v)),
}
// What a page shows: every height, speed and temperature, whatever its field is named, at display
// precision (the page labels them with UNIT_LABELS).
const height = (v: number) => heightIn(v, 'metric')
const speed = (v: number) => speedIn(v, 'metric')
const temperature = (v: number) => temperatureIn(v, 'metric')
const DISPLAY_FIELDS: Record<string, (v: number) => number> = {
  waveHeightMin: height,
  waveHeightMax: height,
  heightFt: height,
  tideHeightFt: height,
  waveHeightFt: height,
  windSpeed: speed,
  windGust: speed,
  windMph: speed,
  speed,
  waterTemp: temperature,
  airTemp: temperature,
  temperature,
}
// Text that is not prose: addresses and times never hold a quantity to convert.
const VERBATIM = /(Url|url|time|Time|date|Date|At|Run)$/

/**
 * A conditions answer (a condition, spot list, report, forecast, hourly, weather) in the chosen
 * units: the numbers named in ANSWER_FIELDS converted, every text localised (localizeText). The
 * imperial answer is the value itself.
 */
export function answerInUnits<T>(value: T, units: Units): T {
  return units === 'imperial' ? value : (convertAnswer(value, '', ANSWER_FIELDS) as T)
}

/**
 * The same for a page: every height, speed and temperature (field names ending Ft or Mph too) in
 * the chosen units at display precision, to be labelled with UNIT_LABELS[units]. The value is the
 * page's own: it is never sent as an API answer.
 */
export function displayInUnits<T>(value: T, units: Units): T {
  return units === 'imperial' ? value : (convertAnswer(value, '', DISPLAY_FIELDS) as T)
}

function convertAnswer(value: unknown, key: string, fields: typeof ANSWER_FIELDS): unknown {
  if (typeof value === 'string') return VERBATIM.test(key) ? value : localizeText(value, 'metric')
  if (typeof value === 'number') return fields[key]?.(value) ?? value
  if (Array.isArray(value)) return value.map((v) => convertAnswer(v, key, fields))
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, convertAnswer(v, k, fields)]))
}
