// The alerts digest as a jobs-queue task in the conditions queue: queued after each refresh
// (cms/conditions/jobs/refresh-conditions.ts), so new forecasts reach the mails, and run by autoRun.
import type { TaskConfig } from 'payload'
import { sendDueDigests, type DigestRunSummary } from '../alerts/send'

export const SEND_DIGESTS_TASK = 'send-digests'

type Io = { input: { reason?: string }; output: { summary: DigestRunSummary } }

export const sendDigestsTask: TaskConfig<Io> = {
  slug: SEND_DIGESTS_TASK,
  label: 'Send alert digests',
  inputSchema: [{ name: 'reason', type: 'text' }],
  outputSchema: [{ name: 'summary', type: 'json' }],
  // A failed mail is retried by the next refresh's run (its user's day is not marked sent).
  retries: 0,
  handler: async ({ req }) => {
    const summary = await sendDueDigests(req.payload, new Date())
    if (summary.due)
      req.payload.logger.info(`alerts: ${summary.sent} of ${summary.due} digests sent`)
    return { output: { summary } }
  },
}
