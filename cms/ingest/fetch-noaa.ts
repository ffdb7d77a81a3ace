// NOAA for US spots: NDBC buoy observations and CO-OPS tide predictions. NDBC publishes every
// station's newest row in one small file, read once per refresh for all buoys. CO-OPS does not
// batch: one request per distinct station (spots sharing one share it), a few in flight at a
// time. Tide predictions are astronomical: one answer covers two weeks and is reused until it no
// longer covers the date window, so most hourly runs ask CO-OPS nothing.
import { addDays } from '../../shared/domain/dates'
import type { UpstreamConfig, UpstreamResult } from '../upstream'
import type { HourlyConditions } from '../../shared/domain/series'
import type { BuoyObservation } from '../upstream'
import { fetchLatestObservations, fetchTidePredictions } from '../upstream'
import { mapLimit } from './concurrency'
import { isUnreachable, NO_DATA } from './fetch-open-meteo'
import type { BuoyValue, Entry, FetchOutcome, IngestSpot, TideValue } from './types'

const IN_FLIGHT = 4
/** Buoy rows older than this are not kept: the pages need today, the dashboard compares today. */
const BUOY_HISTORY_MS = 36 * 3_600_000
const HOUR_MS = 3_600_000
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

/** An observation as the hourly row of the nearest whole hour (a :50 reading is the next hour's). */
function onTheHour({ observedAt, ...hour }: BuoyObservation): HourlyConditions {
  return {
    ...hour,
    time: new Date(Math.round(Date.parse(observedAt) / HOUR_MS) * HOUR_MS).toISOString(),
  }
}

/**
 * The last 36 hours of observations of every buoy a US spot uses, from ONE request: NDBC's
 * latest-observations file gives each buoy's newest row; the hours before come from the last
 * snapshot (`known`), so a buoy's history builds up one refresh at a time.
 */
export async function fetchBuoysFor(
  spots: readonly IngestSpot[],
  config: UpstreamConfig,
  now: Date,
  known: ReadonlyMap<string, Entry<BuoyValue>>,
): Promise<FetchOutcome<BuoyValue>> {
  const buoys = distinct(spots, (s) => s.ndbcBuoy)
  if (buoys.length === 0)
    return { requests: 0, fresh: new Map(), failures: new Map(), unreachable: false }
  const result = await fetchLatestObservations({ config })
  const fresh = new Map<string, Entry<BuoyValue>>()
  const failures = new Map<string, string>()
  const since = now.getTime() - BUOY_HISTORY_MS
  for (const buoy of buoys) {
    const observed = result.ok ? result.value.get(buoy) : undefined
    if (!result.ok) failures.set(buoy, result.error.message)
    else if (!observed) failures.set(buoy, "not in NDBC's latest observations")
    else {
      const latest = onTheHour(observed)
      const earlier = (known.get(buoy)?.value.hourly ?? []).filter((h) => h.time !== latest.time)
      const hourly = [...earlier, latest]
        .filter((h) => Date.parse(h.time) >= since)
        .sort((a, b) => Date.parse(a.time) - Date.parse(b.time))
      if (hourly.length === 0) failures.set(buoy, NO_DATA)
      else fresh.set(buoy, { fetchedAt: result.fetchedAt, value: { hourly } })
    }
  }
  const unreachable = !result.ok && isUnreachable(result.error)
  return { requests: 1, fresh, failures, unreachable }
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
