// POST /api/feed/{id}/like toggles the caller's like. The unique (post, user) index keeps one
// row however many clicks race; a click that loses a race to a parallel one toggles again from
// the state that one left (so n clicks are n toggles), instead of answering 500.
import { ValidationError, type Payload, type TypedUser } from 'payload'
import type { LikeResult } from '../../shared/contracts/feed'
import { countLikes } from './events'
import { assertPostExists } from './read'

const asUser = (user: TypedUser) => ({ user, overrideAccess: false as const })

/** Tries a toggle that lost to a parallel click gets before giving up. */
const TOGGLE_ATTEMPTS = 4

/** The Postgres error code of an error or of one of its causes. */
function pgCode(error: unknown): string | null {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string') return code
  }
  return null
}

/**
 * What parallel toggles of one like can run into: the row taken by another click (Payload turns
 * Postgres' unique violation into a ValidationError), a deadlock or a serialization failure.
 */
export function isLostLikeRace(error: unknown): boolean {
  if (error instanceof ValidationError) return true
  const code = pgCode(error)
  return code === '23505' || code === '40P01' || code === '40001'
}

export async function toggleLike(
  payload: Payload,
  user: TypedUser,
  postId: number,
): Promise<LikeResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await toggleOnce(payload, user, postId)
    } catch (error) {
      if (attempt >= TOGGLE_ATTEMPTS || !isLostLikeRace(error)) throw error
    }
  }
}

async function toggleOnce(payload: Payload, user: TypedUser, postId: number): Promise<LikeResult> {
  await assertPostExists(payload, postId, user)
  const mine = { post: { equals: postId }, user: { equals: user.id } }
  const { docs } = await payload.delete({
    collection: 'feed-post-likes',
    where: mine,
    ...asUser(user),
  })
  if (docs.length === 0)
    await payload.create({
      collection: 'feed-post-likes',
      data: { post: postId, user: user.id },
      ...asUser(user),
    })
  return { postId, isLiked: docs.length === 0, likeCount: await countLikes(payload, postId) }
}
