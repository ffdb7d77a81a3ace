// Open-Meteo Marine and Forecast for every spot, batched: one location per model grid cell (spots
// in one cell share its answer: Marine 1/12°, Forecast 1/40°, ../point/cells.ts), up to 200
// locations per request, so a full refresh of 49 spots costs one request per API, and none while
// the last answer is from the newest model run (polite.ts; for Marine, read from the models' metadata). Times come back in GMT (the spot's own zone is
// applied later); one day back and six ahead cover today..+4 in every zone on Earth.
import type { ModelRun, UpstreamConfig, UpstreamError, UpstreamResult } from '../upstream'
import { fetchForecast, fetchMarine, fetchModelRun } from '../upstream'
import type { OpenMeteoPoint } from '../upstream'
import { FORECAST_CELLS_PER_DEGREE, gridCellKey, MARINE_CELLS_PER_DEGREE } from '../point/cells'
import { toHourTable } from './hour-table'
import type { RunSchedule } from './polite'
import { FORECAST_SCHEDULE, isDue, isDueByRuns, MARINE_SCHEDULE } from './polite'
import type { Entry, FetchOutcome, ForecastValue, GridCell, IngestSpot, MarineValue } from './types'

/** best_match feeds the pages; the other two are the independent pair the dashboard compares. */
export const MARINE_MODELS = ['best_match', 'ecmwf_wam025', 'ncep_gfswave025'] as const
/**
 * Locations per request: Open-Meteo takes up to 1,000; 200 keeps a URL under ~5 KB and an answer
 * a few MB (49 spots → 1 request; 10,000 spots → at most 50).
 */
export const OPEN_METEO_BATCH = 200
/** Cells so fine (pointKey's 4 decimals) that every spot is a cell of its own. */
const SPOT_CELLS = 10_000
export const PAST_DAYS = 1
export const FORECAST_DAYS = 6

/** The key a spot's Open-Meteo answer is stored under: its coordinates, 4 decimals. */
export function pointKey(spot: Pick<IngestSpot, 'latitude' | 'longitude'>): string {
  return `${spot.latitude.toFixed(4)},${spot.longitude.toFixed(4)}`
}

/** True when an upstream failure means "could not reach it" rather than "it answered badly". */
export function isUnreachable(error: UpstreamError): boolean {
  return error.kind === 'network' || error.kind === 'timeout'
}

const cellOf = (point: OpenMeteoPoint<unknown>): GridCell => ({
  latitude: point.latitude,
  longitude: point.longitude,
})

type Chunked<T> = (points: IngestSpot[]) => Promise<UpstreamResult<OpenMeteoPoint<T>[]>>

/** What a request that succeeded but carried no hours is recorded as (its last answer is kept). */
export const NO_DATA = 'answered with no data'

/** What a batched fetch keeps from the last run: answers not due again are not asked for. */
export type Politeness<V> = {
  known: ReadonlyMap<string, Entry<V>>
  now: Date
  schedule: RunSchedule
  /** The models' newest runs from their metadata; when given, they decide instead of `schedule`. */
  runs?: readonly ModelRun[] | null
  /** Ask for everything (an operator's forced refresh). */
  force?: boolean
}

const isDueNow = <V>(last: Entry<V>, polite: Politeness<V>) =>
  polite.runs ? isDueByRuns(last, polite.runs) : isDue(last, polite.now, polite.schedule)

/**
 * The spots by model grid cell (at `perDegree`), in the spots' order: the first spot of a cell is
 * the location asked for, and its answer is every spot's of the cell.
 */
export function spotsByCell(
  spots: readonly IngestSpot[],
  perDegree: number,
): Map<string, IngestSpot[]> {
  const cells = new Map<string, IngestSpot[]>()
  for (const spot of new Map(spots.map((s) => [pointKey(s), s])).values()) {
    const key = gridCellKey(spot.latitude, spot.longitude, perDegree)
    const cell = cells.get(key)
    if (cell) cell.push(spot)
    else cells.set(key, [spot])
  }
  return cells
}

/**
 * `false`: one location per spot. The built-in sample upstream makes each spot's data from the
 * spot itself (its swell window, its wind), not from a model grid: a neighbour's answer would be
 * another spot's made-up window, so sample runs keep one location per spot.
 */
export type CellSharing = { shareCells?: boolean }

