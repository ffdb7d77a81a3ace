// Provenance per field group of one spot: who answered for its waves, wind, tide and
// water temperature, from which model or station, how far away and how old. Sample mode keeps
// the real provider's name and says `sample: true`, so the page can say "recorded", not "live".
import { distanceKm } from '../../../shared/domain/units/geo'
import type {
  FieldProvenance,
  ProvenanceGroups,
  Provider,
  SpotSeries,
} from '../../../shared/domain/forecast/series'
import type {
  BuoyValue,
  Entry,
  ForecastValue,
  GridCell,
  IngestMode,
  IngestSpot,
  MarineValue,
  NwsValue,
  TideValue,
} from './types'
import { harmonicStationOf } from '../stations/harmonic-tides'
import { hasColumn } from './hour-table'

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
  marine?: Entry<MarineValue>
  forecast?: Entry<ForecastValue>
  buoy?: Entry<BuoyValue>
  tides?: Entry<TideValue>
  nws?: Entry<NwsValue>
}

/** Which source the shown waves come from; null when none gave any. */
export type WavesFrom = 'nws' | 'open-meteo' | 'ndbc' | null

type Base = { spot: IngestSpot; mode: IngestMode }

/** The NWS grid cell's provenance: its update time is the official forecast's "model run". */
export function nwsProvenance(base: Base, nws: Entry<NwsValue>): FieldProvenance {
  const run = nws.value.updateTime ? new Date(nws.value.updateTime).toISOString() : null
  return fieldProvenance({
    ...base,
    provider: 'nws',
    model: `grid ${nws.value.grid}`,
    entry: nws,
    at: nws.value.centre,
    modelRun: run,
  })
}

/** Waves from a zone's Coastal Waters Forecast: its issuance is the "model run"; a zone, no distance. */
function cwfProvenance(
  base: Base,
  nws: Entry<NwsValue>,
  cwf: NonNullable<NwsValue['cwf']>,
): FieldProvenance {
  const model = `CWF ${cwf.zone}`
  return fieldProvenance({ ...base, provider: 'nws', model, entry: nws, modelRun: cwf.issuedAt })
}

/** Open-Meteo Marine best match's provenance (waves, or water temperature). */
export function marineProvenance(base: Base, marine: Entry<MarineValue>): FieldProvenance {
  const at = marine.value.cell
  return fieldProvenance({
    ...base,
    provider: 'open-meteo',
    model: MARINE_BEST_MATCH,
    entry: marine,
    at,
    modelRun: marine.value.modelRun ?? null,
  })
}

function buoyProvenance(base: Base, buoy: Entry<BuoyValue>): FieldProvenance {
  const model = `buoy ${base.spot.ndbcBuoy}`
  return fieldProvenance({ ...base, provider: 'ndbc', model, entry: buoy })
}

/** Provenance of each field group of a spot's series. */
export function provenanceGroups(input: {
  spot: IngestSpot
  mode: IngestMode
  found: FoundEntries
  tideSource: SpotSeries['tideSource']
  wavesFrom: WavesFrom
}): ProvenanceGroups {
  const { spot, mode, found, wavesFrom } = input
  const { marine, forecast, buoy, nws } = found
  const base = { spot, mode }
  const waves =
    wavesFrom === 'nws' && nws
      ? nws.value.hasWaves || !nws.value.cwf
        ? nwsProvenance(base, nws)
        : cwfProvenance(base, nws, nws.value.cwf)
      : wavesFrom === 'open-meteo' && marine
        ? marineProvenance(base, marine)
        : wavesFrom === 'ndbc' && buoy
          ? buoyProvenance(base, buoy)
          : null
  const buoyWaterTemp = buoy?.value.hourly.some((h) => h.waterTempF !== null)
  const marineWaterTemp = Object.values(marine?.value.models ?? {}).some((table) =>
    hasColumn(table, 'waterTempF'),
  )
  return {
    waves,
    wind: forecast
      ? fieldProvenance({
          ...base,
          provider: 'open-meteo',
          model: FORECAST_BEST_MATCH,
          entry: forecast,
          at: forecast.value.cell,
        })
      : null,
    tide: tideProvenance(spot, mode, input.tideSource, found.tides, marine, forecast),
    waterTemp:
      buoy && buoyWaterTemp
        ? buoyProvenance(base, buoy)
        : marine && marineWaterTemp
          ? marineProvenance(base, marine)
          : null,
  }
}

function tideProvenance(
  spot: IngestSpot,
  mode: IngestMode,
  tideSource: SpotSeries['tideSource'],
  tides: FoundEntries['tides'],
  marine: FoundEntries['marine'],
  forecast?: FoundEntries['forecast'],
): FieldProvenance | null {
  if (tideSource === 'noaa-coops' && tides)
    return fieldProvenance({
      spot,
      mode,
      provider: 'coops',
      model: `station ${spot.tideStation}`,
      entry: tides,
    })
  const station = tideSource === 'harmonic' ? harmonicStationOf(spot) : undefined
  const run = marine ?? forecast
  if (station && run)
    // Computed this run from the station's harmonic constants: as fresh as the run.
    return fieldProvenance({
      spot,
      mode,
      provider: 'neaps',
      model: `at ${station.name} (${station.source.name}, ${station.license.type})`,
      entry: { fetchedAt: run.fetchedAt, value: null },
      at: { latitude: station.latitude, longitude: station.longitude },
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
