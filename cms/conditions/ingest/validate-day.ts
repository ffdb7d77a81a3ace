// The validation dashboard's cross-check for one spot and date, computed when the data lands:
// what the pages show against an independent source (source-pair.ts), wind included.
import type { StoredValidation } from '../../../shared/contracts/stored-rows'
import { compareSources, recommendationsFor } from '../../../shared/domain/forecast/validation'
import type { BuiltSpot } from './spot-series'

export type { StoredValidation }

/** The failure text a result carries when no pair could be compared for that date. */
export const NO_SECOND_SOURCE = 'Only one source has data for this spot and date'

/** The cross-check of one spot on one local date; null when there is no second source. */
export function validateDay(built: BuiltSpot, dateIso: string): StoredValidation | null {
  const pair = built.pair
  if (!pair) return null
  const result = compareSources({ ...pair, dateIso, timeZone: built.spot.timeZone })
  return {
    sources: {
      primary: { name: pair.primary.name, provenance: pair.primary.provenance },
      secondary: { name: pair.secondary.name, provenance: pair.secondary.provenance },
    },
    result,
    recommendations: recommendationsFor(result),
  }
}
