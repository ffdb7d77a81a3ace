// The validation cross-check's two sides: what the pages SHOW for a spot against an
// INDEPENDENT source, field group by field group, so the dashboard checks the numbers a surfer
// reads, not two models nobody sees.
// - waves shown from the NWS water cell → Open-Meteo Marine best match (Météo-France MFWAM);
// - waves shown from Open-Meteo best match → NCEP GFS-Wave 0.25° (WAVEWATCH III on GFS winds: a
//   different model and forcing), else ECMWF WAM 0.25° (total sea only);
// - wind shown from Open-Meteo Forecast → the NWS grid's wind (US spots; any cell has wind).
//   Outside the US there is no second wind source yet, so wind is not compared there.
// alignSources keeps, hour by hour, only the fields both sides have: a swell period is compared
// with a swell period, and where one side has no swell split both fall back to the total sea.
import type {
  FieldProvenance,
  HourlyConditions,
  ProvenanceGroups,
  SourceSeries,
} from '../../../shared/domain/forecast/series'
import { blankHour, WAVE_TRAIN_FIELDS } from '../../../shared/domain/forecast/series'
import { alignSources } from './align'
import { hasColumn, hourRows } from './hour-table'
import type { FoundEntries } from './provenance'
import { fieldProvenance, MARINE_BEST_MATCH, marineProvenance, nwsProvenance } from './provenance'
import type { IngestMode, IngestSpot } from './types'
import { epochMsOf } from '../../../shared/domain/time/instants'

export type SourcePair = { primary: SourceSeries; secondary: SourceSeries }

type Side = { name: string; provenance: FieldProvenance; hourly: readonly HourlyConditions[] }

const WAVE_KEYS = [...WAVE_TRAIN_FIELDS, 'waterTempF'] as const
const WIND_KEYS = ['windSpeedMph', 'windGustMph', 'windDirectionDeg'] as const

const hasWaves = (hours: readonly HourlyConditions[] | undefined): hours is HourlyConditions[] =>
  (hours ?? []).some((h) => h.waveHeightFt !== null)

function independentWaves(input: PairInput): Side | null {
  const { found, provenance, spot, mode } = input
  const base = { spot, mode }
  const marine = found.marine
  if (provenance.waves?.provider === 'nws' && marine && hasWaves(input.modelHours))
    return {
      name: `Open-Meteo ${MARINE_BEST_MATCH}`,
      provenance: marineProvenance(base, marine),
      hourly: input.modelHours,
    }
  if (provenance.waves?.provider !== 'open-meteo' || !marine) return null
  const { ncep_gfswave025: gfs, ecmwf_wam025: ecmwf } = marine.value.models
  const [model, table] = hasColumn(gfs, 'waveHeightFt')
    ? ['NCEP GFS-Wave 0.25°', gfs]
    : hasColumn(ecmwf, 'waveHeightFt')
      ? ['ECMWF WAM 0.25°', ecmwf]
      : [null, null]
  if (!model || !table) return null
  const at = marine.value.cell
  return {
    name: `Open-Meteo ${model}`,
    provenance: fieldProvenance({ ...base, provider: 'open-meteo', model, entry: marine, at }),
    hourly: hourRows(table, WAVE_KEYS),
  }
}

function independentWind(input: PairInput): Side | null {
  const nws = input.found.nws
  if (input.provenance.wind?.provider !== 'open-meteo' || !nws) return null
  if (!nws.value.hourly.some((h) => h.windSpeedMph !== null)) return null
  return {
    name: `NOAA NWS grid ${nws.value.grid} wind`,
    provenance: nwsProvenance({ spot: input.spot, mode: input.mode }, nws),
    hourly: nws.value.hourly,
  }
}

/** True when the hours are in time order, each hour once. */
function isTimeline(hours: readonly HourlyConditions[]): boolean {
  for (let i = 1; i < hours.length; i++) {
    const [before, hour] = [hours[i - 1] as HourlyConditions, hours[i] as HourlyConditions]
    if (!(epochMsOf(before.time) < epochMsOf(hour.time))) return false
  }
  return true
}

/** One series with the wave fields of `waves` and the wind fields of `wind`, hour by hour. */
function combine(waves: Side | null, wind: Side | null): HourlyConditions[] {
  const copy = (h: HourlyConditions, keys: readonly (keyof HourlyConditions)[]) => {
    const row = blankHour(h.time)
    for (const k of keys) if (k !== 'time') (row[k] as number | null) = h[k] as number | null
    return row
  }
  // One side in time order (the usual: Open-Meteo's own hours): its hours, no merge by time.
  const only = waves && !wind ? ([waves, WAVE_KEYS] as const) : null
  if (only && isTimeline(only[0].hourly)) return only[0].hourly.map((h) => copy(h, only[1]))
  const hours = new Map<number, HourlyConditions>()
  const put = (side: Side | null, keys: readonly (keyof HourlyConditions)[]) => {
    for (const h of side?.hourly ?? []) {
      const t = epochMsOf(h.time)
      const row = hours.get(t) ?? blankHour(h.time)
      for (const k of keys) if (k !== 'time') (row[k] as number | null) = h[k] as number | null
      hours.set(t, row)
    }
  }
  put(waves, WAVE_KEYS)
  put(wind, WIND_KEYS)
  return [...hours.entries()].sort(([a], [b]) => a - b).map(([, h]) => h)
}

type PairInput = {
  spot: IngestSpot
  mode: IngestMode
  found: FoundEntries
  /** What the pages show (the spot's merged series). */
  shown: readonly HourlyConditions[]
  /** Open-Meteo alone (marine best match + forecast), before NWS and the buoy. */
  modelHours: HourlyConditions[]
  provenance: ProvenanceGroups
}

/** The shown series against an independent one; null when nothing independent answered. */
export function validationPair(input: PairInput): SourcePair | null {
  const waves = independentWaves(input)
  const wind = independentWind(input)
  const shownProvenance = input.provenance.waves ?? input.provenance.wind
  if ((!waves && !wind) || !shownProvenance) return null
  const [a, b] = alignSources(input.shown, combine(waves, wind))
  const secondaryName = [waves?.name, wind?.name].filter(Boolean).join(' + ')
  const shownName = input.provenance.waves?.model ?? 'no waves'
  return {
    primary: {
      name: `As shown: ${providerName(shownProvenance)} ${shownName}`,
      provenance: shownProvenance,
      hourly: a,
    },
    secondary: {
      name: secondaryName,
      provenance: (waves ?? wind)?.provenance ?? shownProvenance,
      hourly: b,
    },
  }
}

const PROVIDER_NAMES = {
  nws: 'NOAA NWS',
  'open-meteo': 'Open-Meteo',
  ndbc: 'NOAA NDBC',
  coops: 'NOAA CO-OPS',
  neaps: 'Harmonic tide prediction',
} as const

function providerName(p: FieldProvenance): string {
  return PROVIDER_NAMES[p.provider]
}
