// NWS api.weather.gov. Needs an identifying User-Agent on every call (the
// http wrapper always sends one). Errors are application/problem+json; /points over open ocean
// is a 404, which callers should read as "use a beach coordinate", not as an outage.
import { z } from 'zod'
import type { HourlyConditions } from '../../../shared/domain/forecast/series'
import { createTtlCache } from './cache'
import type { UpstreamConfig } from './config'
import { readUpstreamConfig, upstreamUrl } from './config'
import type { UpstreamResult } from './http'
import { fail, fetchJson } from './http'
import { blankHour } from './hourly'
import { parseNwsPeriods } from './nws-periods'
import type { NwsPeriod } from './nws-periods'
import { converterFor } from './units'
import type { Dimension } from './units'

export { parseWindSpeed } from './nws-periods'
export type { NwsPeriod, WindSpeedRange } from './nws-periods'

type Options = { config?: UpstreamConfig }

const GEO_JSON = 'application/geo+json'

export type NwsPoint = {
  gridId: string
  gridX: number
  gridY: number
  forecastUrl: string
  forecastHourlyUrl: string
  forecastGridDataUrl: string
  observationStationsUrl: string
  timeZone: string
  city: string | null
  state: string | null
}

const PointSchema = z.object({
  properties: z.object({
    gridId: z.string(),
    gridX: z.number().int(),
    gridY: z.number().int(),
    forecast: z.string(),
    forecastHourly: z.string(),
    forecastGridData: z.string(),
    observationStations: z.string(),
    timeZone: z.string(),
    relativeLocation: z
      .object({ properties: z.object({ city: z.string(), state: z.string() }) })
      .optional(),
  }),
})

// A spot's grid cell does not move: remember successful lookups for a long time.
const pointCache = createTtlCache<UpstreamResult<NwsPoint>>({
  maxEntries: 1000,
  ttlMs: 30 * 24 * 60 * 60 * 1000,
})

/** Looks up the forecast grid cell for a coordinate (rounded to 4 decimals, as NWS requires). */
export async function fetchPoint(
  latitude: number,
  longitude: number,
  { config = readUpstreamConfig() }: Options = {},
): Promise<UpstreamResult<NwsPoint>> {
  // More than 4 decimals earns a 301 redirect; trailing zeros are dropped by String().
  const coords = `${Math.round(latitude * 1e4) / 1e4},${Math.round(longitude * 1e4) / 1e4}`
  const url = upstreamUrl(config, 'nws', `/points/${coords}`)
  const cached = pointCache.get(url.href)
  if (cached) return cached
  const result = await fetchJson({ source: 'nws', url, config, accept: GEO_JSON }, PointSchema)
  if (!result.ok) return result
  const p = result.value.properties
  const point: UpstreamResult<NwsPoint> = {
    ok: true,
    fetchedAt: result.fetchedAt,
    value: {
      gridId: p.gridId,
      gridX: p.gridX,
      gridY: p.gridY,
      forecastUrl: p.forecast,
      forecastHourlyUrl: p.forecastHourly,
      forecastGridDataUrl: p.forecastGridData,
      observationStationsUrl: p.observationStations,
      timeZone: p.timeZone,
      city: p.relativeLocation?.properties.city ?? null,
      state: p.relativeLocation?.properties.state ?? null,
    },
  }
  pointCache.set(url.href, point)
  return point
}

export type NwsForecast = {
  updateTime: string | null
  periods: NwsPeriod[]
  /** Hourly forecast only: the periods as hourly rows (wind speed = the upper bound of a range). */
  hourly: HourlyConditions[]
}

/** Fetches the ~156 one-hour periods of /gridpoints/{gridId}/{x},{y}/forecast/hourly. */
export function fetchHourlyForecast(
  gridId: string,
  gridX: number,
  gridY: number,
  options: Options = {},
): Promise<UpstreamResult<NwsForecast>> {
  return fetchPeriods(`/gridpoints/${gridId}/${gridX},${gridY}/forecast/hourly`, options)
}

