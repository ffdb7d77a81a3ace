// Fake Open-Meteo Marine (/open-meteo-marine/v1/marine) and Forecast
// (/open-meteo-forecast/v1/forecast). Same envelope as the recordings: one object for one
// point, an array for several; hourly wall times for `forecast_days` from local midnight today;
// `<var>_<model>` keys when several models are asked for.
import { gmtAbbreviation, isKnownZone, localMidnight, offsetMinutes, wallTime } from './clock'
import type { Api, Generator, Kind, PointSeed } from './open-meteo-variables'
import {
  forecastGenerator,
  isMarineModel,
  marineGenerator,
  pointSeed,
  snap,
} from './open-meteo-variables'
import { placeNear } from './places'
import { HOUR_MS, roundTo } from './samples'
import type { SampleContext, SampleReply } from './types'
import { jsonReply, openMeteoError } from './types'
import { dailyBlock } from './open-meteo-daily'

export type Column = { key: string; unit: string; values: (number | null)[] }
export type Request = {
  models: string[]
  params: URLSearchParams
  timeZone: string
}

/** Handles the Marine endpoint and its models' metadata. */
export function handleMarine(ctx: SampleContext): SampleReply {
  if (META.test(ctx.path)) return modelMeta(ctx)
  if (ctx.path !== '/v1/marine') return openMeteoError('Not Found')
  return handleOpenMeteo(ctx, 'marine')
}

/** Handles the Forecast endpoint and its models' metadata. */
export function handleForecast(ctx: SampleContext): SampleReply {
  if (META.test(ctx.path)) return modelMeta(ctx)
  if (ctx.path !== '/v1/forecast') return openMeteoError('Not Found')
  return handleOpenMeteo(ctx, 'forecast')
}

const META = /^\/data\/([a-z0-9_]+)\/static\/meta\.json$/
const RUN_EVERY_MS = 6 * HOUR_MS
const RUN_DELAY_MS = 5 * HOUR_MS

// /data/{model}/static/meta.json: a run every 6 h from 00 UTC, served 5 h after it starts (the
// GFS-Wave cadence), so the newest run's availability is at most 6 h old. Unix seconds, as the
// real metadata gives them.
function modelMeta(ctx: SampleContext): SampleReply {
  const start = Math.floor((ctx.now - RUN_DELAY_MS) / RUN_EVERY_MS) * RUN_EVERY_MS
  const seconds = (ms: number) => Math.floor(ms / 1000)
  return jsonReply(200, {
    last_run_initialisation_time: seconds(start),
    last_run_modification_time: seconds(start + RUN_DELAY_MS - 10 * 60_000),
    last_run_availability_time: seconds(start + RUN_DELAY_MS),
    temporal_resolution_seconds: 3600,
    update_interval_seconds: RUN_EVERY_MS / 1000,
  })
}

function handleOpenMeteo(ctx: SampleContext, api: Api): SampleReply {
  const request = parseRequest(ctx, api)
  if (typeof request === 'string') return openMeteoError(request)
  const answers = []
  for (const [lat, lon] of request.points) {
    const answer = pointAnswer(ctx, api, request, lat, lon)
    if ('reason' in answer) return openMeteoError(String(answer.reason))
    answers.push(answer)
  }
  // One point → a bare object; several → an array (the batching quirk the client must handle).
  return jsonReply(200, answers.length === 1 ? answers[0] : answers)
}

function parseRequest(
  ctx: SampleContext,
  api: Api,
): (Request & { points: [number, number][] }) | string {
  const q = ctx.url.searchParams
  const lats = (q.get('latitude') ?? '').split(',').map(Number)
  const lons = (q.get('longitude') ?? '').split(',').map(Number)
  if (lats.length !== lons.length) {
    return "Parameter 'latitude' and 'longitude' must have the same number of elements"
  }
  if ([...lats, ...lons].some((n) => !Number.isFinite(n)) || lats.some((n) => Math.abs(n) > 90)) {
    return 'Latitude must be in range of -90 to 90°. Given: invalid.'
  }
  const requested = q.get('timezone') ?? 'GMT'
  // The brief for this fake: 'auto' answers in UTC rather than guessing each point's zone.
  const timeZone = requested === 'auto' || requested === 'UTC' ? 'GMT' : requested
  if (!isKnownZone(timeZone)) return `Invalid timezone '${requested}'`
  const models = (q.get('models') ?? '').split(',').filter(Boolean)
  const unknownModel = models.find((m) => api === 'marine' && !isMarineModel(m))
  if (unknownModel) return `Cannot initialize MarineModel from invalid String value ${unknownModel}`
  return {
    models,
    params: q,
    timeZone,
    points: lats.map((lat, i): [number, number] => [lat, lons[i] ?? 0]),
  }
}

