// A refresh's rows, built and stored in batch jobs that every instance works (docs/scaling.md).
//
// The refresh itself (run.ts) fetches once, stores the sources' snapshots, writes a counter row
// (conditions_refreshes) and queues one job per REFRESH_BATCH_SIZE spots on the
// 'conditions-batches' queue of Payload's jobs table. Any instance with REFRESH_WORKER not 0
// claims one with UPDATE … FOR UPDATE SKIP LOCKED (Payload's own runner reads then marks, so two
// instances could both take a job), builds its spots' rows from those snapshots and stores them
// in one transaction that also adds its row to conditions_refresh_batches and counts it on the
// refresh's row. The transaction that counts the last batch makes its instance the finisher: it
// alone writes the weather rows (medians over every spot), prunes old snapshots, queues the
// verification and publishes 'conditions:updated', once.
import os from 'node:os'
import { setImmediate as yieldToEventLoop } from 'node:timers/promises'
import { sql } from '@payloadcms/db-postgres'
import type { Payload, TaskConfig } from 'payload'
import { publish } from '../../events/bus'
import { queueVerification } from '../accuracy/queue'
import { addVerificationRows, noVerificationRows, storeForVerification } from '../accuracy/record'
import { daySlicer } from './day-slices'
import { buildSpotRows, conditionDates } from './rows'
import { pruneSnapshots, snapshotEntries } from './snapshots'
import { buildSpot, spotKeys } from './spot-series'
import { loadIngestSpots } from './spots'
import type { Tx } from './store'
import { rowsOf, rowWriter, upsert } from './store'
import type { Table } from './store'
import type { IngestMode, IngestSpot, SnapshotSource, SourceState, SourceStates } from './types'
import { SNAPSHOT_SOURCES } from './types'
import type { WeatherPart } from './weather'
import { mergeWeatherParts, weatherPart, weatherRowsOf } from './weather'

export const BATCH_QUEUE = 'conditions-batches'
export const BATCH_TASK = 'refresh-conditions-batch'
// why 100: at 1,000 spots it makes 11 batches, so two instances split them ~55/45 (250 made 5,
// 60/40 at best); its fixed cost is small (bench/README.md "Catalogue").
export const DEFAULT_BATCH_SIZE = 100
/** A claimed batch not finished after this long is taken to be lost (its instance died). */
const LOST_AFTER = '10 minutes'
/** Counter rows (and their batches' rows) older than this are deleted by each finished refresh. */
const KEPT_FOR = '1 day'

/** Spots per batch job: REFRESH_BATCH_SIZE, 100 when unset or not a positive whole number. */
export function refreshBatchSize(
  env: Readonly<Record<string, string | undefined>> = process.env,
): number {
  const size = Number(env.REFRESH_BATCH_SIZE ?? DEFAULT_BATCH_SIZE)
  return Number.isInteger(size) && size > 0 ? size : DEFAULT_BATCH_SIZE
}

/** False when REFRESH_WORKER=0: this instance then runs only the batches of its own refreshes. */
export const worksBatches = (
  env: Readonly<Record<string, string | undefined>> = process.env,
): boolean => env.REFRESH_WORKER !== '0'

/** Who ran a batch, as recorded on its row: the host and process. */
export const WORKER = `${os.hostname()}:${process.pid}`

export type SourceReport = {
  source: string
  requests: number
  ok: number
  failed: number
  errors: string[]
}

/** A finished refresh, as the counter row keeps it (and POST /api/refresh-conditions answers). */
export type IngestSummary = {
  mode: IngestMode
  spots: number
  rows: number
  dates: string[]
  durationMs: number
  finishedAt: string
  sources: SourceReport[]
  /** The counter row (conditions_refreshes) and its batch jobs. */
  refreshId?: number
  batches?: number
}

export type BatchInput = { refresh: number; batch: number; spots: number[] }

type RefreshRow = {
  id: number
  mode: IngestMode
  partial: boolean
  run_at: string | Date
  started_at: string | Date
  snapshot_ids: Record<string, number>
  sources: SourceReport[]
  total_batches: number
}

