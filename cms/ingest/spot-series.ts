// One spot's SpotSeries from this run's source states (pure). The hour-by-hour merge:
// - waves, swell, sea temperature, sea level: Open-Meteo Marine best_match, gaps filled from
//   GFS-Wave then ECMWF WAM (a point best_match leaves empty near land still gets a value);
// - wind, gusts, air temperature, visibility: Open-Meteo Forecast;
// - US spots, hours the buoy observed: the buoy's wave height, dominant period and direction and
//   water temperature replace the model's (observed beats modelled);
// - tides: CO-OPS predictions at the spot's station, else highs and lows modelled from sea level.
import type { HourlyConditions, SourceSeries, SpotSeries } from '../../shared/domain/series'
import { estimateTideEvents } from '../../shared/domain/tide-model'
import { alignSources } from './align'
import { pointKey } from './fetch-open-meteo'
import {
  FORECAST_BEST_MATCH,
  fieldProvenance,
  MARINE_BEST_MATCH,
  provenanceGroups,
} from './provenance'
import type { ForecastValue, IngestMode, IngestSpot, SourceStates } from './types'

export type SourcePair = { primary: SourceSeries; secondary: SourceSeries }

export type BuiltSpot = {
  spot: IngestSpot
  series: SpotSeries
  /** NOAA buoy vs Open-Meteo (US, hours the buoy observed) and ECMWF WAM vs GFS-Wave. */
  pairs: { noaa?: SourcePair; models?: SourcePair }
  forecast: ForecastValue['hourly']
  isSample: boolean
}

const WAVE_FIELDS = [
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
  'waterTempF',
  'seaLevelFt',
] as const
const WEATHER_FIELDS = [
  'windSpeedMph',
  'windGustMph',
  'windDirectionDeg',
  'airTempF',
  'visibilityMiles',
] as const

const byTime = <T extends { time: string }>(rows: readonly T[]) =>
  new Map(rows.map((r) => [Date.parse(r.time), r]))

function fillFrom(
  target: HourlyConditions,
  fields: readonly (keyof HourlyConditions)[],
  from?: HourlyConditions,
) {
  if (!from) return
  for (const f of fields)
    if (target[f] === null && f !== 'time') (target[f] as number | null) = from[f] as number | null
}

/** Model-only hours: marine best_match with gaps filled from the other models, plus weather. */
export function mergeModelHours(input: {
  marine: Record<string, HourlyConditions[]>
  forecast: readonly HourlyConditions[]
}): HourlyConditions[] {
  const {
    best_match: best = [],
    ncep_gfswave025: gfs = [],
    ecmwf_wam025: ecmwf = [],
  } = input.marine
  const timeline = best.length > 0 ? best : input.forecast
  const [gfsAt, ecmwfAt, weatherAt] = [byTime(gfs), byTime(ecmwf), byTime(input.forecast)]
  return timeline.map((hour) => {
    const t = Date.parse(hour.time)
    const merged: HourlyConditions = { ...hour }
    fillFrom(merged, WAVE_FIELDS, gfsAt.get(t))
    fillFrom(merged, WAVE_FIELDS, ecmwfAt.get(t))
    const weather = weatherAt.get(t)
    for (const f of WEATHER_FIELDS) merged[f] = weather?.[f] ?? merged[f]
    return merged
  })
}

/** Hours the buoy observed replace the model's waves and water temperature. */
export function overlayBuoy(hours: readonly HourlyConditions[], buoy: readonly HourlyConditions[]) {
  const observed = byTime(buoy)
  return hours.map((hour) => {
    const b = observed.get(Date.parse(hour.time))
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

type Found = ReturnType<typeof entriesFor>

function entriesFor(spot: IngestSpot, states: SourceStates) {
  const key = pointKey(spot)
  return {
    marine: states['open-meteo-marine'].entries.get(key),
    forecast: states['open-meteo-forecast'].entries.get(key),
    buoy: spot.isUS && spot.ndbcBuoy ? states['noaa-ndbc'].entries.get(spot.ndbcBuoy) : undefined,
    tides:
      spot.isUS && spot.tideStation
        ? states['noaa-coops'].entries.get(spot.tideStation)
        : undefined,
  }
}

function pairsFor(
  spot: IngestSpot,
  found: Found,
  modelHours: HourlyConditions[],
  mode: IngestMode,
) {
  const pairs: BuiltSpot['pairs'] = {}
  const models = found.marine?.value.models
  const ecmwf = models?.ecmwf_wam025 ?? []
  const gfs = models?.ncep_gfswave025 ?? []
  if (
    found.marine &&
    ecmwf.some((h) => h.waveHeightFt !== null) &&
    gfs.some((h) => h.waveHeightFt !== null)
  ) {
    const [a, b] = alignSources(ecmwf, gfs)
    const at = found.marine.value.cell
    const base = { spot, mode, provider: 'open-meteo', entry: found.marine, at } as const
    const p = fieldProvenance({ ...base, model: 'ECMWF WAM 0.25°' })
    const s = fieldProvenance({ ...base, model: 'NCEP GFS-Wave 0.25°' })
    pairs.models = {
      primary: { name: 'Open-Meteo ECMWF WAM 0.25°', provenance: p, hourly: a },
      secondary: { name: 'Open-Meteo NCEP GFS-Wave 0.25°', provenance: s, hourly: b },
    }
  }
  if (found.buoy && found.buoy.value.hourly.length > 0 && modelHours.length > 0) {
    const [a, b] = alignSources(found.buoy.value.hourly, modelHours)
    const model = `buoy ${spot.ndbcBuoy}`
    const p = fieldProvenance({ spot, mode, provider: 'ndbc', model, entry: found.buoy })
    const s = fieldProvenance({
      spot,
      mode,
      provider: 'open-meteo',
      model: `${MARINE_BEST_MATCH} + ${FORECAST_BEST_MATCH}`,
      entry: found.marine ?? found.buoy,
      at: found.marine?.value.cell,
    })
    pairs.noaa = {
      primary: { name: `NOAA NDBC buoy ${spot.ndbcBuoy}`, provenance: p, hourly: a },
      secondary: { name: 'Open-Meteo Marine + Forecast', provenance: s, hourly: b },
    }
  }
  return pairs
}

/** Everything known about one spot after this run, ready for the domain rules. */
export function buildSpot(spot: IngestSpot, states: SourceStates, mode: IngestMode): BuiltSpot {
  const found = entriesFor(spot, states)
  const modelHours = mergeModelHours({
    marine: found.marine?.value.models ?? {},
    forecast: found.forecast?.value.hourly ?? [],
  })
  const hourly = found.buoy ? overlayBuoy(modelHours, found.buoy.value.hourly) : modelHours
  const stationTides = found.tides?.value.events ?? []
  const modelled = stationTides.length === 0 ? estimateTideEvents(hourly) : []
  const pairs = pairsFor(spot, found, modelHours, mode)
  const tideSource: SpotSeries['tideSource'] =
    stationTides.length > 0 ? 'noaa-coops' : modelled.length > 0 ? 'modelled' : 'none'
  const series: SpotSeries = {
    timeZone: spot.timeZone,
    hourly,
    tides: stationTides.length > 0 ? stationTides : modelled,
    tideSource,
    provenance: provenanceGroups(spot, mode, found, tideSource),
    ...(pairs.models ?? {}),
  }
  return {
    spot,
    series,
    pairs,
    forecast: found.forecast?.value.hourly ?? [],
    isSample: mode === 'sample',
  }
}
