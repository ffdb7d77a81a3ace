// NOAA for US spots: NDBC buoy observations and CO-OPS tide predictions. NDBC publishes every
// station's newest row in one small file, read once per refresh for all buoys; each buoy's
// realtime2 history (.txt, 45 days) and spectral summary (.spec: swell / wind-wave split) are read
// at most once per clock hour (NDBC adds a row an hour), so a gap in refreshes leaves no gap in
// the buoy's hours and the observed swell is told from the wind chop. CO-OPS does not
// batch: one request per distinct station (spots sharing one share it), a few in flight at a
// time. Tide predictions are astronomical: one answer covers two weeks and is reused until it no
// longer covers the date window, so most hourly runs ask CO-OPS nothing.
import { addDays } from '../../shared/domain/dates'
import type { UpstreamConfig, UpstreamResult } from '../upstream'
import type { HourlyConditions } from '../../shared/domain/series'
import type { BuoyObservation } from '../upstream'
import { fetchBuoy, fetchLatestObservations, fetchTidePredictions } from '../upstream'
import type { SpectralHour } from '../upstream/ndbc-spec'
import { fetchSpectralSummary } from '../upstream/ndbc-spec'
import { mapLimit } from './concurrency'
import { isUnreachable, NO_DATA } from './fetch-open-meteo'
import type { RunSchedule } from './polite'
import { isDue } from './polite'
import type { BuoyValue, Entry, FetchOutcome, IngestSpot, TideValue } from './types'

const IN_FLIGHT = 4
/**
 * Buoy hours older than this are not kept: the pages need today, the accuracy record's shorter
 * window is 7 days, so a week without refreshes is filled in by the next one.
 */
export const BUOY_HISTORY_MS = 7 * 24 * 3_600_000
/** NDBC adds one row an hour: a buoy's history files are asked for at most once per clock hour. */
export const NDBC_HISTORY_SCHEDULE: RunSchedule = { everyHours: 1, delayHours: 0 }
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

type History = { hourly: HourlyConditions[]; split: SpectralHour[]; fetchedAt: string }

/** A buoy's realtime2 history and spectral summary; null when the history could not be read. */
async function fetchHistory(station: string, config: UpstreamConfig): Promise<History | null> {
  const [txt, spec] = await Promise.all([
    fetchBuoy(station, { config }),
    fetchSpectralSummary(station, { config }),
  ])
  if (!txt.ok) return null
  return { hourly: txt.value.hourly, split: spec.ok ? spec.value : [], fetchedAt: txt.fetchedAt }
}

const SPLIT_FIELDS = [
  'swellHeightFt',
  'swellPeriodS',
  'swellDirectionDeg',
  'windWaveHeightFt',
  'windWavePeriodS',
  'windWaveDirectionDeg',
] as const

/** Hours by time (later lists win), each with the .spec split of its hour where there is one. */
export function mergeBuoyHours(
  lists: readonly (readonly HourlyConditions[])[],
  split: readonly SpectralHour[],
  since: number,
): HourlyConditions[] {
  const byTime = new Map<number, HourlyConditions>()
  for (const hour of lists.flat()) byTime.set(Date.parse(hour.time), hour)
  const splits = new Map(split.map((s) => [Date.parse(s.time), s]))
  return [...byTime.entries()]
    .filter(([t]) => t >= since)
    .sort(([a], [b]) => a - b)
    .map(([t, hour]) => {
      const s = splits.get(t)
      if (!s) return hour
      const merged = { ...hour }
      for (const field of SPLIT_FIELDS) merged[field] = s[field] ?? hour[field]
      return merged
    })
}

/**
 * The last week of observations of every buoy a US spot uses. ONE request reads NDBC's
 * latest-observations file (each buoy's newest row); a buoy whose history was not read this clock
 * hour also gets its realtime2 .txt and .spec (a few in flight), the rest keep the hours of the
 * last snapshot (`known`), so a buoy's week builds up one refresh at a time between readings.
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
  const due = buoys.filter((b) => {
    const at = known.get(b)?.value.historyAt
    return isDue(at ? { fetchedAt: at, value: null } : undefined, now, NDBC_HISTORY_SCHEDULE)
  })
  const [result, histories] = await Promise.all([
    fetchLatestObservations({ config }),
    mapLimit(due, IN_FLIGHT, (b) => fetchHistory(b, config)),
  ])
  const history = new Map(due.map((b, i) => [b, histories[i] ?? null]))
  const fresh = new Map<string, Entry<BuoyValue>>()
  const failures = new Map<string, string>()
  const since = now.getTime() - BUOY_HISTORY_MS
  for (const buoy of buoys) {
    const observed = result.ok ? result.value.get(buoy) : undefined
    const read = history.get(buoy)
    if (!observed && !read) {
      failures.set(buoy, result.ok ? "not in NDBC's latest observations" : result.error.message)
      continue
    }
    const earlier = known.get(buoy)?.value
    const hourly = mergeBuoyHours(
      [earlier?.hourly ?? [], read?.hourly ?? [], observed ? [onTheHour(observed)] : []],
      read?.split ?? [],
      since,
    )
    const historyAt = read?.fetchedAt ?? earlier?.historyAt
    const fetchedAt = result.ok ? result.fetchedAt : (read?.fetchedAt ?? now.toISOString())
    if (hourly.length === 0) failures.set(buoy, NO_DATA)
    else fresh.set(buoy, { fetchedAt, value: { hourly, ...(historyAt ? { historyAt } : {}) } })
  }
  const unreachable = !result.ok && isUnreachable(result.error)
  return { requests: 1 + due.length * 2, fresh, failures, unreachable }
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