/** Fetches the ~14 twelve-hour periods of /gridpoints/{gridId}/{x},{y}/forecast (5-day view). */
export function fetchDailyForecast(
  gridId: string,
  gridX: number,
  gridY: number,
  options: Options = {},
): Promise<UpstreamResult<NwsForecast>> {
  return fetchPeriods(`/gridpoints/${gridId}/${gridX},${gridY}/forecast`, options)
}

async function fetchPeriods(
  path: string,
  { config = readUpstreamConfig() }: Options,
): Promise<UpstreamResult<NwsForecast>> {
  const url = upstreamUrl(config, 'nws', encodeURI(path))
  const result = await fetchJson({ source: 'nws', url, config, accept: GEO_JSON }, ForecastSchema)
  if (!result.ok) return result
  const parsed = parseNwsPeriods(result.value.properties.periods)
  if (typeof parsed === 'string') return fail('nws', 'malformed', parsed)
  const hourly = path.endsWith('/hourly') ? parsed.map(periodToHour) : []
  const updateTime = result.value.properties.updateTime ?? null
  return { ok: true, value: { updateTime, periods: parsed, hourly }, fetchedAt: result.fetchedAt }
}

const ForecastSchema = z.object({
  properties: z.object({
    updateTime: z.string().optional(),
    periods: z.array(z.unknown()),
  }),
})

function periodToHour(period: NwsPeriod): HourlyConditions {
  return {
    ...blankHour(period.startTime),
    windSpeedMph: period.windSpeedMph?.max ?? null,
    windDirectionDeg: period.windDirectionDeg,
    airTempF: period.temperatureF,
  }
}

export type NwsObservation = {
  stationId: string
  observedAt: string
  textDescription: string | null
  conditions: HourlyConditions
}

const Quantity = z.object({ unitCode: z.string(), value: z.number().nullable() }).optional()

const ObservationSchema = z.object({
  properties: z.object({
    timestamp: z.string(),
    textDescription: z.string().nullable().optional(),
    temperature: Quantity,
    windDirection: Quantity,
    windSpeed: Quantity,
    windGust: Quantity,
    visibility: Quantity,
  }),
})

/** Fetches a station's latest observation (°C, km/h, m in the answer; converted here). */
export async function fetchLatestObservation(
  stationId: string,
  { config = readUpstreamConfig() }: Options = {},
): Promise<UpstreamResult<NwsObservation>> {
  const id = stationId.trim().toUpperCase()
  const url = upstreamUrl(config, 'nws', `/stations/${encodeURIComponent(id)}/observations/latest`)
  const result = await fetchJson(
    { source: 'nws', url, config, accept: GEO_JSON },
    ObservationSchema,
  )
  if (!result.ok) return result
  const p = result.value.properties
  const observedAt = new Date(p.timestamp)
  if (Number.isNaN(observedAt.getTime()))
    return fail('nws', 'malformed', `bad timestamp '${p.timestamp}'`)
  const values = {
    airTempF: quantity(p.temperature, 'temperature'),
    windDirectionDeg: quantity(p.windDirection, 'direction'),
    windSpeedMph: quantity(p.windSpeed, 'speed'),
    windGustMph: quantity(p.windGust, 'speed'),
    visibilityMiles: quantity(p.visibility, 'visibility'),
  }
  const bad = Object.values(values).find((v) => typeof v === 'string')
  if (typeof bad === 'string') return fail('nws', 'malformed', bad)
  const conditions = {
    ...blankHour(observedAt.toISOString()),
    ...(values as Record<keyof typeof values, number | null>),
  }
  return {
    ok: true,
    fetchedAt: result.fetchedAt,
    value: {
      stationId: id,
      observedAt: observedAt.toISOString(),
      textDescription: p.textDescription ?? null,
      conditions,
    },
  }
}

function quantity(q: z.output<typeof Quantity>, dimension: Dimension): number | null | string {
  if (!q || q.value === null) return null
  const convert = converterFor(dimension, q.unitCode)
  return convert ? convert(q.value) : `unexpected unitCode '${q.unitCode}'`
}
