// The conditions refresh as a Payload jobs-queue task. A schedule queues one every hour (at :05,
// after the models' hourly updates) and the autoRun cron, every minute, runs what is due; POST
// /api/refresh-conditions and a fresh start queue one for now. Completed jobs are deleted
// (Payload's default); a failed one stays in 'payload-jobs' with its error for operators.
import type { Payload, TaskConfig } from 'payload'
import type { IngestSummary } from '../ingest/run'
import { lastIngestion, runIngestion } from '../ingest/run'
import { SEND_DIGESTS_TASK } from '../../jobs/send-digests'

export const CONDITIONS_QUEUE = 'conditions'
export const REFRESH_TASK = 'refresh-conditions'

type Io = { input: { reason?: string; force?: boolean }; output: { summary: IngestSummary } }

export const refreshConditionsTask: TaskConfig<Io> = {
  slug: REFRESH_TASK,
  label: 'Refresh surf conditions',
  // force: ask every upstream again, even when the last answer is from the newest model run.
  inputSchema: [
    { name: 'reason', type: 'text' },
    { name: 'force', type: 'checkbox' },
  ],
  outputSchema: [{ name: 'summary', type: 'json' }],
  // The run itself keeps going when a source fails; a failed task means the database failed.
  retries: 0,
  schedule: [{ cron: '0 5 * * * *', queue: CONDITIONS_QUEUE }],
  handler: async ({ req, input }) => {
    req.payload.logger.info(`conditions: job started (${input.reason ?? 'scheduled'})`)
    // The schedule's jobs carry no reason: they refresh the spots due on the cadence (every spot
    // once per model run, the favourited and opened ones hourly); one asked for refreshes all.
    const summary = await runIngestion(req.payload, {
      force: input.force === true,
      scope: input.reason ? 'all' : 'due',
    })
    // Alerts read the fresh forecasts: the digests go out after each refresh.
    await req.payload.jobs.queue({ task: SEND_DIGESTS_TASK, queue: CONDITIONS_QUEUE, input: {} })
    return { output: { summary } }
  },
}

async function jobError(payload: Payload, id: number | string): Promise<string> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { id: { equals: id } },
    depth: 0,
    overrideAccess: true,
  })
  const error = (docs[0] as { error?: unknown } | undefined)?.error
  return error ? JSON.stringify(error).slice(0, 300) : 'the job did not run'
}

/** Queues a refresh for now and runs it; resolves with the job id and the run's summary. */
export async function refreshNow(
  payload: Payload,
  reason: string,
  force = false,
): Promise<{ jobId: number | string; summary: IngestSummary | null; error?: string }> {
  const queuedAt = Date.now()
  const job = await payload.jobs.queue({
    task: REFRESH_TASK,
    queue: CONDITIONS_QUEUE,
    input: { reason, force },
    // Run here and now: the leader's cron (maybe on another instance) must not pick it up too,
    // unless this process dies before running it.
    waitUntil: new Date(queuedAt + 10 * 60_000),
  })
  await payload.jobs.runByID({ id: job.id, silent: { info: true } })
  // The run happened in this process, so its summary is here (the job itself is deleted).
  const last = lastIngestion()
  if (last && Date.parse(last.finishedAt) >= queuedAt) return { jobId: job.id, summary: last }
  return { jobId: job.id, summary: null, error: await jobError(payload, job.id) }
}
