import type { CollectionAfterChangeHook } from 'payload'
import { idOf } from '../../../feed/authors'
import { announceLike } from '../../../feed/events'
import { afterCommit } from '../../../hooks/after-commit'

/** feed:post-liked (isLiked true) with the committed count, after commit. */
export const publishLikeAdded: CollectionAfterChangeHook = async ({ doc, req, operation }) => {
  if (operation !== 'create') return doc
  const like = { postId: idOf(doc.post) ?? 0, userId: idOf(doc.user) ?? 0, isLiked: true }
  const { payload } = req
  await afterCommit(req, () => void announceLike(payload, like))
  return doc
}
