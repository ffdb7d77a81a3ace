// A rated forecast for any point within 5 km of a coast, built as a spot's would be but never
// stored (docs/api.md 'A forecast for a point'): the point's facing, exposure, offshore sector,
// time zone, tide station and buoy come from proposeSpot (stations/propose.ts); its upstream
// answers from the engine's own clients (ingest/fetch-*.ts; the sample server in sample mode);
// its rows from the one spot-day builder (ingest/rows.ts). Kept in memory, bounded in size and
// time: answers per point rounded to 3 decimals, Open-Meteo answers per model grid cell (points in
// one cell share one fetch), tides and buoys per station.
import type { Payload } from 'payload'
import type {
  Condition,
  Exposure,
  Forecast,
  Hourly,
  HourlyWindEntry,
  IdealConditions,
  Report,
  SpotStations,
} from '../../../shared/contracts/conditions'
import { Hourly as HourlySchema } from '../../../shared/contracts/conditions'
import { AppError } from '../../../shared/contracts/errors'
import type { NearestSpot } from '../../../shared/contracts/point-forecast'
import { HourlyDoc, spotExposureOf } from '../../../shared/contracts/stored-rows'
import { idealConditionsOf } from '../../../shared/domain/rating/ideal-conditions'
import { shoreOf } from '../../../shared/domain/rating/shore'
import { addDays, dateWindow, dayOffsetOf, todayIn } from '../../../shared/domain/time/dates'
import { readUpstreamConfig } from '../upstream'
import type { UpstreamConfig } from '../upstream'
import { readUpstreamMode, sampleUpstreamConfig } from '../ingest/config'
import { fetchBuoysFor, fetchTidesFor } from '../ingest/fetch-noaa'
import {
  fetchForecastFor,
  fetchMarineFor,
  MARINE_MODELS,
  pointKey,
} from '../ingest/fetch-open-meteo'
import { buildSpotRows } from '../ingest/rows'
import { sampleUpstreamUrl } from '../ingest/sample-upstream'
import { hasLiveData, mergeOutcome } from '../ingest/snapshots'
import { buildSpot } from '../ingest/spot-series'
import type {
  BuoyValue,
  Entry,
  FetchOutcome,
  ForecastValue,
  IngestMode,
  IngestSpot,
  MarineValue,
  NwsValue,
  SourceStates,
  TideValue,
} from '../ingest/types'
import {
  ConditionDoc,
  ForecastDoc,
  ReportDoc,
  toCondition,
  toForecast,
  toReport,
} from '../read/docs'
import { findSpots } from '../read/queries'
import { distanceKm } from '../stations/coast'
import { refuseSpotPoint } from '../stations/derive'
import { describeStations } from '../stations/describe'
import { proposeSpot } from '../stations/propose'
import { loadTideStations } from '../stations/tide-catalogue'
import { FORECAST_CELLS_PER_DEGREE, gridCellKey, MARINE_CELLS_PER_DEGREE } from './cells'
import { lruCache, type LruCache } from './lru'

/** Decimals a point is rounded to (~110 m of latitude): answers are kept per rounded point. */
export const POINT_DECIMALS = 3
/** How long an answer or an upstream answer is kept: the refresh interval (hourly). */
export const POINT_TTL_MS = 60 * 60_000
export { FORECAST_CELLS_PER_DEGREE, gridCellKey, MARINE_CELLS_PER_DEGREE } from './cells'

const round = (v: number, places: number) => Math.round(v * 10 ** places) / 10 ** places

/** The point as answered: rounded to POINT_DECIMALS. */
export function roundPoint(latitude: number, longitude: number) {
  return { latitude: round(latitude, POINT_DECIMALS), longitude: round(longitude, POINT_DECIMALS) }
}

/**
 * Why a point gets no forecast, in words (the admin's spot proposal says the same): on land, more
 * than 5 km from a coast, or with no open water around it. Null when it gets one.
 */
export function refusePointForecast(latitude: number, longitude: number): string | null {
  const refusal = refuseSpotPoint(latitude, longitude)
  if (refusal) return refusal.replace('a surf spot must be', 'a forecast point must be')
  return null
}

