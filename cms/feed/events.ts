// Live feed events (shared/contracts/socket-events.ts). The collections' hooks call these once the
// change has committed (cms/hooks/after-commit.ts), so every entity is read fresh from the
// database: a browser never hears of a row it cannot read yet, and counts are committed counts.
import type { Payload } from 'payload'
import { publish } from '../events/bus'
import { authorsById, idOf } from './authors'
import { getPost } from './read'
import { toFeedComment } from './shape'

type PostEvent = 'feed:post-created' | 'feed:post-updated'

const failed = (payload: Payload, what: string) => (error: unknown) =>
  payload.logger.error({ err: error, msg: `feed event ${what} not published` })

/** Publishes the post as anyone sees it (isLiked false: each browser keeps its own). */
export function announcePost(payload: Payload, event: PostEvent, id: number): Promise<void> {
  return getPost(payload, id, null)
    .then((post) => {
      if (post) publish(event, post)
    })
    .catch(failed(payload, event))
}

/** Publishes a deleted post's id. */
export function announcePostDeleted(id: number): void {
  publish('feed:post-deleted', { id })
}

/** Publishes a like toggle with the post's committed like count. */
export function announceLike(
  payload: Payload,
  like: { postId: number; userId: number; isLiked: boolean },
): Promise<void> {
  return countLikes(payload, like.postId)
    .then((likeCount) => publish('feed:post-liked', { ...like, likeCount }))
    .catch(failed(payload, 'feed:post-liked'))
}

/** Publishes a new comment with the post's committed comment count. */
export function announceComment(payload: Payload, commentId: number): Promise<void> {
  return (async () => {
    const doc = await payload.findByID({
      collection: 'feed-post-comments',
      id: commentId,
      depth: 0,
      disableErrors: true,
      overrideAccess: false,
    })
    if (!doc) return
    const postId = idOf(doc.post) ?? 0
    const [author, commentCount] = await Promise.all([
      authorsById(payload, [idOf(doc.author)]),
      payload.count({
        collection: 'feed-post-comments',
        where: { post: { equals: postId } },
        overrideAccess: false,
      }),
    ])
    publish('feed:comment-added', {
      postId,
      comment: toFeedComment(doc, author(idOf(doc.author))),
      commentCount: commentCount.totalDocs,
    })
  })().catch(failed(payload, 'feed:comment-added'))
}

/** The committed number of likes of a post. */
export async function countLikes(payload: Payload, postId: number): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'feed-post-likes',
    where: { post: { equals: postId } },
    overrideAccess: false,
  })
  return totalDocs
}
