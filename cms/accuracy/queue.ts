// Issue 16's jobs run in the conditions queue: it is the one queue autoRun checks every minute
// (payload.config.ts), and a verification should follow the refresh that fed it.
import type { Payload } from 'payload'

export const ACCURACY_QUEUE = 'conditions'
export const VERIFY_TASK = 'verify-accuracy'
export const PRUNE_TASK = 'prune-accuracy-archive'

/** Queues a verification unless one is already waiting (a burst of refreshes needs one). */
export async function queueVerification(payload: Payload, reason: string): Promise<void> {
  const { totalDocs } = await payload.count({
    collection: 'payload-jobs',
    where: {
      taskSlug: { equals: VERIFY_TASK },
      completedAt: { exists: false },
      processing: { equals: false },
      hasError: { not_equals: true },
    },
    overrideAccess: true,
  })
  if (totalDocs > 0) return
  await payload.jobs.queue({ task: VERIFY_TASK, queue: ACCURACY_QUEUE, input: { reason } })
}
