import { PostIdParams } from '../../../../../shared/contracts/feed'
import { ok } from '../../../../lib/server-only/api/responses'
import { route } from '../../../../lib/server-only/api/route'
import { limitWrites } from '../../../../lib/server-only/feed/limits'
import { toggleLike } from '../../../../../cms/feed'

/** POST /api/feed/{id}/like: toggles the caller's like; answers {postId, isLiked, likeCount}. */
export const POST = route(
  { params: PostIdParams, auth: 'required' },
  async ({ params, payload, user }) => {
    await limitWrites('like', user)
    return ok(await toggleLike(payload, user, params.id))
  },
)
