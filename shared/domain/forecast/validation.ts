// The validation dashboard's cross-check: daily means of two independent sources for one local
// date, compared field by field in display units (circularly for direction). The fields are the
// ones a surfer sees (daily-values.ts pickers). A field is compared only when both sides have it.
// Thresholds (difference above it = discrepancy):
//   wave height  1 ft, or 25 % of the larger mean when that is more (models scale with size)
//   period       2 s
//   direction    30°
//   wind speed   5 mph
//   water temp   3 °F
// Confidence: high = no discrepancy over 3+ fields; medium = no discrepancy over 1-2 fields, or
// exactly one discrepancy; low = 2+ discrepancies or nothing comparable. Valid = at least one
// field compared and no discrepancy.
import {
  hoursOnLocalDate,
  mean,
  surfHeightOf,
  surfPeriodOf,
  swellDirectionOf,
} from '../rating/daily-values'
import type { HourlyConditions, SourceSeries } from './series'
import { roundTo } from '../units/units'
import { circularMean, signedAngleDifference } from '../rating/wind'

export type ValidationField =
  'waveHeight' | 'wavePeriod' | 'waveDirection' | 'windSpeed' | 'waterTemp'

export type Discrepancy = {
  field: ValidationField
  primary: number
  secondary: number
  difference: number
  threshold: number
  unit: string
}

export type ValidationConfidence = 'high' | 'medium' | 'low'

export type ValidationResult = {
  isValid: boolean
  confidence: ValidationConfidence
  discrepancies: Discrepancy[]
  validationNotes: string[]
  /** The fields both sources had data for. */
  compared: ValidationField[]
}

type FieldSpec = {
  field: ValidationField
  label: string
  unit: string
  pick: (h: HourlyConditions) => number | null
  circular?: boolean
  threshold: (a: number, b: number) => number
}

export const VALIDATION_FIELDS: readonly FieldSpec[] = [
  {
    field: 'waveHeight',
    label: 'Wave height',
    unit: 'ft',
    pick: surfHeightOf,
    threshold: (a, b) => Math.max(1, 0.25 * Math.max(a, b)),
  },
  { field: 'wavePeriod', label: 'Period', unit: 's', pick: surfPeriodOf, threshold: () => 2 },
  {
    field: 'waveDirection',
    label: 'Swell direction',
    unit: '°',
    pick: swellDirectionOf,
    circular: true,
    threshold: () => 30,
  },
  {
    field: 'windSpeed',
    label: 'Wind speed',
    unit: 'mph',
    pick: (h) => h.windSpeedMph,
    threshold: () => 5,
  },
  {
    field: 'waterTemp',
    label: 'Water temperature',
    unit: '°F',
    pick: (h) => h.waterTempF,
    threshold: () => 3,
  },
]

/** The field's daily mean (circular for direction), its values picked in one pass. */
function dailyValue(hours: readonly HourlyConditions[], spec: FieldSpec): number | null {
  const present: number[] = []
  for (const h of hours) {
    const v = spec.pick(h)
    if (v !== null && Number.isFinite(v)) present.push(v)
  }
  return spec.circular ? circularMean(present) : mean(present)
}

function compareField(spec: FieldSpec, a: number, b: number): Discrepancy {
  const raw = spec.circular ? Math.abs(signedAngleDifference(a, b)) : Math.abs(a - b)
  const digits = spec.circular ? 0 : 1
  return {
    field: spec.field,
    primary: roundTo(a, digits),
    secondary: roundTo(b, digits),
    difference: roundTo(raw, digits),
    threshold: roundTo(spec.threshold(a, b), 1),
    unit: spec.unit,
  }
}

function note(spec: FieldSpec, d: Discrepancy, ok: boolean): string {
  const u = spec.unit === '°' ? '°' : ` ${spec.unit}`
  const verdict = ok ? 'within' : 'over'
  return `${spec.label}: ${d.primary}${u} vs ${d.secondary}${u} (difference ${d.difference}${u}, ${verdict} the ${d.threshold}${u} limit)`
}

function confidenceOf(compared: number, discrepancies: number): ValidationConfidence {
  if (compared === 0 || discrepancies >= 2) return 'low'
  if (discrepancies === 0 && compared >= 3) return 'high'
  return 'medium'
}

/** Compares two sources' daily means for a local date and lists what disagrees. */
export function compareSources(input: {
  primary: SourceSeries
  secondary: SourceSeries
  dateIso: string
  timeZone: string
}): ValidationResult {
  const { primary, secondary, dateIso, timeZone } = input
  const a = hoursOnLocalDate(primary.hourly, dateIso, timeZone)
  const b = hoursOnLocalDate(secondary.hourly, dateIso, timeZone)
  const discrepancies: Discrepancy[] = []
  const validationNotes: string[] = []
  const compared: ValidationField[] = []
  for (const spec of VALIDATION_FIELDS) {
    const va = dailyValue(a, spec)
    const vb = dailyValue(b, spec)
    if (va === null || vb === null) {
      const missing = [va === null ? primary.name : null, vb === null ? secondary.name : null]
      validationNotes.push(
        `${spec.label}: not compared (no data from ${missing.filter(Boolean).join(' or ')})`,
      )
      continue
    }
    const d = compareField(spec, va, vb)
    const ok = d.difference <= d.threshold
    compared.push(spec.field)
    if (!ok) discrepancies.push(d)
    validationNotes.push(note(spec, d, ok))
  }
  return {
    isValid: compared.length > 0 && discrepancies.length === 0,
    confidence: confidenceOf(compared.length, discrepancies.length),
    discrepancies,
    validationNotes,
    compared,
  }
}

export {
  overallRecommendations,
  recommendationsFor,
  summariseValidation,
} from './validation-summary'
export type { ValidationSummary } from './validation-summary'
