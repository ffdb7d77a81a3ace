// One ingestion run: load spots → fetch (live; sample data when UPSTREAM_MODE=sample, or when the
// live sources cannot be reached and nothing live was ever stored) → per-spot series → rows →
// one transaction (rows + snapshots) → 'conditions:updated' (which also clears the caches). Runs
// never overlap in a process: asking while one is in flight joins it.
import { setImmediate as yieldToEventLoop } from 'node:timers/promises'
import type { Payload } from 'payload'
import { recordForVerification } from '../accuracy/record'
import { publish } from '../../events/bus'
import { readUpstreamConfig } from '../upstream'
import type { UpstreamMode } from './config'
import { readUpstreamMode, sampleUpstreamConfig } from './config'
import { daySlicer } from './day-slices'
import { fetchAll } from './fetch-all'
import { buildSpotRows, conditionDates } from './rows'
import { sampleUpstreamUrl } from './sample-upstream'
import { hasLiveData, pruneSnapshots, snapshotRows } from './snapshots'
import { buildSpot } from './spot-series'
import { loadIngestSpots } from './spots'
import type { RunRows } from './store'
import { storeRun } from './store'
import type { IngestMode, IngestSpot, SourceStates } from './types'
import { SNAPSHOT_SOURCES } from './types'
import { buildWeatherRows } from './weather'

export type SourceReport = {
  source: string
  requests: number
  ok: number
  failed: number
  errors: string[]
}

export type IngestSummary = {
  mode: IngestMode
  spots: number
  rows: number
  dates: string[]
  durationMs: number
  finishedAt: string
  sources: SourceReport[]
}

/** `force`: ask every upstream again, even when the last answer is from the newest model run. */
export type IngestOptions = { mode?: UpstreamMode; now?: Date; force?: boolean }

type Run = {
  payload: Payload
  spots: IngestSpot[]
  now: Date
  force: boolean
  log: (message: string) => void
}

const registry = globalThis as typeof globalThis & {
  __firingIngestion?: Promise<IngestSummary>
  __firingLastIngestion?: IngestSummary
}

/** Runs ingestion now, or joins the run already in flight. */
export function runIngestion(
  payload: Payload,
  options: IngestOptions = {},
): Promise<IngestSummary> {
  registry.__firingIngestion ??= ingest(payload, options).finally(() => {
    registry.__firingIngestion = undefined
  })
  return registry.__firingIngestion
}

/** The run in flight in this process, if any (a later run must not join it: it read its spots). */
export function ingestionInFlight(): Promise<IngestSummary> | undefined {
  return registry.__firingIngestion
}

/** The summary of the last run that finished in this process. */
export function lastIngestion(): IngestSummary | undefined {
  return registry.__firingLastIngestion
}

async function sampleStates(run: Run): Promise<SourceStates> {
  const url = await sampleUpstreamUrl()
  if (!url) throw new Error('sample data is not available in this process (no fake upstream)')
  run.log(`conditions: using the built-in sample data (${url}), labelled as sample`)
  const config = sampleUpstreamConfig(url)
  const result = await fetchAll({ ...run, mode: 'sample', config, stopIfUnreachable: false })
  if (result.unreachable) throw new Error('the built-in sample upstream did not answer')
  return result.states
}

async function fetchStates(run: Run, requested: UpstreamMode) {
  if (requested === 'sample') return { mode: 'sample' as const, states: await sampleStates(run) }
  // Only a fresh install falls back: once anything live was stored, failures serve it, stale.
  const mayFallBack = requested === 'auto' && !(await hasLiveData(run.payload))
  const config = readUpstreamConfig()
  const live = await fetchAll({ ...run, mode: 'live', config, stopIfUnreachable: mayFallBack })
  if (!live.unreachable) return { mode: 'live' as const, states: live.states }
  run.log('conditions: the live sources cannot be reached and nothing live was ever stored')
  return { mode: 'sample' as const, states: await sampleStates(run) }
}

/**
 * Every spot's rows. Building one spot takes ~30 ms of CPU, all 49 ~1.5 s: the event loop is given
 * back between spots, so a refresh never holds every request up for that long (p99 under load,
 * bench/README.md "Mixed load").
 */
async function buildRows(run: Run, states: SourceStates, mode: IngestMode): Promise<RunRows> {
  const built: ReturnType<typeof buildSpot>[] = []
  const days: ReturnType<typeof daySlicer>[] = []
  const rows: RunRows = { conditions: [], forecasts: [], reports: [], hourly: [], weather: [] }
  for (const spot of run.spots) {
    const one = buildSpot(spot, states, mode)
    const slicer = daySlicer(one)
    const r = buildSpotRows(one, run.now, slicer)
    built.push(one)
    days.push(slicer)
    rows.conditions.push(...r.conditions)
    rows.forecasts.push(...r.forecasts)
    rows.reports.push(...r.reports)
    rows.hourly.push(...r.hourly)
    await yieldToEventLoop()
  }
  rows.weather = buildWeatherRows(built, days, conditionDates(run.now))
  return rows
}

function reportOf(states: SourceStates): SourceReport[] {
  return SNAPSHOT_SOURCES.map((source) => {
    const state = states[source]
    const ok = [...state.entries.values()].filter((e) => !e.stale).length
    const errors = [...new Set(state.failures.values())]
    return { source, requests: state.requests, ok, failed: state.failures.size, errors }
  })
}

async function ingest(payload: Payload, options: IngestOptions): Promise<IngestSummary> {
  const started = Date.now()
  const run: Run = {
    payload,
    spots: await loadIngestSpots(payload),
    now: options.now ?? new Date(),
    force: options.force === true,
    log: (message) => payload.logger.info(message),
  }
  const requested = options.mode ?? readUpstreamMode()
  run.log(`conditions: refreshing ${run.spots.length} spots (UPSTREAM_MODE=${requested})`)
  const { mode, states } = await fetchStates(run, requested)
  const building = Date.now()
  const rows = await buildRows(run, states, mode)
  const storing = Date.now()
  const count = await storeRun(payload, rows, snapshotRows(states), run.now)
  run.log(
    `conditions: built ${count} rows in ${storing - building} ms, stored in ${Date.now() - storing} ms`,
  )
  await pruneSnapshots(payload, mode)
  // Keep what this run forecast and observed, and queue a verification.
  await recordForVerification(payload, { ...run, states, forecasts: rows.forecasts, mode })
  const summary = announce(rows, mode, states, run.now, started)
  run.log(`conditions: ${mode} refresh of ${summary.spots} spots done in ${summary.durationMs} ms`)
  return summary
}

function announce(
  rows: RunRows,
  mode: IngestMode,
  states: SourceStates,
  now: Date,
  started: number,
) {
  const dates = [...new Set(rows.conditions.map((r) => r.date))].sort()
  const spotIds = [...new Set(rows.conditions.map((r) => r.spot))]
  // Also clears the cached pages and answers, on every instance (site/lib/server-only/cache).
  publish('conditions:updated', { dates, spotIds, updatedAt: now.toISOString(), source: mode })
  const summary: IngestSummary = {
    mode,
    spots: spotIds.length,
    rows:
      rows.conditions.length +
      rows.forecasts.length +
      rows.reports.length +
      rows.hourly.length +
      rows.weather.length,
    dates,
    durationMs: Date.now() - started,
    finishedAt: new Date().toISOString(),
    sources: reportOf(states),
  }
  registry.__firingLastIngestion = summary
  return summary
}
