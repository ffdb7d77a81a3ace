// NOAA for US spots: NDBC buoy observations and CO-OPS tide predictions. NDBC publishes every
// station's newest row in one small file, read once per refresh for all buoys; each buoy's
// realtime2 history (.txt, 45 days) and spectral summary (.spec: swell / wind-wave split) are read
// at most once per clock hour (NDBC adds a row an hour), so a gap in refreshes leaves no gap in
// the buoy's hours and the observed swell is told from the wind chop. CO-OPS does not
// batch: one request per distinct station (spots sharing one share it), a few in flight at a
// time. Tide predictions are astronomical: one answer covers two weeks and is reused until it no
// longer covers the date window, so most hourly runs ask CO-OPS nothing.
import { addDays } from '../../../shared/domain/time/dates'
import type { UpstreamConfig, UpstreamResult } from '../upstream'
import type { HourlyConditions } from '../../../shared/domain/forecast/series'
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

const SPLIT_FIELDS = [
  'swellHeightFt',
  'swellPeriodS',
  'swellDirectionDeg',
  'windWaveHeightFt',
  'windWavePeriodS',
  'windWaveDirectionDeg',
] as const

/** `later` over `earlier`, field by field: a value `later` lacks (null) is kept from `earlier`. */
function fillFrom(earlier: HourlyConditions | undefined, later: HourlyConditions) {
  if (!earlier) return later
  const merged = { ...later }
  for (const key of Object.keys(later) as (keyof HourlyConditions)[])
    if (later[key] === null) Object.assign(merged, { [key]: earlier[key] })
  return merged
}

/**
 * A buoy's hours since `since`, one per time, oldest first: later lists win field by field (an
 * hour's split, read earlier, survives the newest row), then the .spec split of its hour on top.
 */
export function mergeBuoyHours(
  lists: readonly (readonly HourlyConditions[])[],
  split: readonly SpectralHour[],
  since: number,
): HourlyConditions[] {
  const byTime = new Map<number, HourlyConditions>()
  for (const hour of lists.flat()) {
    const t = Date.parse(hour.time)
    byTime.set(t, fillFrom(byTime.get(t), hour))
  }
  for (const s of split) {
    const hour = byTime.get(Date.parse(s.time))
    if (!hour) continue
    const merged = { ...hour }
    for (const field of SPLIT_FIELDS) merged[field] = s[field] ?? hour[field]
    byTime.set(Date.parse(s.time), merged)
  }
  return [...byTime.entries()]
    .filter(([t]) => t >= since)
    .sort(([a], [b]) => a - b)
    .map(([, hour]) => hour)
}

/** True when a buoy's file (read last at `at`) may be asked for again: once per clock hour. */
const hourlyDue = (at: string | undefined, now: Date) =>
  isDue(at ? { fetchedAt: at, value: null } : undefined, now, NDBC_HISTORY_SCHEDULE)

/** True when the known hours stop more than an hour before the newest row: refreshes were missed. */
function hasGap(known: BuoyValue | undefined, newest: BuoyObservation | undefined): boolean {
  const last = known?.hourly.at(-1)?.time
  if (!last || !newest) return true
  return Date.parse(onTheHour(newest).time) - Date.parse(last) > HOUR_MS
}

/**
 * The last week of observations of every buoy a US spot uses. ONE request reads NDBC's
 * latest-observations file (each buoy's newest row); each buoy's .spec (the swell / wind-wave
 * split, hourly rows) is read once per clock hour, and its realtime2 .txt (45 days) only when
 * the hours known from the last snapshot (`known`) stop short of the newest row (a refresh was
 * missed, or a first run), at most once per clock hour: so the week has no gap.
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
  const newest = (b: string) => (result.ok ? result.value.get(b) : undefined)
  const txtDue = buoys.filter(
    (b) => hourlyDue(known.get(b)?.value.historyAt, now) && hasGap(known.get(b)?.value, newest(b)),
  )
  const specDue = buoys.filter((b) => hourlyDue(known.get(b)?.value.specAt, now))
  const [txts, specs] = await Promise.all([
    mapLimit(txtDue, IN_FLIGHT, (b) => fetchBuoy(b, { config })),
    mapLimit(specDue, IN_FLIGHT, (b) => fetchSpectralSummary(b, { config })),
  ])
  const answered = <V>(keys: string[], results: UpstreamResult<V>[]) =>
    new Map(
      keys.flatMap((k, i) => {
        const r = results[i]
        return r?.ok ? [[k, { value: r.value, at: r.fetchedAt }] as const] : []
      }),
    )
  const history = answered(txtDue, txts)
  const split = answered(specDue, specs)
  const fresh = new Map<string, Entry<BuoyValue>>()
  const failures = new Map<string, string>()
  const since = now.getTime() - BUOY_HISTORY_MS
  for (const buoy of buoys) {
    const observed = newest(buoy)
    const read = history.get(buoy)
    if (!observed && !read) {
      failures.set(buoy, result.ok ? "not in NDBC's latest observations" : result.error.message)
      continue
    }
    const earlier = known.get(buoy)?.value
    const hourly = mergeBuoyHours(
      [earlier?.hourly ?? [], read?.value.hourly ?? [], observed ? [onTheHour(observed)] : []],
      split.get(buoy)?.value ?? [],
      since,
    )
    const historyAt = read?.at ?? earlier?.historyAt
    const specAt = split.get(buoy)?.at ?? earlier?.specAt
    const fetchedAt = result.ok ? result.fetchedAt : (read?.at ?? now.toISOString())
    const value: BuoyValue = {
      hourly,
      ...(historyAt ? { historyAt } : {}),
      ...(specAt ? { specAt } : {}),
    }
    if (hourly.length === 0) failures.set(buoy, NO_DATA)
    else fresh.set(buoy, { fetchedAt, value })
  }
  const unreachable = !result.ok && isUnreachable(result.error)
  return { requests: 1 + txtDue.length + specDue.length, fresh, failures, unreachable }
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