/** Splits the spots into batches and queues one job each; the counter row's id. */
export async function queueBatches(
  payload: Payload,
  input: {
    mode: IngestMode
    /** Only the spots due on the hourly cadence (cadence.ts): the weather rows are left as they are. */
    partial?: boolean
    now: Date
    startedAt: Date
    snapshotIds: Record<string, number>
    sources: SourceReport[]
    spotIds: number[]
    size: number
  },
): Promise<{ refresh: number; batches: number }> {
  const batches: number[][] = []
  for (let i = 0; i < input.spotIds.length; i += input.size) {
    batches.push(input.spotIds.slice(i, i + input.size))
  }
  const [row] = await rowsOf<{ id: number }>(
    payload,
    sql`insert into conditions_refreshes
      (mode, partial, run_at, started_at, snapshot_ids, sources, spots, total_batches)
      values (${input.mode}, ${input.partial === true}, ${input.now.toISOString()}, ${input.startedAt.toISOString()}, ${JSON.stringify(input.snapshotIds)}::jsonb,
        ${JSON.stringify(input.sources)}::jsonb, ${input.spotIds.length}, ${batches.length})
      returning id`,
  )
  const refresh = row?.id as number
  if (batches.length === 0) {
    // No spots: nothing to build, the end work (no weather, the publish) runs now.
    const counter = await refreshRow(payload, refresh)
    if (counter) await finishRefresh(payload, counter)
  }
  for (const [batch, spots] of batches.entries()) {
    await payload.jobs.queue({
      task: BATCH_TASK,
      queue: BATCH_QUEUE,
      input: { refresh, batch, spots } satisfies BatchInput,
    })
  }
  return { refresh, batches: batches.length }
}

type Claimed = { id: number; input: BatchInput }

/**
 * Takes one queued batch (of `refresh` when given), or one whose instance was lost, for this
 * instance: the row lock of SKIP LOCKED and the processing flag keep every other claimer off it.
 */
export async function claimBatch(payload: Payload, refresh?: number): Promise<Claimed | null> {
  const ofRefresh = refresh === undefined ? sql`` : sql`and (input->>'refresh')::int = ${refresh}`
  const [row] = await rowsOf<Claimed>(
    payload,
    sql`update payload_jobs set processing = true, updated_at = now(),
        total_tried = coalesce(total_tried, 0) + 1
      where id = (
        select id from payload_jobs
        where queue = ${BATCH_QUEUE} and completed_at is null and not coalesce(has_error, false)
          and (not coalesce(processing, false) or updated_at < now() - ${LOST_AFTER}::interval)
          ${ofRefresh}
        order by id limit 1 for update skip locked)
      returning id, input`,
  )
  return row ?? null
}

// The states of a refresh this process fetched itself: its batches need not read them back.
const statesCache = new Map<number, SourceStates>()

