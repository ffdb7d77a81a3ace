// NOAA CO-OPS tide predictions. Quirks: errors come back as HTTP 200 with
// {"error": {"message"}}, heights are strings, and times carry no offset (we ask for GMT).
import { z } from 'zod'
import type { TideEvent } from '../../../shared/domain/forecast/series'
import type { UpstreamConfig } from './config'
import { readUpstreamConfig, upstreamUrl } from './config'
import type { UpstreamResult } from './http'
import { fail, fetchJson } from './http'
import { utcWallTimeToIso } from './time'

export type TidePredictionOptions = {
  station: string
  /** 'YYYYMMDD' or 'YYYY-MM-DD' (GMT). */
  beginDate: string
  endDate: string
  config?: UpstreamConfig
}

const ErrorBody = z.object({ error: z.object({ message: z.string() }) })

const PredictionsBody = z.object({
  predictions: z.array(z.object({ t: z.string(), v: z.string(), type: z.string() })),
})

const ResponseSchema = z.union([PredictionsBody, ErrorBody])

// 'HH'/'LL' (higher high / lower low) appear in some CO-OPS products; they are still highs/lows.
const TYPES: Record<string, TideEvent['type']> = { H: 'high', HH: 'high', L: 'low', LL: 'low' }

/** Fetches high/low tide predictions (MLLW, feet, GMT) for a station and date range. */
export async function fetchTidePredictions(
  options: TidePredictionOptions,
): Promise<UpstreamResult<TideEvent[]>> {
  const config = options.config ?? readUpstreamConfig()
  const url = upstreamUrl(config, 'coops', '/api/prod/datagetter')
  const params = {
    product: 'predictions',
    interval: 'hilo',
    datum: 'MLLW',
    units: 'english',
    time_zone: 'gmt',
    format: 'json',
    application: config.coopsApplication,
    station: options.station.trim(),
    begin_date: options.beginDate.replaceAll('-', ''),
    end_date: options.endDate.replaceAll('-', ''),
  }
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value)
  const result = await fetchJson({ source: 'coops', url, config }, ResponseSchema)
  if (!result.ok) return result
  if ('error' in result.value)
    return fail('coops', 'upstream-error', result.value.error.message.trim())
  const events: TideEvent[] = []
  for (const p of result.value.predictions) {
    const time = utcWallTimeToIso(p.t)
    const type = TYPES[p.type.trim().toUpperCase()]
    if (!time || !type)
      return fail('coops', 'malformed', `unreadable prediction ${JSON.stringify(p)}`)
    const height = p.v.trim() === '' ? NaN : Number(p.v)
    events.push({ time, type, heightFt: Number.isFinite(height) ? height : null })
  }
  events.sort((a, b) => a.time.localeCompare(b.time))
  return { ok: true, value: events, fetchedAt: result.fetchedAt }
}