/** Everything the API and the page answer for a point, every date the API accepts. */
export type PointBuild = {
  point: { latitude: number; longitude: number }
  nearestSpot: NearestSpot | null
  /** Published spots by distance, nearest first (the page lists a few). */
  nearbySpots: NearestSpot[]
  timeZone: string
  exposure: Exposure
  idealConditions: IdealConditions
  stations: SpotStations
  isSample: boolean
  /** Conditions (with the rating's rule table) and reports by local date. */
  conditions: Map<string, Condition>
  reports: Map<string, Report>
  /** The wind every 3 hours, by local date. */
  hourlyWind: Map<string, HourlyWindEntry[]>
  /** Forecast days and hourly days by date (today..+5 at the time of building). */
  forecasts: Omit<Forecast, 'dayOffset'>[]
  hourly: Hourly[]
  /** Whether upstream data came from the cell caches (all of it) for this build. */
  cellsCached: boolean
  /** Open-Meteo answered both APIs: a build missing either is not kept, so the next ask retries. */
  complete: boolean
}

/** A point answer and whether it came from the point cache. */
export type PointAnswer = { build: PointBuild; cached: boolean }

const builds = lruCache<PointBuild>({ max: 500, ttlMs: POINT_TTL_MS })
const marineCells = lruCache<Entry<MarineValue>>({ max: 2000, ttlMs: POINT_TTL_MS })
const forecastCells = lruCache<Entry<ForecastValue>>({ max: 2000, ttlMs: POINT_TTL_MS })
const tideStations = lruCache<Entry<TideValue>>({ max: 500, ttlMs: POINT_TTL_MS })
const buoys = lruCache<Entry<BuoyValue>>({ max: 200, ttlMs: POINT_TTL_MS })

type Cell<V> = { value: Entry<V> | null; hit: boolean }

/**
 * One upstream answer through its cache. A failed or empty answer is not kept (the next ask tries
 * again) and comes back as null: unknown stays unknown, never rated as flat.
 */
async function cached<V>(
  cache: LruCache<Entry<V>>,
  key: string,
  fetchOne: () => Promise<Entry<V> | undefined>,
): Promise<Cell<V>> {
  try {
    return await cache.get(key, async () => {
      const entry = await fetchOne()
      if (!entry) throw new Error(`no answer for ${key}`)
      return entry
    })
  } catch {
    return { value: null, hit: false }
  }
}

/** How many point answers were built (not served from the cache) in this process. */
let built = 0
export const pointBuildCount = () => built

/** Empties every point cache (tests, and a mode change). */
export function clearPointCaches(): void {
  for (const c of [builds, marineCells, forecastCells, tideStations, buoys]) c.clear()
}

/** Sample data when the spots show sample data (UPSTREAM_MODE=sample, or auto with nothing live). */
async function pointMode(payload: Payload): Promise<IngestMode> {
  const requested = readUpstreamMode()
  if (requested !== 'auto') return requested
  return (await hasLiveData(payload)) ? 'live' : 'sample'
}

async function configFor(mode: IngestMode): Promise<UpstreamConfig> {
  if (mode === 'live') return readUpstreamConfig()
  const url = await sampleUpstreamUrl()
  if (!url) throw new Error('sample data is not available in this process (no fake upstream)')
  return sampleUpstreamConfig(url)
}

type Fetched = {
  marine: Entry<MarineValue> | null
  forecast: Entry<ForecastValue> | null
  tide: Entry<TideValue> | null
  buoy: Entry<BuoyValue> | null
  hits: boolean[]
}

/** An outcome of one entry under `key` (or a failure), as the batched fetchers give. */
function outcomeOf<T>(key: string | null, entry: Entry<T> | null): FetchOutcome<T> {
  const fresh = new Map<string, Entry<T>>()
  const failures = new Map<string, string>()
  if (key && entry) fresh.set(key, entry)
  else if (key) failures.set(key, 'no answer for this point')
  return { requests: entry ? 1 : 0, fresh, failures, unreachable: false }
}

