// Provenance per field group of one spot (issue 14): who answered for its waves, wind, tide and
// water temperature, from which model or station, how far away and how old. Sample mode keeps
// the real provider's name and says `sample: true`, so the page can say "recorded", not "live".
import { distanceKm } from '../../shared/domain/geo'
import type {
  FieldProvenance,
  ProvenanceGroups,
  Provider,
  SpotSeries,
} from '../../shared/domain/series'
import type { Entry, GridCell, IngestMode, IngestSpot } from './types'

/** The Marine API's best_match is Météo-France MFWAM, gaps filled from GFS-Wave and ECMWF WAM. */
export const MARINE_BEST_MATCH = 'Marine best match (MFWAM)'
export const FORECAST_BEST_MATCH = 'Forecast best match'

export type ProvenanceInput = {
  spot: IngestSpot
  mode: IngestMode
  provider: Provider
  model: string
  entry: Entry<unknown>
  /** Where the answer's values are from (grid cell, buoy, station), when known. */
  at?: GridCell | null
  modelRun?: string | null
  modelled?: boolean
}

/** One group's provenance. */
export function fieldProvenance(input: ProvenanceInput): FieldProvenance {
  const { spot, entry, at } = input
  return {
    provider: input.provider,
    model: input.model,
    modelRun: input.modelRun ?? null,
    fetchedAt: entry.fetchedAt,
    gridDistanceKm: at ? distanceKm(spot, at) : null,
    stale: Boolean(entry.stale),
    modelled: input.modelled ?? false,
    sample: input.mode === 'sample',
  }
}

/** The answers a spot was built from this run (absent: nothing answered). */
export type FoundEntries = {
  marine?: Entry<{ cell?: GridCell }>
  forecast?: Entry<{ cell?: GridCell }>
  buoy?: Entry<{ hourly: { waterTempF: number | null; waveHeightFt: number | null }[] }>
  tides?: Entry<unknown>
}

/** Provenance of each field group of a spot's series. */
export function provenanceGroups(
  spot: IngestSpot,
  mode: IngestMode,
  found: FoundEntries,
  tideSource: SpotSeries['tideSource'],
): ProvenanceGroups {
  const { marine, forecast, buoy, tides } = found
  const base = { spot, mode }
  const marineP = marine
    ? fieldProvenance({
        ...base,
        provider: 'open-meteo',
        model: MARINE_BEST_MATCH,
        entry: marine,
        at: marine.value.cell,
      })
    : null
  const buoyP = buoy
    ? fieldProvenance({ ...base, provider: 'ndbc', model: `buoy ${spot.ndbcBuoy}`, entry: buoy })
    : null
  const buoyWaterTemp = buoy?.value.hourly.some((h) => h.waterTempF !== null)
  const buoyWaves = buoy?.value.hourly.some((h) => h.waveHeightFt !== null)
  return {
    waves: marineP ?? (buoyWaves ? buoyP : null),
    wind: forecast
      ? fieldProvenance({
          ...base,
          provider: 'open-meteo',
          model: FORECAST_BEST_MATCH,
          entry: forecast,
          at: forecast.value.cell,
        })
      : null,
    tide: tideProvenance(spot, mode, tideSource, tides, marine),
    waterTemp: buoyWaterTemp ? buoyP : marineP,
  }
}

function tideProvenance(
  spot: IngestSpot,
  mode: IngestMode,
  tideSource: SpotSeries['tideSource'],
  tides: FoundEntries['tides'],
  marine: FoundEntries['marine'],
): FieldProvenance | null {
  if (tideSource === 'noaa-coops' && tides)
    return fieldProvenance({
      spot,
      mode,
      provider: 'coops',
      model: `station ${spot.tideStation}`,
      entry: tides,
    })
  if (tideSource === 'modelled' && marine)
    // Highs and lows estimated by Firing from the model's sea level: say so.
    return fieldProvenance({
      spot,
      mode,
      provider: 'open-meteo',
      model: 'sea level (highs and lows modelled by Firing)',
      entry: marine,
      at: marine.value.cell,
      modelled: true,
    })
  return null
}
