import type { CollectionAfterDeleteHook } from 'payload'
import { idOf } from '../../../feed/authors'
import { announceLike } from '../../../feed/events'
import { afterCommit } from '../../../hooks/after-commit'

/** feed:post-liked (isLiked false) with the committed count, after commit. */
export const publishLikeRemoved: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const like = { postId: idOf(doc.post) ?? 0, userId: idOf(doc.user) ?? 0, isLiked: false }
  const { payload } = req
  await afterCommit(req, () => void announceLike(payload, like))
  return doc
}
