import type { CollectionAfterDeleteHook } from 'payload'
import { announcePostDeleted } from '../../../feed/events'
import { afterCommit } from '../../../hooks/after-commit'

/** feed:post-deleted once the deletion (with its likes and comments) has committed. */
export const publishPostDelete: CollectionAfterDeleteHook = async ({ id, doc, req }) => {
  await afterCommit(req, () => announcePostDeleted(Number(id)))
  return doc
}