async function fetchUpstream(spot: IngestSpot, config: UpstreamConfig, mode: string, now: Date) {
  const key = pointKey(spot)
  const { latitude: lat, longitude: lon } = spot
  const first = addDays(todayIn('UTC', now), -1)
  const none: Cell<never> | null = null
  const results = await Promise.all([
    cached(marineCells, `${mode}:${gridCellKey(lat, lon, MARINE_CELLS_PER_DEGREE)}`, async () =>
      (await fetchMarineFor([spot], config)).fresh.get(key),
    ),
    cached(forecastCells, `${mode}:${gridCellKey(lat, lon, FORECAST_CELLS_PER_DEGREE)}`, async () =>
      (await fetchForecastFor([spot], config)).fresh.get(key),
    ),
    spot.isUS && spot.tideStation
      ? cached(tideStations, `${mode}:${spot.tideStation}`, async () => {
          const out = await fetchTidesFor({
            spots: [spot],
            config,
            known: new Map(),
            first,
            last: addDays(first, 7),
          })
          return out.fresh.get(spot.tideStation ?? '')
        })
      : none,
    spot.isUS && spot.ndbcBuoy
      ? cached(buoys, `${mode}:${spot.ndbcBuoy}`, async () => {
          const out = await fetchBuoysFor([spot], config, now, new Map())
          return out.fresh.get(spot.ndbcBuoy ?? '')
        })
      : none,
  ])
  const [marine, forecast, tide, buoy] = results
  const fetched: Fetched = {
    marine: marine.value,
    forecast: forecast.value,
    tide: tide?.value ?? null,
    buoy: buoy?.value ?? null,
    hits: results.flatMap((r) => (r ? [r.hit] : [])),
  }
  return fetched
}

function statesOf(spot: IngestSpot, f: Fetched, mode: IngestMode, now: Date): SourceStates {
  const key = pointKey(spot)
  const merge = { mode, now, base: new Map() }
  const nws: FetchOutcome<NwsValue> = outcomeOf<NwsValue>(null, null)
  return {
    'open-meteo-marine': mergeOutcome({
      ...merge,
      source: 'open-meteo-marine',
      model: MARINE_MODELS.join(','),
      outcome: outcomeOf(key, f.marine),
    }),
    'open-meteo-forecast': mergeOutcome({
      ...merge,
      source: 'open-meteo-forecast',
      model: 'best_match',
      outcome: outcomeOf(key, f.forecast),
    }),
    'noaa-ndbc': mergeOutcome({
      ...merge,
      source: 'noaa-ndbc',
      model: 'latest_obs standard met',
      outcome: outcomeOf(spot.ndbcBuoy, f.buoy),
    }),
    'noaa-coops': mergeOutcome({
      ...merge,
      source: 'noaa-coops',
      model: 'predictions hilo MLLW',
      outcome: outcomeOf(spot.isUS ? spot.tideStation : null, f.tide),
    }),
    'nws-grid': mergeOutcome({ ...merge, source: 'nws-grid', model: null, outcome: nws }),
  }
}

/** Published spots by distance from the point, nearest first. */
async function spotsByDistance(payload: Payload, latitude: number, longitude: number) {
  const spots = await findSpots(payload)
  return spots
    .map((s) => ({
      id: s.id,
      name: s.name,
      distanceKm: round(distanceKm(latitude, longitude, s.latitude, s.longitude), 1),
    }))
    .sort((a, b) => a.distanceKm - b.distanceKm)
}

