// Sample-mode runs for tests: the 49 seeded spots as ingestion sees them, and one refresh's source
// states fetched from a sample server by the real clients and merged as ingestion merges them.
import { MARINE_ZONES } from '../../seed/data/marine-zones'
import { SPOT_SEEDS } from '../../seed/data/spots'
import type { UpstreamConfig } from '../upstream'
import { fetchBuoysFor } from './fetch-noaa'
import { fetchNwsFor } from './fetch-nws'
import { fetchForecastFor, fetchMarineFor } from './fetch-open-meteo'
import { mergeOutcome } from './snapshots'
import type { FetchOutcome, IngestSpot, SourceStates } from './types'

/** Every seeded spot, with ids 1..49 in seed order and its marine zone. */
export const SEEDED_SPOTS: IngestSpot[] = SPOT_SEEDS.map((seed, i) => {
  const zone = seed.isUS ? MARINE_ZONES[seed.slug] : undefined
  return {
    ...seed,
    id: i + 1,
    marineZone: zone ? { zone: zone.zone, office: zone.office } : null,
  }
})

/** The seed slug of one of SEEDED_SPOTS. */
export const slugOf = (spot: IngestSpot) => SPOT_SEEDS[spot.id - 1]?.slug ?? ''

const EMPTY: FetchOutcome<never> = {
  requests: 0,
  fresh: new Map(),
  failures: new Map(),
  unreachable: false,
}

/** One sample refresh at `now`: Open-Meteo, NWS, NDBC fetched; no tide stations (CO-OPS empty). */
export async function sampleStates(
  spots: IngestSpot[],
  config: UpstreamConfig,
  now: Date,
): Promise<SourceStates> {
  const [marine, forecast, nws, buoys] = await Promise.all([
    // As a sample run asks: one location per spot (fetch-open-meteo.ts CellSharing).
    fetchMarineFor(spots, config, undefined, { shareCells: false }),
    fetchForecastFor(spots, config, undefined, { shareCells: false }),
    fetchNwsFor({ spots, config, known: new Map(), now }),
    fetchBuoysFor(spots, config, now, new Map()),
  ])
  const merge = <V>(outcome: FetchOutcome<V>) => ({
    outcome,
    base: new Map(),
    now,
    mode: 'sample' as const,
    model: null,
  })
  return {
    'open-meteo-marine': mergeOutcome({ ...merge(marine), source: 'open-meteo-marine' }),
    'open-meteo-forecast': mergeOutcome({ ...merge(forecast), source: 'open-meteo-forecast' }),
    'nws-grid': mergeOutcome({ ...merge(nws), source: 'nws-grid' }),
    'noaa-ndbc': mergeOutcome({ ...merge(buoys), source: 'noaa-ndbc' }),
    'noaa-coops': mergeOutcome({ ...merge(EMPTY), source: 'noaa-coops' }),
  }
}
