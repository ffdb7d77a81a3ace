// The normalised shape every upstream source is turned into before the domain rules run.
// Everything here is already in display units (ft, s, mph, °F, miles) and directions are
// meteorological degrees ("coming from"). Missing values are null, never 0: a 0 from an
// upstream that has no data (NWS land cells) must not read as flat surf.

/** Who answered for a group of fields. */
export type Provider = 'nws' | 'open-meteo' | 'ndbc' | 'coops' | 'neaps'

/** Where one group of fields came from and how old it is (contract: FieldProvenance). */
export type FieldProvenance = {
  provider: Provider
  /** Model, grid cell, zone, buoy or station in words: 'ECMWF WAM', 'grid LOX 100,71', 'buoy 46053'. */
  model: string | null
  /** ISO UTC time of the model run the values come from; null for observations or when unknown. */
  modelRun: string | null
  /** ISO 8601 UTC time the answer was fetched. */
  fetchedAt: string
  /** Distance from the spot to the grid cell, buoy or station in km; null when unknown. */
  gridDistanceKm: number | null
  /** The source failed on the latest refresh and an older answer is being served. */
  stale: boolean
  /** An estimate made by Firing, not the source's own forecast (tides modelled from sea level). */
  modelled: boolean
  /** Recorded sample answers, not today's ocean. */
  sample: boolean
}

/** Provenance per field group; null when nothing answered for that group. */
export type ProvenanceGroups = {
  waves: FieldProvenance | null
  wind: FieldProvenance | null
  tide: FieldProvenance | null
  waterTemp: FieldProvenance | null
}

/** No group answered. */
export const NO_PROVENANCE: ProvenanceGroups = {
  waves: null,
  wind: null,
  tide: null,
  waterTemp: null,
}

/** One hour of conditions at a spot. */
export type HourlyConditions = {
  /** ISO 8601 UTC, on the hour, e.g. '2026-11-21T14:00:00.000Z'. */
  time: string
  waveHeightFt: number | null
  wavePeriodS: number | null
  waveDirectionDeg: number | null
  swellHeightFt: number | null
  swellPeriodS: number | null
  swellDirectionDeg: number | null
  /** The second swell train, when the source separates one (Open-Meteo secondary_swell_*, NWS). */
  secondarySwellHeightFt: number | null
  secondarySwellPeriodS: number | null
  secondarySwellDirectionDeg: number | null
  /** Local wind chop (Open-Meteo wind_wave_*, NWS windWaveHeight): chop, not surf. */
  windWaveHeightFt: number | null
  windWavePeriodS: number | null
  windWaveDirectionDeg: number | null
  windSpeedMph: number | null
  windGustMph: number | null
  windDirectionDeg: number | null
  airTempF: number | null
  waterTempF: number | null
  visibilityMiles: number | null
  /** Sea level relative to mean sea level (tide + surge), used to model tides where no station exists. */
  seaLevelFt: number | null
}

/** Every field of the wave trains: total sea, both swells, wind waves (each from one source). */
export const WAVE_TRAIN_FIELDS = [
  'waveHeightFt',
  'wavePeriodS',
  'waveDirectionDeg',
  'swellHeightFt',
  'swellPeriodS',
  'swellDirectionDeg',
  'secondarySwellHeightFt',
  'secondarySwellPeriodS',
  'secondarySwellDirectionDeg',
  'windWaveHeightFt',
  'windWavePeriodS',
  'windWaveDirectionDeg',
] as const satisfies readonly (keyof HourlyConditions)[]

/** An hour with every value missing; sources fill in what they actually measure or forecast. */
export function blankHour(time: string): HourlyConditions {
  return {
    time,
    waveHeightFt: null,
    wavePeriodS: null,
    waveDirectionDeg: null,
    swellHeightFt: null,
    swellPeriodS: null,
    swellDirectionDeg: null,
    secondarySwellHeightFt: null,
    secondarySwellPeriodS: null,
    secondarySwellDirectionDeg: null,
    windWaveHeightFt: null,
    windWavePeriodS: null,
    windWaveDirectionDeg: null,
    windSpeedMph: null,
    windGustMph: null,
    windDirectionDeg: null,
    airTempF: null,
    waterTempF: null,
    visibilityMiles: null,
    seaLevelFt: null,
  }
}

/** A predicted high or low tide. */
export type TideEvent = {
  /** ISO 8601 UTC. */
  time: string
  type: 'high' | 'low'
  heightFt: number | null
}

/** A named, independent source of hourly values, used by the validation cross-check. */
export type SourceSeries = {
  /** Human name shown on the dashboard, e.g. 'NOAA NDBC buoy 41002' or 'Open-Meteo ECMWF WAM'. */
  name: string
  provenance: FieldProvenance
  hourly: HourlyConditions[]
}

/** Everything ingestion knows about one spot for the date window. */
export type SpotSeries = {
  /** IANA time zone of the spot (from the upstream answer), e.g. 'America/New_York'. */
  timeZone: string
  /** Merged best values per hour: primary source first, gaps filled from the others. */
  hourly: HourlyConditions[]
  tides: TideEvent[]
  /**
   * 'noaa-coops' for CO-OPS station predictions (US), 'harmonic' for a tide station's harmonic
   * prediction (neaps tide database, outside the US), 'modelled' when estimated from sea level.
   */
  tideSource: 'noaa-coops' | 'harmonic' | 'modelled' | 'none'
  provenance: ProvenanceGroups
  /** The two independent sources compared on the validation dashboard, when both answered. */
  primary?: SourceSeries
  secondary?: SourceSeries
}
