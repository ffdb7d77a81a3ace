// The accuracy verification as a jobs-queue task: queued after each refresh
// (cms/conditions/accuracy/record.ts) and nightly, so the record moves on even on a day without
// refreshes.
import type { TaskConfig } from 'payload'
import { verifyAllSpots } from '../accuracy/verify'
import { ACCURACY_QUEUE, VERIFY_TASK } from '../accuracy/queue'

type Io = { input: { reason?: string }; output: { spots: number } }

export const verifyAccuracyTask: TaskConfig<Io> = {
  slug: VERIFY_TASK,
  label: 'Verify forecasts against observations',
  inputSchema: [{ name: 'reason', type: 'text' }],
  outputSchema: [{ name: 'spots', type: 'number' }],
  retries: 0,
  schedule: [{ cron: '0 30 3 * * *', queue: ACCURACY_QUEUE }],
  handler: async ({ req }) => {
    const spots = await verifyAllSpots(req.payload, new Date())
    req.payload.logger.info(`accuracy: verified ${spots} spots`)
    return { output: { spots } }
  },
}
