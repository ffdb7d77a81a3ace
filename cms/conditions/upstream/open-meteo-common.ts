// Shared by the Marine and Forecast clients: both APIs use the same envelope, the same batching
// (comma-separated coordinates → a JSON array; one point → a bare object) and the same
// `<variable>_<model>` key suffixes when `models=` is given.
import { z } from 'zod'
import type { UpstreamConfig, UpstreamSource } from './config'
import { upstreamUrl } from './config'
import { fail, fetchJson } from './http'
import type { UpstreamResult } from './http'
import { wallTimeToIsoUtc } from './time'
import type { Dimension } from './units'
import { converterFor } from './units'

export type LatLon = { latitude: number; longitude: number }

/** One model's hourly values at one point. `model` is 'best_match' when none was asked for. */
export type ModelSeries<H> = { model: string; hourly: H[] }

/** The answer for one requested point: the snapped grid cell, its time zone and the series. */
export type OpenMeteoPoint<H> = {
  requested: LatLon
  /** Grid cell actually used by the model (Open-Meteo snaps; it does not echo the request). */
  latitude: number
  longitude: number
  timeZone: string
  utcOffsetSeconds: number
  series: ModelSeries<H>[]
}

export type FieldSpec = { key: string; dimension: Dimension }
export type Columns<K extends string> = Record<K, (number | null)[]>

const PointSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  utc_offset_seconds: z.number(),
  timezone: z.string(),
  hourly_units: z.record(z.string(), z.string()).default({}),
  hourly: z.looseObject({ time: z.array(z.string()) }),
})
type RawPoint = z.output<typeof PointSchema>

const ResponseSchema = z.union([z.array(PointSchema), PointSchema])
const ValuesSchema = z.array(z.number().nullable())

export type OpenMeteoRequest<K extends string, H> = {
  source: UpstreamSource
  path: string
  points: LatLon[]
  models?: string[]
  params: Record<string, string>
  fields: Record<K, FieldSpec>
  toHour: (time: string, columns: Columns<K>, index: number) => H
  config: UpstreamConfig
}

/** Fetches many points in one request and turns each point × model into hourly rows. */
export async function fetchOpenMeteo<K extends string, H>(
  request: OpenMeteoRequest<K, H>,
): Promise<UpstreamResult<OpenMeteoPoint<H>[]>> {
  const { source, points, config } = request
  if (points.length === 0) return { ok: true, value: [], fetchedAt: new Date().toISOString() }
  const url = upstreamUrl(config, source, request.path)
  url.searchParams.set('latitude', points.map((p) => round4(p.latitude)).join(','))
  url.searchParams.set('longitude', points.map((p) => round4(p.longitude)).join(','))
  for (const [name, value] of Object.entries(request.params)) url.searchParams.set(name, value)
  if (request.models?.length) url.searchParams.set('models', request.models.join(','))
  if (config.openMeteoApiKey) url.searchParams.set('apikey', config.openMeteoApiKey)

  const response = await fetchJson({ source, url, config }, ResponseSchema)
  if (!response.ok) return response
  const raw = Array.isArray(response.value) ? response.value : [response.value]
  if (raw.length !== points.length) {
    return fail(source, 'malformed', `asked for ${points.length} points, got ${raw.length}`)
  }
  const value: OpenMeteoPoint<H>[] = []
  for (const [i, point] of raw.entries()) {
    const normalised = normalisePoint(point, points[i] as LatLon, request)
    if (typeof normalised === 'string')
      return fail(source, 'malformed', `point ${i}: ${normalised}`)
    value.push(normalised)
  }
  return { ok: true, value, fetchedAt: response.fetchedAt }
}

function normalisePoint<K extends string, H>(
  point: RawPoint,
  requested: LatLon,
  request: OpenMeteoRequest<K, H>,
): OpenMeteoPoint<H> | string {
  const times: string[] = []
  for (const wall of point.hourly.time) {
    const iso = wallTimeToIsoUtc(wall, point.timezone, point.utc_offset_seconds)
    if (!iso) return `unreadable time '${wall}'`
    times.push(iso)
  }
  const models = request.models?.length ? request.models : [undefined]
  const series: ModelSeries<H>[] = []
  for (const model of models) {
    const columns = readColumns(point, request.fields, times.length, model, models.length === 1)
    if (typeof columns === 'string') return columns
    const hourly = times.map((time, index) => request.toHour(time, columns, index))
    series.push({ model: model ?? 'best_match', hourly })
  }
  return {
    requested,
    latitude: point.latitude,
    longitude: point.longitude,
    timeZone: point.timezone,
    utcOffsetSeconds: point.utc_offset_seconds,
    series,
  }
}

function readColumns<K extends string>(
  point: RawPoint,
  fields: Record<K, FieldSpec>,
  length: number,
  model: string | undefined,
  isOnlyModel: boolean,
): Columns<K> | string {
  const columns = {} as Columns<K>
  for (const name of Object.keys(fields) as K[]) {
    const column = readColumn(point, fields[name], length, model, isOnlyModel)
    if (typeof column === 'string') return column
    columns[name] = column
  }
  return columns
}

function readColumn(
  point: RawPoint,
  { key, dimension }: FieldSpec,
  length: number,
  model: string | undefined,
  isOnlyModel: boolean,
): (number | null)[] | string {
  const nulls = () => Array.from({ length }, () => null)
  // Best match is suffixed '_marine_best_match' by the Marine API; a lone model may come back
  // without any suffix.
  const candidates = model ? [`${key}_${model}`, `${key}_marine_${model}`] : [key]
  if (model && isOnlyModel) candidates.push(key)
  const found = candidates.find((k) => k in point.hourly)
  if (!found) return nulls()
  const unit = point.hourly_units[found]
  // "undefined" is what Open-Meteo writes when the chosen model cannot supply a variable.
  if (unit === 'undefined') return nulls()
  const convert = unit === undefined ? undefined : converterFor(dimension, unit)
  if (!convert) return `unexpected unit '${unit}' for ${found}`
  const values = ValuesSchema.safeParse(point.hourly[found])
  if (!values.success) return `${found} is not an array of numbers`
  if (values.data.length !== length)
    return `${found} has ${values.data.length} values for ${length} times`
  return values.data.map((v) => (v === null ? null : convert(v)))
}

function round4(n: number): string {
  return String(Math.round(n * 10_000) / 10_000)
}
