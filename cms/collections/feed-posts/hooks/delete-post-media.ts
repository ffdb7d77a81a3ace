import type { CollectionAfterDeleteHook } from 'payload'
import { idOf } from '../../../feed/authors'
import { afterCommit } from '../../../hooks/after-commit'

/**
 * The photo or video uploaded with a deleted post goes too (its record and its files), once the
 * post's deletion has committed, so a rolled-back delete never loses the file. The delete was
 * already allowed for the post's author; the file is removed on their behalf (feed-media is
 * admin-write).
 */
export const deletePostMedia: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const mediaId = idOf(doc.media as number | { id: number } | null | undefined)
  if (mediaId == null) return doc
  const { payload } = req
  await afterCommit(req, () => {
    payload
      .delete({ collection: 'feed-media', id: mediaId, overrideAccess: true })
      .catch((error: unknown) =>
        payload.logger.error({ err: error, msg: `media ${mediaId} of a deleted post not removed` }),
      )
  })
  return doc
}
