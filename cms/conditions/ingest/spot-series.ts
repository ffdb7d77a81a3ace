// One spot's SpotSeries from this run's source states (pure). The hour-by-hour merge:
// - waves, swell, sea temperature, sea level: Open-Meteo Marine best_match, gaps filled from
//   GFS-Wave then ECMWF WAM (a point best_match leaves empty near land still gets a value);
// - wind, gusts, air temperature, visibility: Open-Meteo Forecast;
// - US spots, hours the buoy observed: the buoy's wave height, dominant period and direction and
//   water temperature replace the model's (observed beats modelled);
// - US spots with an NWS grid cell over water: every wave field of the hours that cell forecasts
//   comes from it (the official US marine forecast; Open-Meteo fills the hours after its horizon);
//   without one, the same from the spot's zone's Coastal Waters Forecast when it has waves;
// - tides: CO-OPS predictions at a US spot's station; outside the US the harmonic prediction of
//   its tide station (neaps tide database, cms/conditions/stations/tides); else highs and lows modelled from
//   sea level.
import type { HourlyConditions, SpotSeries } from '../../../shared/domain/forecast/series'
import { WAVE_TRAIN_FIELDS } from '../../../shared/domain/forecast/series'
import { estimateTideEvents } from '../../../shared/domain/forecast/tide-model'
import { harmonicTides } from '../stations/harmonic-tides'
import { pointKey } from './fetch-open-meteo'
import { alignedOn, EMPTY_TABLE, fillField, hourRows, isoAt, timeAt, valueAt } from './hour-table'
import type { Aligned, HourTable } from './hour-table'
import type { FoundEntries, WavesFrom } from './provenance'
import { provenanceGroups } from './provenance'
import type { SourcePair } from './source-pair'
import { validationPair } from './source-pair'
import type { IngestMode, IngestSpot, SnapshotSource, SourceStates } from './types'
import { epochMsOf } from '../../../shared/domain/time/instants'

export type BuiltSpot = {
  spot: IngestSpot
  series: SpotSeries
  /** What the pages show vs an independent source (source-pair.ts), when one answered. */
  pair?: SourcePair
  /** The weather code of each forecast hour (weather.ts). */
  forecast: WeatherCodeHour[]
  /** Open-Meteo's merged hours before any overlay (the accuracy archive reads them too). */
  modelHours: HourlyConditions[]
  isSample: boolean
}

const WAVE_FIELDS = [...WAVE_TRAIN_FIELDS, 'waterTempF', 'seaLevelFt'] as const
const WEATHER_FIELDS = [
  'windSpeedMph',
  'windGustMph',
  'windDirectionDeg',
  'airTempF',
  'visibilityMiles',
] as const

const byTime = <T extends { time: string }>(rows: readonly T[]) =>
  new Map(rows.map((r) => [epochMsOf(r.time), r]))

/** The weather code of each forecast hour (what the weather rows' sky is the mode of). */
export type WeatherCodeHour = { time: string; weatherCode: number | null }

/** The forecast table's weather codes, hour by hour. */
export function weatherCodesOf(table: HourTable | undefined): WeatherCodeHour[] {
  if (!table) return []
  const codes: WeatherCodeHour[] = []
  for (let i = 0; i < table.length; i++)
    codes.push({ time: isoAt(timeAt(table, i)), weatherCode: valueAt(table, 'weatherCode', i) })
  return codes
}

/**
 * Model-only hours: marine best_match with gaps filled from GFS-Wave then ECMWF WAM, plus the
 * forecast's weather (its hours' own when marine has none), read column by column: Open-Meteo
 * answers one point's models on one grid of hours, so rows match by index, not by time.
 */
export function mergeModelHours(input: {
  marine: Readonly<Record<string, HourTable>>
  forecast: HourTable
}): HourlyConditions[] {
  const { best_match: best, ncep_gfswave025: gfs, ecmwf_wam025: ecmwf } = input.marine
  const timeline = best && best.length > 0 ? best : input.forecast
  const hours = hourRows(timeline, [])
  const own: Aligned = { table: timeline, rows: null }
  const [gfsRows, ecmwfRows, weather] = [gfs, ecmwf, input.forecast].map((t) =>
    alignedOn(timeline, t),
  ) as [Aligned, Aligned, Aligned]
  for (const f of WAVE_FIELDS) fillField(hours, f, [own, gfsRows, ecmwfRows])
  for (const f of WEATHER_FIELDS) fillField(hours, f, [weather, own])
  return hours
}

/**
 * Hours the NWS water cell forecasts waves take every wave-train field from it, nulls included:
 * an hour's waves come from one source, never a mix.
 */
