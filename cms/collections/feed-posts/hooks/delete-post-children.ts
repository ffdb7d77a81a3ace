import type { CollectionBeforeDeleteHook } from 'payload'

/**
 * A deleted post takes its likes, comments and surf report with it, in the same transaction. Rows go through
 * the database adapter directly: one statement each, and no like or comment event per row (the
 * post's own deletion event tells browsers everything).
 */
export const deletePostChildren: CollectionBeforeDeleteHook = async ({ id, req }) => {
  for (const collection of ['feed-post-likes', 'feed-post-comments', 'surfer-reports'] as const) {
    await req.payload.db.deleteMany({ collection, where: { post: { equals: id } }, req })
  }
}
