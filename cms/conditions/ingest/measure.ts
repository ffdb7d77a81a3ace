// One complete refresh, measured, for a bench (bench/): the batches' CPU and who ran them come
// from their rows in conditions_refresh_batches, the requests from the refresh's summary.
import type { Payload } from 'payload'
import { batchReport } from './batches'
import type { WorkerShare } from './batches'
import type { IngestOptions } from './run'
import { runIngestion } from './run'

export type RefreshMeasure = {
  spots: number
  batches: number
  /** The batches' CPU (process.cpuUsage over each batch) per spot, in ms. */
  cpuMsPerSpot: number
  /** From the refresh's start (fetch included) to its last batch stored. */
  wallMs: number
  requestsBySource: Record<string, number>
  /** Batches run per worker (host:pid): more than one key when other instances took part. */
  batchesByWorker: Record<string, number>
  /** Each worker's batches, spots and CPU. */
  byWorker: Record<string, WorkerShare>
}

/** Runs one refresh on `payload` (its batches on whichever instances claim them) and measures it. */
export async function measureRefresh(
  payload: Payload,
  options: IngestOptions = {},
): Promise<RefreshMeasure> {
  const summary = await runIngestion(payload, options)
  const report =
    summary.refreshId === undefined
      ? { batchesByWorker: {}, byWorker: {}, cpuMs: 0, spots: summary.spots }
      : await batchReport(payload, summary.refreshId)
  return {
    spots: summary.spots,
    batches: summary.batches ?? 0,
    cpuMsPerSpot: report.spots ? report.cpuMs / report.spots : 0,
    wallMs: summary.durationMs,
    requestsBySource: Object.fromEntries(summary.sources.map((s) => [s.source, s.requests])),
    batchesByWorker: report.batchesByWorker,
    byWorker: report.byWorker,
  }
}
