// NOAA for US spots: NDBC buoy observations and CO-OPS tide predictions. Neither API batches,
// so requests are one per distinct buoy or station (spots sharing one share the request), a few
// in flight at a time. Tide predictions are astronomical: one answer covers two weeks and is
// reused until it no longer covers the date window, so most hourly runs ask CO-OPS nothing.
import { addDays } from '../../shared/domain/dates'
import type { UpstreamConfig, UpstreamResult } from '../upstream'
import { fetchBuoy, fetchTidePredictions } from '../upstream'
import { mapLimit } from './concurrency'
import { isUnreachable, NO_DATA } from './fetch-open-meteo'
import type { BuoyValue, Entry, FetchOutcome, IngestSpot, TideValue } from './types'

const IN_FLIGHT = 4
/** Buoy rows older than this are not kept: the pages need today, the dashboard compares today. */
const BUOY_HISTORY_MS = 36 * 3_600_000
/** Days of tide predictions asked for at once, starting the day before today (GMT). */
const TIDE_DAYS = 14

/** Distinct values of a spot field among US spots. */
function distinct(spots: readonly IngestSpot[], pick: (s: IngestSpot) => string | null): string[] {
  return [...new Set(spots.filter((s) => s.isUS).flatMap((s) => pick(s) ?? []))]
}

async function fetchEach<V>(
  keys: readonly string[],
  request: (key: string) => Promise<UpstreamResult<V>>,
  isEmpty: (value: V) => boolean,
): Promise<FetchOutcome<V>> {
  const fresh = new Map<string, Entry<V>>()
  const failures = new Map<string, string>()
  const results = await mapLimit(keys, IN_FLIGHT, request)
  let unreachable = results.length > 0
  for (const [i, result] of results.entries()) {
    const key = keys[i] ?? ''
    if (!result.ok) failures.set(key, result.error.message)
    else if (isEmpty(result.value)) failures.set(key, NO_DATA)
    else fresh.set(key, { fetchedAt: result.fetchedAt, value: result.value })
    unreachable &&= !result.ok && isUnreachable(result.error)
  }
  return { requests: keys.length, fresh, failures, unreachable }
}

/** The last 36 hours of observations of every buoy a US spot uses. */
export function fetchBuoysFor(
  spots: readonly IngestSpot[],
  config: UpstreamConfig,
  now: Date,
): Promise<FetchOutcome<BuoyValue>> {
  return fetchEach(
    distinct(spots, (s) => s.ndbcBuoy),
    async (station) => {
      const result = await fetchBuoy(station, { config })
      if (!result.ok) return result
      const since = now.getTime() - BUOY_HISTORY_MS
      const hourly = result.value.hourly.filter((h) => Date.parse(h.time) >= since)
      return { ...result, value: { hourly } }
    },
    (value) => value.hourly.length === 0,
  )
}

/** True when a stored prediction range covers the dates ingestion builds (GMT, inclusive). */
export function coversWindow(value: TideValue, first: string, last: string): boolean {
  return value.begin <= first && value.end >= last
}

/**
 * Tide predictions of every station a US spot uses; stations whose last answer still covers
 * [first, last] are not asked again (their entry comes back in `reused`).
 */
export async function fetchTidesFor(input: {
  spots: readonly IngestSpot[]
  config: UpstreamConfig
  known: ReadonlyMap<string, Entry<TideValue>>
  first: string
  last: string
}): Promise<FetchOutcome<TideValue> & { reused: Map<string, Entry<TideValue>> }> {
  const { known, first, last, config } = input
  const reused = new Map<string, Entry<TideValue>>()
  const stale: string[] = []
  for (const station of distinct(input.spots, (s) => s.tideStation)) {
    const entry = known.get(station)
    if (entry && coversWindow(entry.value, first, last)) reused.set(station, entry)
    else stale.push(station)
  }
  const begin = addDays(first, -1)
  const end = addDays(begin, TIDE_DAYS - 1)
  const outcome = await fetchEach(
    stale,
    async (station) => {
      const result = await fetchTidePredictions({ station, beginDate: begin, endDate: end, config })
      return result.ok ? { ...result, value: { begin, end, events: result.value } } : result
    },
    (value) => value.events.length === 0,
  )
  return { ...outcome, reused }
}