/** The refresh's sources as far as a batch's spots need them: only their keys are read. */
async function loadStates(
  payload: Payload,
  refresh: RefreshRow,
  spots: readonly IngestSpot[],
): Promise<SourceStates> {
  const ids = Object.values(refresh.snapshot_ids)
  const rows = await rowsOf<{
    id: number
    source: SnapshotSource
    model: string | null
    requests: number | string | null
    legacy: boolean
    errors: { key: string; error: string }[] | null
  }>(
    payload,
    sql`select id, source, model, requests, entries is not null as legacy, errors
      from source_snapshots where id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  )
  const keys = spots.map(spotKeys)
  const states = {} as Record<SnapshotSource, SourceState<unknown>>
  for (const source of SNAPSHOT_SOURCES) {
    const row = rows.find((r) => r.source === source)
    states[source] = {
      source,
      mode: refresh.mode,
      model: row?.model ?? null,
      requests: Number(row?.requests ?? 0),
      entries: row
        ? await snapshotEntries(
            payload,
            source,
            row,
            keys.flatMap((k) => k[source]),
          )
        : new Map(),
      failures: new Map((row?.errors ?? []).map((e) => [e.key, e.error])),
    }
  }
  return states as SourceStates
}

/** This process's own refresh hands its states over: its batches need not read them again. */
export function keepStates(refresh: number, states: SourceStates): void {
  statesCache.set(refresh, states)
}

async function refreshRow(payload: Payload, id: number): Promise<RefreshRow | null> {
  const [row] = await rowsOf<RefreshRow>(
    payload,
    sql`select id, mode, partial, run_at, started_at, snapshot_ids, sources, total_batches
      from conditions_refreshes where id = ${id}`,
  )
  return row ?? null
}

/** CPU time of this process (every thread: GC helpers included) since `start`, in ms. */
const cpuMsSince = (start: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(start)
  return Math.round((used.user + used.system) / 1000)
}

/**
 * Builds the batch's spots one by one: each spot's rows are checked and serialised, and its
 * accuracy rows and weather days taken, as soon as it is built, so that what the batch keeps
 * until it stores is text and a few small rows, not every spot's objects.
 */
async function buildBatch(
  payload: Payload,
  spotsOf: Awaited<ReturnType<typeof loadIngestSpots>>,
  states: SourceStates,
  mode: IngestMode,
  now: Date,
) {
  const writer = rowWriter(payload, now)
  const verification = noVerificationRows()
  const weather: WeatherPart[] = []
  const dates = new Set<string>()
  const allDates = conditionDates(now)
  for (const spot of spotsOf) {
    const one = buildSpot(spot, states, mode)
    const day = daySlicer(one)
    const rows = buildSpotRows(one, now, day)
    writer.add(rows)
    for (const row of rows.conditions) dates.add(row.date)
    const { modelHours } = one
    addVerificationRows(verification, {
      spot,
      states,
      forecasts: rows.forecasts,
      now,
      mode,
      modelHours,
    })
    weather.push(weatherPart([one], [day], allDates))
    // ~5 ms of CPU a spot: requests are served between spots (bench/README.md "Mixed load").
    await yieldToEventLoop()
  }
  return { writer, verification, weather: mergeWeatherParts(weather), dates: [...dates] }
}

/** Runs one claimed batch; true when it was the refresh's last (this instance finished it). */
export async function runBatch(payload: Payload, input: BatchInput): Promise<boolean> {
  const started = Date.now()
  const cpu = process.cpuUsage()
  const refresh = await refreshRow(payload, input.refresh)
  if (!refresh) throw new Error(`conditions: refresh ${input.refresh} is gone`)
  const now = new Date(refresh.run_at)
  const spots = await loadIngestSpots(payload, input.spots)
  const states = statesCache.get(refresh.id) ?? (await loadStates(payload, refresh, spots))
  const cpuBuilding = process.cpuUsage()
  const built = await buildBatch(payload, spots, states, refresh.mode, now)
  const buildMs = cpuMsSince(cpuBuilding)
  await storeForVerification(payload, built.verification, now)
  let last = false
  const count = await built.writer.store(async (tx: Tx) => {
    const cpuMs = cpuMsSince(cpu)
    const added = (await tx.execute(sql`
      insert into conditions_refresh_batches
        (refresh_id, batch, worker, spot_ids, rows, dates, weather, cpu_ms, wall_ms)
      values (${input.refresh}, ${input.batch}, ${WORKER}, ${JSON.stringify(spots.map((s) => s.id))}::jsonb,
        ${built.writer.count()}, ${JSON.stringify(built.dates)}::jsonb, ${JSON.stringify(built.weather)}::jsonb,
        ${cpuMs}, ${Date.now() - started})
      on conflict do nothing returning batch`)) as unknown as { rows: unknown[] }
    // A lost batch run again (its first run did commit after all) is not counted twice.
    if (added.rows.length === 0) return
    const counted = (await tx.execute(sql`
      update conditions_refreshes set done_batches = done_batches + 1 where id = ${input.refresh}
      returning done_batches, total_batches`)) as unknown as {
      rows: { done_batches: number; total_batches: number }[]
    }
    const row = counted.rows[0]
    last = row !== undefined && row.done_batches === row.total_batches
  })
  payload.logger.info(
    `conditions: batch ${input.batch + 1}/${refresh.total_batches} of refresh ${refresh.id}: ${spots.length} spots, ${count} rows, cpu ${cpuMsSince(cpu)} ms (building ${buildMs}), wall ${Date.now() - started} ms (${WORKER})`,
  )
  if (last) await finishRefresh(payload, refresh)
  return last
}

/** The shared end of a refresh, on the instance that stored its last batch. */
async function finishRefresh(payload: Payload, refresh: RefreshRow): Promise<void> {
  const batches = await rowsOf<{
    spot_ids: number[]
    rows: number
    dates: string[]
    weather: WeatherPart
  }>(
    payload,
    sql`select spot_ids, rows, dates, weather from conditions_refresh_batches
      where refresh_id = ${refresh.id} order by batch`,
  )
  const now = new Date(refresh.run_at)
  // The weather rows are typical of every spot: an hourly refresh of a few leaves them be.
  const weather = refresh.partial
    ? []
    : weatherRowsOf(
        batches.map((b) => b.weather),
        conditionDates(now),
      )
  const tables = payload.db.tables as Record<'weather_conditions', Table>
  if (weather.length)
    await payload.db.drizzle.transaction((tx) =>
      upsert(tx, tables.weather_conditions, ['date'], weather, now.toISOString()),
    )
  await pruneSnapshots(payload, refresh.mode)
  await queueVerification(payload, 'after a refresh')
  const dates = [...new Set(batches.flatMap((b) => b.dates))].sort()
  const spotIds = batches.flatMap((b) => b.spot_ids)
  // Also clears the cached pages and answers, on every instance (site/lib/server-only/cache).
  publish('conditions:updated', {
    dates,
    spotIds,
    updatedAt: now.toISOString(),
    source: refresh.mode,
  })
  const summary: IngestSummary = {
    mode: refresh.mode,
    spots: spotIds.length,
    rows: batches.reduce((n, b) => n + b.rows, 0) + weather.length,
    dates,
    durationMs: Date.now() - new Date(refresh.started_at).getTime(),
    finishedAt: new Date().toISOString(),
    sources: refresh.sources,
    refreshId: refresh.id,
    batches: batches.length,
  }
  await payload.db.drizzle.execute(sql`
    update conditions_refreshes set finished_at = now(), summary = ${JSON.stringify(summary)}::jsonb
    where id = ${refresh.id}`)
  // The counter and batch rows are for the refresh in hand and a look back: a day is kept.
  await payload.db.drizzle.execute(sql`
    delete from conditions_refreshes where started_at < now() - ${KEPT_FOR}::interval`)
  statesCache.delete(refresh.id)
  payload.logger.info(
    `conditions: refresh ${refresh.id} finished here (last of ${batches.length} batches)`,
  )
}

/**
 * Runs a claimed batch job to its end: deleted when done (as Payload does), else marked failed;
 * one cut short by this instance stopping is handed back for another instance to claim.
 */
async function work(payload: Payload, job: Claimed): Promise<void> {
  try {
    await runBatch(payload, job.input)
    await payload.db.drizzle.execute(sql`delete from payload_jobs where id = ${job.id}`)
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    if (worker.stopping) {
      await payload.db.drizzle
        .execute(sql`update payload_jobs set processing = false where id = ${job.id}`)
        .catch(() => {}) // the pool may be gone: the claim is then taken over once lost
      return
    }
    payload.logger.error(`conditions: batch job ${job.id} failed: ${message}`)
    await payload.db.drizzle.execute(sql`
      update payload_jobs set processing = false, has_error = true,
        error = ${JSON.stringify({ message })}::jsonb where id = ${job.id}`)
  }
}

/** Works the batches of `refresh` (or any) until none is left to claim; how many it ran. */
export async function workBatches(payload: Payload, refresh?: number): Promise<number> {
  let ran = 0
  for (
    let job = await claimBatch(payload, refresh);
    job;
    job = await claimBatch(payload, refresh)
  ) {
    await work(payload, job)
    ran++
  }
  return ran
}

/**
 * Works the refresh's batches here, then waits for those other instances claimed; its summary
 * once the last batch is stored. Throws when a batch failed or the refresh takes too long.
 */
export async function completeRefresh(
  payload: Payload,
  refresh: number,
  timeoutMs = 15 * 60_000,
): Promise<IngestSummary> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    await workBatches(payload, refresh)
    // Nothing is left here to claim: a batch retaken later reads its keys back from the database.
    statesCache.delete(refresh)
    const [row] = await rowsOf<{ summary: IngestSummary | null; failed: string | null }>(
      payload,
      sql`select r.summary, (select j.error->>'message' from payload_jobs j
          where j.queue = ${BATCH_QUEUE} and j.has_error and (j.input->>'refresh')::int = r.id
          limit 1) as failed
        from conditions_refreshes r where r.id = ${refresh}`,
    )
    if (row?.summary) return row.summary
    if (row?.failed)
      throw new Error(`conditions: a batch of refresh ${refresh} failed: ${row.failed}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`conditions: refresh ${refresh} did not complete in ${timeoutMs} ms`)
}

