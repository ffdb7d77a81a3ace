// The validation dashboard's cross-check for one spot and date, computed when the data lands.
// Which pair is compared: a buoy measures the present, so where the buoy observed hours of that
// date, NOAA NDBC vs Open-Meteo (the official US source against the global model); otherwise
// the two independent wave models, ECMWF WAM vs NCEP GFS-Wave.
import { hoursOnLocalDate } from '../../shared/domain/daily-values'
import type { FieldProvenance } from '../../shared/domain/series'
import type { ValidationResult } from '../../shared/domain/validation'
import { compareSources, recommendationsFor } from '../../shared/domain/validation'
import type { BuiltSpot, SourcePair } from './spot-series'

/** What the condition row keeps for /api/validate-data and /api/validate-all. */
export type StoredValidation = {
  sources: {
    primary: { name: string; provenance: FieldProvenance }
    secondary: { name: string; provenance: FieldProvenance }
  }
  result: Omit<ValidationResult, 'compared'> & { compared: string[] }
  recommendations: string[]
}

/** The failure text a result carries when no pair could be compared for that date. */
export const NO_SECOND_SOURCE = 'Only one source has data for this spot and date'

function pairFor(built: BuiltSpot, dateIso: string): SourcePair | null {
  const { noaa, models } = built.pairs
  const tz = built.spot.timeZone
  if (noaa && hoursOnLocalDate(noaa.primary.hourly, dateIso, tz).length > 0) return noaa
  return models ?? null
}

/** The cross-check of one spot on one local date; null when there is no second source. */
export function validateDay(built: BuiltSpot, dateIso: string): StoredValidation | null {
  const pair = pairFor(built, dateIso)
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
