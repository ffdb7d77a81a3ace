// POST /api/feed/{id}/like toggles the caller's like. The unique (post, user) index keeps one
// row however many clicks race; a lost race is read back as the state the user wanted.
import type { Payload, TypedUser } from 'payload'
import type { LikeResult } from '../../../shared/contracts/feed'
import { countLikes } from './events'
import { assertPostExists } from './read'

const asUser = (user: TypedUser) => ({ user, overrideAccess: false as const })

export async function toggleLike(
  payload: Payload,
  user: TypedUser,
  postId: number,
): Promise<LikeResult> {
  await assertPostExists(payload, postId, user)
  const mine = { post: { equals: postId }, user: { equals: user.id } }
  const { docs } = await payload.delete({
    collection: 'feed-post-likes',
    where: mine,
    ...asUser(user),
  })
  let isLiked = false
  if (docs.length === 0) {
    isLiked = true
    try {
      await payload.create({
        collection: 'feed-post-likes',
        data: { post: postId, user: user.id },
        ...asUser(user),
      })
    } catch (error) {
      // A parallel click created it first: the like is there, as wanted.
      const { totalDocs } = await payload.count({ collection: 'feed-post-likes', where: mine })
      if (totalDocs === 0) throw error
    }
  }
  return { postId, isLiked, likeCount: await countLikes(payload, postId) }
}