async function fetchChunks<H, V>(
  spots: readonly IngestSpot[],
  perDegree: number,
  request: Chunked<H>,
  toValue: (point: OpenMeteoPoint<H>) => V,
  polite?: Politeness<V>,
): Promise<FetchOutcome<V>> {
  const reused = new Map<string, Entry<V>>()
  // A cell is asked for when any of its spots is due (or new); else each spot keeps its answer.
  const due = [...spotsByCell(spots, perDegree).values()].filter((cell) => {
    const kept = cell.map((s) => polite?.known.get(pointKey(s)))
    const isDue = kept.some((last) => !polite || polite.force || !last || isDueNow(last, polite))
    if (!isDue)
      for (const [i, last] of kept.entries()) if (last) reused.set(pointKey(cell[i]!), last)
    return isDue
  })
  const chunks: IngestSpot[][][] = []
  for (let i = 0; i < due.length; i += OPEN_METEO_BATCH) {
    chunks.push(due.slice(i, i + OPEN_METEO_BATCH))
  }
  const fresh = new Map<string, Entry<V>>(reused)
  const failures = new Map<string, string>()
  const results = await Promise.all(
    chunks.map((chunk) => request(chunk.map((cell) => cell[0] as IngestSpot))),
  )
  let unreachable = results.length > 0
  for (const [i, result] of results.entries()) {
    const chunk = chunks[i] ?? []
    if (!result.ok) {
      unreachable &&= isUnreachable(result.error)
      for (const spot of chunk.flat()) failures.set(pointKey(spot), result.error.message)
      continue
    }
    unreachable = false
    for (const [j, point] of result.value.entries()) {
      const cell = chunk[j] ?? []
      const hasHours = point.series.some((s) => s.hourly.length > 0)
      const entry = hasHours ? { fetchedAt: result.fetchedAt, value: toValue(point) } : null
      for (const spot of cell) {
        if (entry) fresh.set(pointKey(spot), entry)
        else failures.set(pointKey(spot), NO_DATA)
      }
    }
  }
  return { requests: chunks.length, fresh, failures, unreachable }
}

/** Open-Meteo's metadata id of each marine model (best_match's waves are Météo-France MFWAM). */
export const MARINE_META_IDS: Record<(typeof MARINE_MODELS)[number], string> = {
  best_match: 'meteofrance_wave',
  ecmwf_wam025: 'ecmwf_wam025',
  ncep_gfswave025: 'ncep_gfswave025',
}

/** The three marine models' newest runs; null when any metadata call failed. */
async function marineRuns(config: UpstreamConfig): Promise<ModelRun[] | null> {
  const results = await Promise.all(
    MARINE_MODELS.map((m) => fetchModelRun('open-meteo-marine', MARINE_META_IDS[m], { config })),
  )
  const runs = results.flatMap((r) => (r.ok ? [r.value] : []))
  return runs.length === results.length ? runs : null
}

/**
 * Waves, swell, sea temperature and sea level for every spot, three models per point. The
 * models' metadata is read first (3 small requests): answers are asked for again only when one of
 * the models has a newer run, and each answer records the best-match run it holds. `requests`
 * counts the data requests (what Open-Meteo's limits count: its metadata calls are free).
 */
export async function fetchMarineFor(
  spots: readonly IngestSpot[],
  config: UpstreamConfig,
  polite?: Omit<Politeness<MarineValue>, 'schedule'>,
  { shareCells = true }: CellSharing = {},
): Promise<FetchOutcome<MarineValue>> {
  const runs = await marineRuns(config)
  const modelRun = runs?.find((r) => r.model === MARINE_META_IDS.best_match)?.initialisedAt
  return fetchChunks(
    spots,
    shareCells ? MARINE_CELLS_PER_DEGREE : SPOT_CELLS,
    (points) =>
      fetchMarine({
        points,
        models: [...MARINE_MODELS],
        pastDays: PAST_DAYS,
        forecastDays: FORECAST_DAYS,
        timezone: 'GMT',
        config,
      }),
    (point) => ({
      models: Object.fromEntries(point.series.map((s) => [s.model, toHourTable(s.hourly)])),
      cell: cellOf(point),
      modelRun: modelRun ?? null,
    }),
    polite && { ...polite, schedule: MARINE_SCHEDULE, runs },
  )
}

/** Wind, gusts, air temperature, visibility and weather code for every spot (mph, °F). */
export function fetchForecastFor(
  spots: readonly IngestSpot[],
  config: UpstreamConfig,
  polite?: Omit<Politeness<ForecastValue>, 'schedule'>,
  { shareCells = true }: CellSharing = {},
): Promise<FetchOutcome<ForecastValue>> {
  return fetchChunks(
    spots,
    shareCells ? FORECAST_CELLS_PER_DEGREE : SPOT_CELLS,
    (points) =>
      fetchForecast({
        points,
        pastDays: PAST_DAYS,
        forecastDays: FORECAST_DAYS,
        timezone: 'GMT',
        config,
      }),
    (point) => ({ hourly: toHourTable(point.series[0]?.hourly ?? []), cell: cellOf(point) }),
    polite && { ...polite, schedule: FORECAST_SCHEDULE },
  )
}
