// Issue 16: a new, edited or deleted surfer report changes its spot's rating hit rates, so it
// asks for a verification (one waiting job serves a burst). A failure to queue must not undo the
// surfer's post: the nightly verification counts the report anyway.
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Payload } from 'payload'
import { queueVerification } from '../../../accuracy/queue'

async function ask(payload: Payload, reason: string): Promise<void> {
  try {
    await queueVerification(payload, reason)
  } catch (error) {
    payload.logger.error({ err: error, msg: 'accuracy: could not queue a verification' })
  }
}

/** afterChange: queue a verification for the report's spot. */
export const queueVerificationOnChange: CollectionAfterChangeHook = async ({ req, doc }) => {
  await ask(req.payload, 'a surfer report changed')
  return doc
}

/** afterDelete: the same when a report goes with its post. */
export const queueVerificationOnDelete: CollectionAfterDeleteHook = async ({ req, doc }) => {
  await ask(req.payload, 'a surfer report was deleted')
  return doc
}
