// The buoy verification's daily scoring as a jobs-queue task (cms/conditions/accuracy/buoys.ts):
// once a day, after the night's prune, on the jobs leader only and under the task's own lock
// (cms/jobs/run-once.ts), so however many instances run it is scored once.
import type { TaskConfig } from 'payload'
import type { BuoyScoreSummary } from '../accuracy/buoys'
import { scoreBuoyVerification } from '../accuracy/buoys'
import { ACCURACY_QUEUE } from '../accuracy/queue'

export const SCORE_BUOYS_TASK = 'score-buoy-verification'

type Io = { input: { reason?: string }; output: { summary: BuoyScoreSummary } }

export const scoreBuoysTask: TaskConfig<Io> = {
  slug: SCORE_BUOYS_TASK,
  label: 'Score the forecast against the wave buoys (daily)',
  inputSchema: [{ name: 'reason', type: 'text' }],
  outputSchema: [{ name: 'summary', type: 'json' }],
  // A failed run keeps yesterday's scores; tomorrow's tries again.
  retries: 0,
  // 03:45 UTC: after the prune (03:15) and the accuracy verification (03:30).
  schedule: [{ cron: '0 45 3 * * *', queue: ACCURACY_QUEUE }],
  handler: async ({ req }) => {
    const summary = await scoreBuoyVerification(req.payload, new Date())
    req.payload.logger.info(
      `verification: scored ${summary.spots} buoy spots from ${summary.pairs} pairs`,
    )
    return { output: { summary } }
  },
}