/** What one instance did of a refresh: its batches, their spots and CPU. */
export type WorkerShare = { batches: number; spots: number; cpuMs: number }

/** Per refresh: who ran how many batches, and the CPU the batches took (bench, tests). */
export async function batchReport(
  payload: Payload,
  refresh: number,
): Promise<{
  batchesByWorker: Record<string, number>
  byWorker: Record<string, WorkerShare>
  cpuMs: number
  spots: number
}> {
  const rows = await rowsOf<{ worker: string; cpu_ms: number; spots: number }>(
    payload,
    sql`select worker, cpu_ms, jsonb_array_length(spot_ids) as spots
      from conditions_refresh_batches where refresh_id = ${refresh}`,
  )
  const byWorker: Record<string, WorkerShare> = {}
  for (const row of rows) {
    const share = (byWorker[row.worker] ??= { batches: 0, spots: 0, cpuMs: 0 })
    share.batches++
    share.spots += Number(row.spots)
    share.cpuMs += Number(row.cpu_ms)
  }
  return {
    batchesByWorker: Object.fromEntries(Object.entries(byWorker).map(([w, s]) => [w, s.batches])),
    byWorker,
    cpuMs: rows.reduce((n, r) => n + Number(r.cpu_ms), 0),
    spots: rows.reduce((n, r) => n + Number(r.spots), 0),
  }
}

