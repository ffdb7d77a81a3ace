// NWS raw grid (/gridpoints/{gridId}/{x},{y}). Each layer is a list of
// {validTime: 'start/duration', value}; we expand the intervals into hours. On coastal land
// cells every wave layer is one placeholder 0 spanning days: that is "no data", not flat surf.
// A cell over water carries the marine layers of the official forecast (NDFD/GFE): the
// significant wave height, the primary and secondary swell with their periods (`wavePeriod`
// goes with the primary swell and `wavePeriod2` with the secondary, as GFE's Period/Period2
// go with Swell/Swell2) and the wind-wave height.
import { z } from 'zod'
import type { HourlyConditions } from '../../../shared/domain/forecast/series'
import type { UpstreamConfig } from './config'
import { readUpstreamConfig, upstreamUrl } from './config'
import { blankHour } from './hourly'
import type { UpstreamResult } from './http'
import { fail, fetchJson } from './http'
import type { Dimension } from './units'
import { converterFor } from './units'

export type NwsGridData = {
  gridId: string
  gridX: number
  gridY: number
  /** When the forecaster's grid was last updated: the "model run" of the official forecast. */
  updateTime: string | null
  /** Centre of the cell (from the answer's polygon), null when the answer has none. */
  centre: { latitude: number; longitude: number } | null
  /** True when any hour has a wave height: a cell over water, not a land placeholder. */
  hasWaves: boolean
  /** Oldest first, one row per UTC hour covered by any layer. */
  hourly: HourlyConditions[]
}

type NumericField = Exclude<keyof HourlyConditions, 'time'>

type LayerSpec = { fields: NumericField[]; dimension: Dimension; isWave?: boolean }

const LAYERS: Record<string, LayerSpec> = {
  temperature: { fields: ['airTempF'], dimension: 'temperature' },
  windSpeed: { fields: ['windSpeedMph'], dimension: 'speed' },
  windGust: { fields: ['windGustMph'], dimension: 'speed' },
  windDirection: { fields: ['windDirectionDeg'], dimension: 'direction' },
  visibility: { fields: ['visibilityMiles'], dimension: 'visibility' },
  waveHeight: { fields: ['waveHeightFt'], dimension: 'length', isWave: true },
  // The dominant period is the primary swell's.
  wavePeriod: { fields: ['wavePeriodS', 'swellPeriodS'], dimension: 'period', isWave: true },
  waveDirection: { fields: ['waveDirectionDeg'], dimension: 'direction', isWave: true },
  primarySwellHeight: { fields: ['swellHeightFt'], dimension: 'length', isWave: true },
  primarySwellDirection: { fields: ['swellDirectionDeg'], dimension: 'direction', isWave: true },
  secondarySwellHeight: { fields: ['secondarySwellHeightFt'], dimension: 'length', isWave: true },
  secondarySwellDirection: {
    fields: ['secondarySwellDirectionDeg'],
    dimension: 'direction',
    isWave: true,
  },
  wavePeriod2: { fields: ['secondarySwellPeriodS'], dimension: 'period', isWave: true },
  windWaveHeight: { fields: ['windWaveHeightFt'], dimension: 'length', isWave: true },
}

const Layer = z.object({
  uom: z.string().optional(),
  values: z.array(z.object({ validTime: z.string(), value: z.number().nullable() })),
})

const GridSchema = z.object({
  geometry: z
    .object({ coordinates: z.array(z.array(z.tuple([z.number(), z.number()]))) })
    .nullish(),
  properties: z.looseObject({
    gridId: z.string(),
    gridX: z.number(),
    gridY: z.number(),
    updateTime: z.string().optional(),
  }),
})

const HOUR_MS = 3_600_000
const PLACEHOLDER_MIN_HOURS = 48

/** Fetches the raw forecast grid and expands its layers into hourly rows. */
export async function fetchGridData(
  gridId: string,
  gridX: number,
  gridY: number,
  { config = readUpstreamConfig() }: { config?: UpstreamConfig } = {},
): Promise<UpstreamResult<NwsGridData>> {
  const url = upstreamUrl(
    config,
    'nws',
    `/gridpoints/${encodeURIComponent(gridId)}/${gridX},${gridY}`,
  )
  const result = await fetchJson(
    { source: 'nws', url, config, accept: 'application/geo+json' },
    GridSchema,
  )
  if (!result.ok) return result
  const p = result.value.properties
  const hours = new Map<number, HourlyConditions>()
  for (const [name, spec] of Object.entries(LAYERS)) {
    if (p[name] === undefined) continue
    const problem = expandLayer(p[name], spec, hours)
    if (problem) return fail('nws', 'malformed', `${name}: ${problem}`)
  }
  const hourly = [...hours.entries()].sort(([a], [b]) => a - b).map(([, h]) => h)
  const value: NwsGridData = {
    gridId: p.gridId,
    gridX: p.gridX,
    gridY: p.gridY,
    updateTime: p.updateTime ?? null,
    centre: centreOf(result.value.geometry?.coordinates[0]),
    hasWaves: hourly.some((h) => h.waveHeightFt !== null),
    hourly,
  }
  return { ok: true, value, fetchedAt: result.fetchedAt }
}

/** Mean of a polygon's corners (the closing point repeats the first, so it is left out). */
function centreOf(ring: [number, number][] | undefined): NwsGridData['centre'] {
  const corners = ring && ring.length > 1 ? ring.slice(0, -1) : []
  if (corners.length === 0) return null
  const mean = (i: 0 | 1) => corners.reduce((sum, c) => sum + c[i], 0) / corners.length
  return { latitude: round4(mean(1)), longitude: round4(mean(0)) }
}

const round4 = (n: number) => Math.round(n * 10_000) / 10_000

function expandLayer(
  raw: unknown,
  spec: LayerSpec,
  hours: Map<number, HourlyConditions>,
): string | undefined {
  const layer = Layer.safeParse(raw)
  if (!layer.success) return 'not a {uom, values} layer'
  const { values, uom } = layer.data
  if (values.length === 0) return undefined
  const convert = converterFor(spec.dimension, uom ?? '')
  if (!convert) return `unexpected uom '${uom}'`
  const intervals = values.map((v) => ({ ...parseValidTime(v.validTime), value: v.value }))
  const first = intervals[0]
  if (
    spec.isWave &&
    intervals.length === 1 &&
    first?.value === 0 &&
    first.hours >= PLACEHOLDER_MIN_HOURS
  ) {
    return undefined
  }
  for (const { start, hours: count, value } of intervals) {
    if (Number.isNaN(start) || count === 0) return 'unreadable validTime'
    for (let h = 0; h < count; h++) {
      const at = start + h * HOUR_MS
      const row = hours.get(at) ?? blankHour(new Date(at).toISOString())
      for (const field of spec.fields) row[field] = value === null ? null : convert(value)
      hours.set(at, row)
    }
  }
  return undefined
}

/** '2026-10-08T12:00:00+00:00/P1DT6H' → start epoch ms and the whole hours it spans. */
export function parseValidTime(validTime: string): { start: number; hours: number } {
  const [startText = '', duration = ''] = validTime.split('/')
  const match = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?)?$/.exec(duration)
  const hours = match ? Number(match[1] ?? 0) * 24 + Number(match[2] ?? 0) : 0
  return { start: Date.parse(startText), hours }
}
