// NWS raw grid (/gridpoints/{gridId}/{x},{y}, upstream-apis.md §4.3). Each layer is a list of
// {validTime: 'start/duration', value}; we expand the intervals into hours. On coastal land
// cells every wave layer is one placeholder 0 spanning days: that is "no data", not flat surf.
import { z } from 'zod'
import type { HourlyConditions } from '../../shared/domain/series'
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
  updateTime: string | null
  /** Oldest first, one row per UTC hour covered by any layer. */
  hourly: HourlyConditions[]
}

type NumericField = Exclude<keyof HourlyConditions, 'time'>

const LAYERS: Record<string, { field: NumericField; dimension: Dimension; isWave?: boolean }> = {
  temperature: { field: 'airTempF', dimension: 'temperature' },
  windSpeed: { field: 'windSpeedMph', dimension: 'speed' },
  windGust: { field: 'windGustMph', dimension: 'speed' },
  windDirection: { field: 'windDirectionDeg', dimension: 'direction' },
  visibility: { field: 'visibilityMiles', dimension: 'visibility' },
  waveHeight: { field: 'waveHeightFt', dimension: 'length', isWave: true },
  wavePeriod: { field: 'wavePeriodS', dimension: 'period', isWave: true },
  waveDirection: { field: 'waveDirectionDeg', dimension: 'direction', isWave: true },
  primarySwellHeight: { field: 'swellHeightFt', dimension: 'length', isWave: true },
  primarySwellDirection: { field: 'swellDirectionDeg', dimension: 'direction', isWave: true },
}

const Layer = z.object({
  uom: z.string().optional(),
  values: z.array(z.object({ validTime: z.string(), value: z.number().nullable() })),
})

const GridSchema = z.object({
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
  const value = {
    gridId: p.gridId,
    gridX: p.gridX,
    gridY: p.gridY,
    updateTime: p.updateTime ?? null,
    hourly,
  }
  return { ok: true, value, fetchedAt: result.fetchedAt }
}

function expandLayer(
  raw: unknown,
  spec: (typeof LAYERS)[string],
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
      row[spec.field] = value === null ? null : convert(value)
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
