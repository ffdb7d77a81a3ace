// What the validation dashboard says about the results: per-spot recommendations and the four
// stat tiles (Spots Checked, Validated, Discrepancies, Accuracy Rate).
import type { Discrepancy, ValidationField, ValidationResult } from './validation'

export type ValidationSummary = {
  totalChecked: number
  validCount: number
  /** Discrepancies found across all spots (a spot can have several). */
  discrepancyCount: number
  /** Valid spots as an integer percentage of those checked; 0 when none were checked. */
  accuracyRate: number
}

const ADVICE: Record<ValidationField, (d: Discrepancy) => string> = {
  waveHeight: (d) =>
    `Wave heights differ by ${d.difference} ft: check the buoy or a second model before trusting the size.`,
  wavePeriod: (d) =>
    `Periods differ by ${d.difference} s: one source may report mean period, the other peak period.`,
  waveDirection: (d) =>
    `Swell directions differ by ${d.difference}°: mixed swells can split the sources; check the swell breakdown.`,
  windSpeed: (d) =>
    `Wind speeds differ by ${d.difference} mph: local effects such as sea breeze are likely; check a nearby station.`,
  waterTemp: (d) =>
    `Water temperatures differ by ${d.difference} °F: a model grid cell may sit far from the coast.`,
}

/** What to do about one spot's validation result. */
export function recommendationsFor(result: ValidationResult): string[] {
  if (result.compared.length === 0) {
    return ['No overlapping data: check that both sources answered for this date.']
  }
  if (result.discrepancies.length === 0) {
    return ['Sources agree within every threshold; no action needed.']
  }
  return result.discrepancies.map((d) => ADVICE[d.field](d))
}

/** The dashboard's four numbers from the per-spot results (errored spots count as not valid). */
export function summariseValidation(
  results: readonly {
    isValid: boolean
    error?: string
    discrepancyCount?: number
    discrepancies?: readonly unknown[]
  }[],
): ValidationSummary {
  const totalChecked = results.length
  const validCount = results.filter((r) => r.isValid && !r.error).length
  const discrepancyCount = results.reduce(
    (sum, r) => sum + (r.discrepancyCount ?? r.discrepancies?.length ?? 0),
    0,
  )
  const accuracyRate = totalChecked === 0 ? 0 : Math.round((validCount / totalChecked) * 100)
  return { totalChecked, validCount, discrepancyCount, accuracyRate }
}

/** Dashboard-wide recommendations from the summary. */
export function overallRecommendations(summary: ValidationSummary): string[] {
  if (summary.totalChecked === 0) return ['No spots were checked: run the validation again.']
  if (summary.accuracyRate >= 90) return ['Data quality is high: sources agree for most spots.']
  const tips = [
    `${summary.totalChecked - summary.validCount} of ${summary.totalChecked} spots disagree or failed: review them below.`,
  ]
  if (summary.accuracyRate < 70) {
    tips.push(
      'Accuracy is below 70%: check that every source is answering before trusting ratings.',
    )
  }
  return tips
}
