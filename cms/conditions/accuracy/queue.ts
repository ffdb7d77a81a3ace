// The accuracy jobs run in the conditions queue: it is the one queue autoRun checks every minute
// (payload.config.ts), and a verification should follow the refresh that fed it.
import type { Payload } from 'payload'

export const ACCURACY_QUEUE = 'conditions'
export const VERIFY_TASK = 'verify-accuracy'
export const PRUNE_TASK = 'prune-accuracy-archive'

/**
 * Queues a verification unless one is already due and waiting (a burst of refreshes needs one).
 * The nightly schedule's own job waits in the queue until its time: that one does not count.
 */
export async function queueVerification(payload: Payload, reason: string): Promise<void> {
  const { totalDocs } = await payload.count({
    collection: 'payload-jobs',
    where: {
      taskSlug: { equals: VERIFY_TASK },
      completedAt: { exists: false },
      processing: { equals: false },
      hasError: { not_equals: true },
      or: [
        { waitUntil: { exists: false } },
        { waitUntil: { less_than_equal: new Date().toISOString() } },
      ],
    },
    overrideAccess: true,
  })
  if (totalDocs > 0) return
  await payload.jobs.queue({ task: VERIFY_TASK, queue: ACCURACY_QUEUE, input: { reason } })
}