function pointAnswer(ctx: SampleContext, api: Api, request: Request, lat: number, lon: number) {
  const [latitude, longitude] = snap(api, lat, lon)
  // Near a seeded spot, the marine answer is that spot's (physical directions, sea-state.ts).
  const point: PointSeed = {
    ...pointSeed(api, lat, lon),
    place: api === 'marine' ? placeNear(lat, lon) : null,
  }
  const times = hourlyEpochs(ctx, request)
  const hourlyVars = listParam(request.params, 'hourly')
  const hourly = columns(ctx, api, request, point, hourlyVars, times)
  if (typeof hourly === 'string') return { reason: hourly }
  const current = currentBlock(ctx, api, request, point)
  if (typeof current === 'string') return { reason: current }
  const daily = dailyBlock(ctx, request, (vars, epochs) =>
    columns(ctx, api, request, point, vars, epochs),
  )
  if (typeof daily === 'string') return { reason: daily }
  const offset = offsetMinutes(request.timeZone, ctx.now)
  const answer: Record<string, unknown> = {
    latitude,
    longitude,
    generationtime_ms: roundTo(0.2 + (point.seed % 1000) / 1000, 3),
    utc_offset_seconds: offset * 60,
    timezone: request.timeZone,
    timezone_abbreviation: gmtAbbreviation(offset),
    elevation: api === 'marine' ? 0 : 2 + (point.seed % 30),
    ...current,
  }
  if (hourlyVars.length) {
    answer.hourly_units = Object.fromEntries([
      ['time', 'iso8601'],
      ...hourly.map((c) => [c.key, c.unit]),
    ])
    answer.hourly = Object.fromEntries([
      ['time', times.map((t) => wallTime(t, request.timeZone))],
      ...hourly.map((c) => [c.key, c.values]),
    ])
  }
  return { ...answer, ...daily }
}

function currentBlock(ctx: SampleContext, api: Api, request: Request, point: PointSeed) {
  const vars = listParam(request.params, 'current')
  if (!vars.length) return {}
  const at = Math.floor(ctx.now / (15 * 60_000)) * 15 * 60_000
  // `current` never carries model suffixes: it is always the first/best model.
  const cols = columns(ctx, api, { ...request, models: [] }, point, vars, ctx.empty ? [] : [at])
  if (typeof cols === 'string') return cols
  return {
    current_units: Object.fromEntries([
      ['time', 'iso8601'],
      ['interval', 'seconds'],
      ...cols.map((c) => [c.key, c.unit]),
    ]),
    current: Object.fromEntries([
      ['time', wallTime(at, request.timeZone)],
      ['interval', 900],
      ...cols.map((c) => [c.key, c.values[0] ?? null]),
    ]),
  }
}

/** Hour instants for the answer: local midnight today minus past_days, for forecast_days. */
function hourlyEpochs(ctx: SampleContext, request: Request): number[] {
  if (ctx.empty) return []
  const days = clampInt(request.params.get('forecast_days'), 7, 0, 16)
  const past = clampInt(request.params.get('past_days'), 0, 0, 92)
  const start = localMidnight(ctx.now, request.timeZone) - past * 24 * HOUR_MS
  return Array.from({ length: (days + past) * 24 }, (_, i) => start + i * HOUR_MS)
}

/** Builds one column per variable (× model), converted to the units the request asked for. */
export function columns(
  ctx: SampleContext,
  api: Api,
  request: Request,
  point: PointSeed,
  variables: string[],
  epochs: number[],
): Column[] | string {
  const models = request.models.length ? request.models : ['best_match']
  const out: Column[] = []
  for (const variable of variables) {
    for (const model of models) {
      const generator =
        api === 'marine'
          ? marineGenerator(variable, model, point, ctx.samplesDir)
          : forecastGenerator(variable, model, point, ctx.samplesDir)
      if (generator === 'unknown')
        return `Cannot initialize variable from invalid String value ${variable}`
      const key = models.length === 1 ? variable : `${variable}_${suffix(api, model)}`
      out.push(column(key, generator, request.params, epochs))
    }
  }
  return out
}

function column(
  key: string,
  generator: Generator | 'unavailable',
  params: URLSearchParams,
  epochs: number[],
): Column {
  if (generator === 'unavailable') return { key, unit: 'undefined', values: epochs.map(() => null) }
  const [unit, convert] = outputUnit(generator.kind, generator.baseUnit, params)
  const values = epochs.map((t) => {
    const v = generator.at(Math.floor(t / HOUR_MS))
    return v === null ? null : convert(v)
  })
  return { key, unit, values }
}

// Unit strings as the real API writes them: note 'mp/h', and visibility always in metres.
function outputUnit(
  kind: Kind,
  baseUnit: string,
  params: URLSearchParams,
): [string, (n: number) => number] {
  const same = (n: number) => n
  if (kind === 'length' && params.get('length_unit') === 'imperial')
    return ['ft', (m) => roundTo(m * 3.28084, 2)]
  if (kind === 'temperature' && params.get('temperature_unit') === 'fahrenheit') {
    return ['°F', (c) => roundTo((c * 9) / 5 + 32, 1)]
  }
  if (kind === 'precipitation' && params.get('precipitation_unit') === 'inch')
    return ['inch', (mm) => roundTo(mm / 25.4, 3)]
  if (kind === 'speed') {
    const speed = params.get('wind_speed_unit') ?? 'kmh'
    if (speed === 'mph') return ['mp/h', (k) => roundTo(k / 1.609344, 1)]
    if (speed === 'ms') return ['m/s', (k) => roundTo(k / 3.6, 1)]
    if (speed === 'kn') return ['kn', (k) => roundTo(k / 1.852, 1)]
    return ['km/h', (k) => roundTo(k, 1)]
  }
  return [baseUnit, same]
}

// The Marine API names the default model 'marine_best_match' in suffixed keys (recorded).
function suffix(api: Api, model: string): string {
  return api === 'marine' && model === 'best_match' ? 'marine_best_match' : model
}

function listParam(params: URLSearchParams, name: string): string[] {
  return params
    .getAll(name)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean)
}

function clampInt(raw: string | null, fallback: number, min: number, max: number): number {
  const n = raw === null ? fallback : Number.parseInt(raw, 10)
  return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback
}
