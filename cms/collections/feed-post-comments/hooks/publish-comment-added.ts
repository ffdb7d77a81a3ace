import type { CollectionAfterChangeHook } from 'payload'
import { announceComment } from '../../../feed/events'
import { afterCommit } from '../../../hooks/after-commit'

/** feed:comment-added with the comment and the committed count, after commit. */
export const publishCommentAdded: CollectionAfterChangeHook = async ({ doc, req, operation }) => {
  if (operation !== 'create') return doc
  const { payload } = req
  await afterCommit(req, () => void announceComment(payload, doc.id as number))
  return doc
}