async function buildPoint(
  payload: Payload,
  point: { latitude: number; longitude: number },
  mode: IngestMode,
  now: Date,
): Promise<PointBuild> {
  const { latitude, longitude } = point
  const proposal = proposeSpot({ latitude, longitude })
  if (proposal.facingFrom !== 'coastline') {
    throw new AppError(
      'BAD_REQUEST',
      `The point ${latitude}, ${longitude} has no open water around it: put it where the wave breaks.`,
    )
  }
  const spot: IngestSpot = {
    id: 0,
    name: 'This point',
    location: `${latitude}, ${longitude}`,
    breakType: proposal.breakType,
    skillLevel: proposal.skillLevel,
    latitude,
    longitude,
    beachFacingDegrees: proposal.beachFacingDegrees,
    offshoreFromDegrees: proposal.offshoreFromDegrees,
    offshoreToDegrees: proposal.offshoreToDegrees,
    exposure: proposal.exposure.byDirection,
    worksFromFt: null,
    isUS: proposal.isUS,
    timeZone: proposal.timeZone,
    tideStation: proposal.tideStation,
    ndbcBuoy: proposal.ndbcBuoy,
    // The NWS grid needs a beach point and a zone lookup: a point reads Open-Meteo, buoy and tides.
    landLatitude: null,
    landLongitude: null,
    marineZone: null,
  }
  const [fetched, nearby] = await Promise.all([
    configFor(mode).then((config) => fetchUpstream(spot, config, mode, now)),
    spotsByDistance(payload, latitude, longitude),
    loadTideStations([spot.tideStation]),
  ])
  const one = buildSpot(spot, statesOf(spot, fetched, mode, now), mode)
  const rows = buildSpotRows(one, now)
  const updatedAt = now.toISOString()
  const exposure = spotExposureOf(
    { ...proposal.exposure, source: 'computed' },
    spot.beachFacingDegrees,
  )
  const shore = shoreOf(spot)
  built++
  return {
    point,
    nearestSpot: nearby[0] ?? null,
    nearbySpots: nearby.slice(0, 5),
    timeZone: spot.timeZone,
    exposure,
    idealConditions: idealConditionsOf({
      byDirection: exposure.byDirection,
      offshoreFromDeg: shore.offshoreFromDeg,
      offshoreToDeg: shore.offshoreToDeg,
      worksFromFt: null,
      bestTide: null,
    }),
    stations: describeStations({
      slug: '',
      latitude,
      longitude,
      isUS: spot.isUS,
      tideStation: spot.tideStation,
      ndbcBuoy: spot.ndbcBuoy,
      nwsZone: null,
      nwsOffice: null,
    }),
    isSample: mode === 'sample',
    conditions: new Map(
      rows.conditions.map((r) => [
        r.date,
        toCondition(ConditionDoc.parse({ ...r, updatedAt }), true),
      ]),
    ),
    hourlyWind: new Map(rows.conditions.map((r) => [r.date, r.hourlyWind])),
    reports: new Map(rows.reports.map((r) => [r.date, toReport(ReportDoc.parse(r))])),
    forecasts: rows.forecasts.map((r, i) => {
      const { dayOffset: _offset, ...day } = toForecast(ForecastDoc.parse({ ...r, id: i + 1 }), 0)
      return day
    }),
    hourly: rows.hourly.map((r) => HourlySchema.parse({ spotId: 0, ...HourlyDoc.parse(r) })),
    cellsCached: fetched.hits.length > 0 && fetched.hits.every(Boolean),
    complete: fetched.marine !== null && fetched.forecast !== null,
  }
}

/**
 * The point's build, from the cache when it was built within the hour. 400 with the reason for a
 * point on land, more than 5 km from a coast or with no open water around it.
 */
export async function pointForecast(
  payload: Payload,
  input: { latitude: number; longitude: number; now: Date },
): Promise<PointAnswer> {
  const point = roundPoint(input.latitude, input.longitude)
  const refusal = refusePointForecast(point.latitude, point.longitude)
  if (refusal) throw new AppError('BAD_REQUEST', refusal)
  const mode = await pointMode(payload)
  const key = `${mode}:${point.latitude},${point.longitude}`
  const { value, hit } = await builds.get(key, () => buildPoint(payload, point, mode, input.now))
  if (!value.complete) builds.delete(key)
  return { build: value, cached: hit }
}

/** The forecast days of the point's today..+4 at `now`, each with its offset from today. */
export function pointForecastDays(build: PointBuild, now: Date): Forecast[] {
  const today = todayIn(build.timeZone, now)
  const window = new Set(dateWindow(today))
  return build.forecasts
    .filter((f) => window.has(f.forecastDate))
    .map((f) => ({ ...f, dayOffset: dayOffsetOf(f.forecastDate, today) ?? 0 }))
}

/** The hour-by-hour days of the point's today..+4 at `now`. */
export function pointHourlyDays(build: PointBuild, now: Date): Hourly[] {
  const window = new Set(dateWindow(todayIn(build.timeZone, now)))
  return build.hourly.filter((h) => window.has(h.date))
}