export function overlayNws(hours: readonly HourlyConditions[], nws: readonly HourlyConditions[]) {
  const official = byTime(nws)
  return hours.map((hour) => {
    const n = official.get(epochMsOf(hour.time))
    if (!n || n.waveHeightFt === null) return hour
    const merged: HourlyConditions = { ...hour }
    for (const f of WAVE_TRAIN_FIELDS) merged[f] = n[f]
    return merged
  })
}

/** Hours the buoy observed replace the model's waves and water temperature. */
export function overlayBuoy(hours: readonly HourlyConditions[], buoy: readonly HourlyConditions[]) {
  const observed = byTime(buoy)
  return hours.map((hour) => {
    const b = observed.get(epochMsOf(hour.time))
    if (!b || b.waveHeightFt === null) return hour
    return {
      ...hour,
      waveHeightFt: b.waveHeightFt,
      wavePeriodS: b.wavePeriodS ?? hour.wavePeriodS,
      waveDirectionDeg: b.waveDirectionDeg ?? hour.waveDirectionDeg,
      // The buoy's dominant period and its direction are the swell a surfer rides.
      swellPeriodS: b.wavePeriodS ?? hour.swellPeriodS,
      swellDirectionDeg: b.waveDirectionDeg ?? hour.swellDirectionDeg,
      waterTempF: b.waterTempF ?? hour.waterTempF,
    }
  })
}

/** The keys of a spot's entries in each source's snapshot (what entriesFor reads). */
export function spotKeys(spot: IngestSpot): Record<SnapshotSource, string[]> {
  const key = pointKey(spot)
  return {
    'open-meteo-marine': [key],
    'open-meteo-forecast': [key],
    'noaa-ndbc': spot.isUS && spot.ndbcBuoy ? [spot.ndbcBuoy] : [],
    'noaa-coops': spot.isUS && spot.tideStation ? [spot.tideStation] : [],
    'nws-grid': spot.isUS ? [key] : [],
  }
}

function entriesFor(spot: IngestSpot, states: SourceStates): FoundEntries {
  const key = pointKey(spot)
  return {
    marine: states['open-meteo-marine'].entries.get(key),
    forecast: states['open-meteo-forecast'].entries.get(key),
    buoy: spot.isUS && spot.ndbcBuoy ? states['noaa-ndbc'].entries.get(spot.ndbcBuoy) : undefined,
    tides:
      spot.isUS && spot.tideStation
        ? states['noaa-coops'].entries.get(spot.tideStation)
        : undefined,
    nws: spot.isUS ? states['nws-grid'].entries.get(key) : undefined,
  }
}

const hasWaves = (hours: readonly HourlyConditions[] | undefined) =>
  (hours ?? []).some((h) => h.waveHeightFt !== null)

/** Everything known about one spot after this run, ready for the domain rules. */
export function buildSpot(spot: IngestSpot, states: SourceStates, mode: IngestMode): BuiltSpot {
  const found = entriesFor(spot, states)
  const modelHours = mergeModelHours({
    marine: found.marine?.value.models ?? {},
    forecast: found.forecast?.value.hourly ?? EMPTY_TABLE,
  })
  const nwsWaves = found.nws && (found.nws.value.hasWaves || found.nws.value.cwf)
  const nws = nwsWaves ? (found.nws?.value.hourly ?? null) : null
  const forecastHours = nws ? overlayNws(modelHours, nws) : modelHours
  const hourly = found.buoy ? overlayBuoy(forecastHours, found.buoy.value.hourly) : forecastHours
  const wavesFrom: WavesFrom = nws
    ? 'nws'
    : hasWaves(modelHours)
      ? 'open-meteo'
      : hasWaves(found.buoy?.value.hourly)
        ? 'ndbc'
        : null
  const coopsTides = found.tides?.value.events ?? []
  const harmonic = coopsTides.length === 0 ? harmonicTides(spot, hourly) : []
  const stationTides = coopsTides.length > 0 ? coopsTides : harmonic
  const modelled = stationTides.length === 0 ? estimateTideEvents(hourly) : []
  const tideSource: SpotSeries['tideSource'] =
    coopsTides.length > 0
      ? 'noaa-coops'
      : harmonic.length > 0
        ? 'harmonic'
        : modelled.length > 0
          ? 'modelled'
          : 'none'
  const provenance = provenanceGroups({ spot, mode, found, tideSource, wavesFrom })
  const pair = validationPair({ spot, mode, found, shown: hourly, modelHours, provenance })
  const series: SpotSeries = {
    timeZone: spot.timeZone,
    hourly,
    tides: stationTides.length > 0 ? stationTides : modelled,
    tideSource,
    provenance,
    ...(pair ?? {}),
  }
  return {
    spot,
    series,
    ...(pair ? { pair } : {}),
    forecast: weatherCodesOf(found.forecast?.value.hourly),
    modelHours,
    isSample: mode === 'sample',
  }
}
