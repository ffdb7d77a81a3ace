import type { CollectionAfterChangeHook } from 'payload'
import { announcePost } from '../../../feed/events'
import { afterCommit } from '../../../hooks/after-commit'

/** feed:post-created / feed:post-updated, with the post as everyone reads it, after commit. */
export const publishPostChange: CollectionAfterChangeHook = async ({ doc, req, operation }) => {
  const event = operation === 'create' ? 'feed:post-created' : 'feed:post-updated'
  const { payload } = req
  await afterCommit(req, () => void announcePost(payload, event, doc.id as number))
  return doc
}
