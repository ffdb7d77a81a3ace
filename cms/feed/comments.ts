// POST /api/feed/{id}/comments: a signed-in user comments as themselves.
import type { Payload, TypedUser } from 'payload'
import type { FeedComment } from '../../shared/contracts/feed'
import { assertMayPost } from '../moderation/blocked'
import { authorsById } from './authors'
import { assertPostExists } from './read'
import { toFeedComment } from './shape'

export async function addComment(
  payload: Payload,
  user: TypedUser,
  postId: number,
  content: string,
): Promise<FeedComment> {
  assertMayPost(user)
  await assertPostExists(payload, postId, user)
  const doc = await payload.create({
    collection: 'feed-post-comments',
    data: { post: postId, author: user.id, content },
    user,
    overrideAccess: false,
  })
  const author = await authorsById(payload, [user.id])
  return toFeedComment(doc, author(user.id))
}
