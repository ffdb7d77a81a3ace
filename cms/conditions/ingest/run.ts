// One ingestion run: load spots → fetch (live; sample data when UPSTREAM_MODE=sample, or when the
// live sources cannot be reached and nothing live was ever stored) → store the snapshots → batch
// jobs of REFRESH_BATCH_SIZE spots that every instance works (batches.ts: per-spot series → rows →
// one transaction per batch) → the last batch's instance writes the weather rows and publishes
// 'conditions:updated' (which also clears the caches). The run works its own batches too and
// resolves when the last is stored. Runs never overlap in a process: asking while one is in
// flight joins it.
import type { Payload } from 'payload'
import { readUpstreamConfig } from '../upstream'
import type { IngestSummary, SourceReport } from './batches'
import { completeRefresh, keepStates, queueBatches, refreshBatchSize } from './batches'
import type { UpstreamMode } from './config'
import { readUpstreamMode, sampleUpstreamConfig } from './config'
import { fetchAll } from './fetch-all'
import { sampleUpstreamUrl } from './sample-upstream'
import { hasLiveData, storeSnapshots } from './snapshots'
import type { RefreshScope } from './cadence'
import { scheduledScope } from './cadence'
import { loadIngestSpots } from './spots'
import type { IngestSpot, SourceStates } from './types'
import { SNAPSHOT_SOURCES } from './types'

export type { IngestSummary, SourceReport } from './batches'

/**
 * `force`: ask every upstream again, even when the last answer is from the newest model run.
 * `scope`: 'all' spots (the default: a refresh asked for by hand, a fresh start), or only those
 * 'due' on the cadence (the hourly schedule; cadence.ts).
 */
export type IngestOptions = {
  mode?: UpstreamMode
  now?: Date
  force?: boolean
  scope?: 'all' | 'due'
}

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

function reportOf(states: SourceStates): SourceReport[] {
  return SNAPSHOT_SOURCES.map((source) => {
    const state = states[source]
    const ok = [...state.entries.values()].filter((e) => !e.stale).length
    const errors = [...new Set(state.failures.values())]
    return { source, requests: state.requests, ok, failed: state.failures.size, errors }
  })
}

/** A scheduled refresh with no spot due: nothing fetched, nothing stored. */
function nothingDue(requested: UpstreamMode, started: number): IngestSummary {
  return {
    mode: requested === 'sample' ? 'sample' : 'live',
    spots: 0,
    rows: 0,
    dates: [],
    durationMs: Date.now() - started,
    finishedAt: new Date().toISOString(),
    sources: [],
    batches: 0,
  }
}

async function ingest(payload: Payload, options: IngestOptions): Promise<IngestSummary> {
  const started = Date.now()
  const now = options.now ?? new Date()
  const requested = options.mode ?? readUpstreamMode()
  const log = (message: string) => payload.logger.info(message)
  const scope: RefreshScope =
    options.scope === 'due' && options.force !== true
      ? await scheduledScope(payload, now)
      : { partial: false }
  if (scope.partial && scope.spotIds.length === 0) {
    log('conditions: no spot is due this hour (none favourited or opened in the last 24 h)')
    return nothingDue(requested, started)
  }
  const run: Run = {
    payload,
    spots: await loadIngestSpots(payload, scope.partial ? scope.spotIds : undefined),
    now,
    force: options.force === true,
    log,
  }
  const covers = scope.partial ? 'favourited or opened in the last 24 h' : 'every spot'
  run.log(
    `conditions: refreshing ${run.spots.length} spots, ${covers} (UPSTREAM_MODE=${requested})`,
  )
  const { mode, states } = await fetchStates(run, requested)
  const sources = reportOf(states)
  run.log(
    `conditions: upstream requests this refresh: ${sources.map((s) => `${s.source} ${s.requests}`).join(', ')}`,
  )
  const snapshotIds = await storeSnapshots(payload, states, scope.partial)
  const { refresh, batches } = await queueBatches(payload, {
    mode,
    partial: scope.partial,
    now: run.now,
    startedAt: new Date(started),
    snapshotIds,
    sources,
    spotIds: run.spots.map((s) => s.id),
    size: refreshBatchSize(),
  })
  keepStates(refresh, states)
  run.log(
    `conditions: refresh ${refresh}: ${batches} batch jobs queued (fetched in ${Date.now() - started} ms)`,
  )
  const summary = await completeRefresh(payload, refresh)
  registry.__firingLastIngestion = summary
  run.log(`conditions: ${mode} refresh of ${summary.spots} spots done in ${summary.durationMs} ms`)
  return summary
}
