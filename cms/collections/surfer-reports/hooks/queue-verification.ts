// A new, edited or deleted surfer report changes its spot's rating hit rates. The spot
// is verified again right away, in the transaction that saves the report, so the surfer sees it
// counted on the spot's accuracy section as soon as the post is answered. Should that fail, a
// verification is queued instead (autoRun takes it within a minute); neither may undo the post.
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import { queueVerification } from '../../../conditions/accuracy/queue'
import { verifySpot } from '../../../conditions/accuracy/verify'

type ReportDoc = { spot?: number | { id: number } | null }

/** The report's spot id, populated or not. */
export const spotOf = (doc: ReportDoc | undefined): number | null =>
  typeof doc?.spot === 'number' ? doc.spot : (doc?.spot?.id ?? null)

/** Verifies the spot again in the request's transaction; queues a verification should that fail. */
export async function recount(
  req: PayloadRequest,
  spot: number | null,
  reason: string,
): Promise<void> {
  if (spot === null) return
  try {
    await verifySpot(req.payload, spot, new Date(), req)
    return
  } catch (error) {
    req.payload.logger.error({ err: error, msg: `accuracy: could not verify spot ${spot} now` })
  }
  try {
    await queueVerification(req.payload, reason)
  } catch (error) {
    req.payload.logger.error({ err: error, msg: 'accuracy: could not queue a verification' })
  }
}

/** afterChange: verify the report's spot again (and the one it left, when the spot changed). */
export const queueVerificationOnChange: CollectionAfterChangeHook = async ({
  req,
  doc,
  previousDoc,
}) => {
  const [spot, was] = [spotOf(doc as ReportDoc), spotOf(previousDoc as ReportDoc | undefined)]
  await recount(req, spot, 'a surfer report changed')
  if (was !== null && was !== spot) await recount(req, was, 'a surfer report moved spot')
  return doc
}

/** afterDelete: the same when a report goes with its post. */
export const queueVerificationOnDelete: CollectionAfterDeleteHook = async ({ req, doc }) => {
  await recount(req, spotOf(doc as ReportDoc), 'a surfer report was deleted')
  return doc
}
