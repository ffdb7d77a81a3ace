// Building blocks of the rating rules: each check carries the value, the threshold and a line of
// text, so a rating can always say why.
import { roundTo } from './units'
import type { WindClass } from './wind'

export type RatingInput = {
  waveHeightMinFt: number | null
  waveHeightMaxFt: number | null
  wavePeriodS: number | null
  windSpeedMph: number | null
  windClass: WindClass | null
}

export type CheckField = 'waveHeight' | 'wavePeriod' | 'windSpeed' | 'windClass'

export type RatingCheck = {
  field: CheckField
  /** The value tested: ft, s, mph, or the wind class. */
  actual: number | string | null
  /** The threshold as text: '>= 4 ft', '<= 10 mph', 'offshore'. */
  threshold: string
  /** For a tier: the threshold is met. For the not-working rule: this disqualifier applies. */
  passed: boolean
  /** One line for people: 'period 9 s (needs 10+ s)'. */
  text: string
}

/** The height the guide is applied to: the upper end of the range, else the lower end. */
export function ratedHeight(input: RatingInput): number | null {
  return input.waveHeightMaxFt ?? input.waveHeightMinFt
}

const show = (n: number): string => String(roundTo(n, 1))
const shown = (v: number | null, unit: string): string =>
  v === null ? 'unknown' : `${show(v)} ${unit}`

const LABELS: Record<CheckField, string> = {
  waveHeight: 'wave height',
  wavePeriod: 'period',
  windSpeed: 'wind',
  windClass: 'wind direction',
}

const UNITS: Record<Exclude<CheckField, 'windClass'>, string> = {
  waveHeight: 'ft',
  wavePeriod: 's',
  windSpeed: 'mph',
}

type NumericField = keyof typeof UNITS

/** Check that passes when actual is at least min. */
export function atLeast(field: NumericField, actual: number | null, min: number): RatingCheck {
  const unit = UNITS[field]
  const passed = actual !== null && actual >= min
  const text = `${LABELS[field]} ${shown(actual, unit)} (needs ${show(min)}+ ${unit})`
  return { field, actual, threshold: `>= ${show(min)} ${unit}`, passed, text }
}

/** Check that passes when actual is at most max. */
export function atMost(field: NumericField, actual: number | null, max: number): RatingCheck {
  const unit = UNITS[field]
  const passed = actual !== null && actual <= max
  const text = `${LABELS[field]} ${shown(actual, unit)} (needs ${show(max)} ${unit} or less)`
  return { field, actual, threshold: `<= ${show(max)} ${unit}`, passed, text }
}

/** Check that the wave height lies in [min, max]. */
export function between(actual: number | null, min: number, max: number): RatingCheck {
  const passed = actual !== null && actual >= min && actual <= max
  const range = `${show(min)}-${show(max)} ft`
  const text = `wave height ${shown(actual, 'ft')} (needs ${range})`
  return { field: 'waveHeight', actual, threshold: range, passed, text }
}

/** Check that the wind is classed offshore. */
export function offshore(windClass: WindClass | null): RatingCheck {
  const passed = windClass === 'offshore'
  const text = `${windClass ?? 'unknown'} wind (needs offshore)`
  return { field: 'windClass', actual: windClass, threshold: 'offshore', passed, text }
}

/** Check 'clean': not onshore, or so light (glassy) that direction does not matter. */
export function clean(input: RatingInput, glassMph: number): RatingCheck {
  const { windClass, windSpeedMph } = input
  const glassy = windSpeedMph !== null && windSpeedMph <= glassMph
  const passed = glassy || (windClass !== null && windClass !== 'onshore')
  const threshold = `not onshore (or ${glassMph} mph or less)`
  const text = `${windClass ?? 'unknown'} wind ${shown(windSpeedMph, 'mph')} (needs clean: ${threshold})`
  return { field: 'windClass', actual: windClass, threshold, passed, text }
}

/** Disqualifier that applies when actual is below min. */
export function under(field: NumericField, actual: number | null, min: number): RatingCheck {
  const unit = UNITS[field]
  const passed = actual !== null && actual < min
  const text = `${LABELS[field]} ${shown(actual, unit)} (under ${show(min)} ${unit})`
  return { field, actual, threshold: `< ${show(min)} ${unit}`, passed, text }
}

/** Disqualifier that applies when actual is above max. */
export function over(field: NumericField, actual: number | null, max: number): RatingCheck {
  const unit = UNITS[field]
  const passed = actual !== null && actual > max
  const text = `${LABELS[field]} ${shown(actual, unit)} (over ${show(max)} ${unit})`
  return { field, actual, threshold: `> ${show(max)} ${unit}`, passed, text }
}

/** Disqualifier 'onshore chop': wind classed onshore and stronger than limit. */
export function onshoreChop({ windClass, windSpeedMph }: RatingInput, limit: number): RatingCheck {
  const passed = windClass === 'onshore' && windSpeedMph !== null && windSpeedMph > limit
  const threshold = `onshore and > ${limit} mph`
  const text = `onshore wind ${shown(windSpeedMph, 'mph')}`
  return { field: 'windClass', actual: windClass, threshold, passed, text }
}