const POLL_MS = 1_000
/** A failing poll (the database away) is logged once a minute, not every second. */
const WARN_EVERY_MS = 60_000
type Worker = {
  timer?: NodeJS.Timeout
  running?: Promise<unknown>
  stopping: boolean
  warnedAt: number
}
const worker: Worker = { stopping: false, warnedAt: 0 }

/**
 * Every second, this instance claims and runs any queued batch (unless REFRESH_WORKER=0): the
 * poll is one indexed UPDATE that finds nothing between refreshes.
 */
export function startBatchWorker(payload: Payload): void {
  if (!worksBatches() || worker.timer) return
  worker.stopping = false
  worker.timer = setInterval(() => {
    if (worker.running) return
    worker.running = workBatches(payload)
      .catch((error: unknown) => {
        if (Date.now() - worker.warnedAt < WARN_EVERY_MS) return
        worker.warnedAt = Date.now()
        const message = error instanceof Error ? error.message : String(error)
        payload.logger.warn(`conditions: batch worker: ${message}`)
      })
      .finally(() => (worker.running = undefined))
  }, POLL_MS)
  worker.timer.unref()
}

/**
 * Stops claiming (shutdown) and waits for the batch in hand, up to `waitMs`: past it the batch is
 * handed back, or taken over by another instance once lost.
 */
export async function stopBatchWorker(waitMs = 30_000): Promise<void> {
  clearInterval(worker.timer)
  worker.timer = undefined
  worker.stopping = true
  const running = worker.running
  if (!running) return
  let timer: NodeJS.Timeout | undefined
  await Promise.race([running, new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))])
  clearTimeout(timer)
}

/** The batch task, for Payload's task list (the job rows' slug); claimed and run by this module. */
export const refreshBatchTask: TaskConfig<{ input: BatchInput; output: object }> = {
  slug: BATCH_TASK,
  label: 'Build and store a batch of spots',
  inputSchema: [
    { name: 'refresh', type: 'number', required: true },
    { name: 'batch', type: 'number', required: true },
    { name: 'spots', type: 'json', required: true },
  ],
  retries: 0,
  // Run by workBatches, not Payload's runner (no autoRun for its queue); an operator's run of the
  // queue does the same work.
  handler: async ({ req, input }) => {
    await runBatch(req.payload, input)
    return { output: {} }
  },
}
