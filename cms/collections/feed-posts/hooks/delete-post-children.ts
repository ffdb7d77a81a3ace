import type { CollectionBeforeDeleteHook } from 'payload'
import { recount, spotOf } from '../../surfer-reports/hooks/queue-verification'

/**
 * A deleted post takes its likes, comments and surf report with it, in the same transaction. Rows go through
 * the database adapter directly: one statement each, and no like or comment event per row (the
 * post's own deletion event tells browsers everything).
 */
export const deletePostChildren: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const where = { post: { equals: id } }
  const report = await req.payload.db.findOne({ collection: 'surfer-reports', where, req })
  for (const collection of ['feed-post-likes', 'feed-post-comments', 'surfer-reports'] as const) {
    await req.payload.db.deleteMany({ collection, where, req })
  }
  // The report leaves its spot's accuracy record in the same transaction.
  if (report)
    await recount(
      req,
      spotOf(report as Parameters<typeof spotOf>[0]),
      'a surfer report went with its post',
    )
}
