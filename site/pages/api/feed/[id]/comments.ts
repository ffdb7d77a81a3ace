import { CreateCommentInput, PostIdParams } from '../../../../../shared/contracts/feed'
import { created, ok } from '../../../../lib/server-only/api/responses'
import { route } from '../../../../lib/server-only/api/route'
import { addComment } from '../../../../../cms/feed'
import { limitWrites } from '../../../../lib/server-only/feed/limits'
import { listComments } from '../../../../../cms/feed'

/** GET /api/feed/{id}/comments: the post's comments, oldest first. */
export const GET = route({ params: PostIdParams }, async ({ params, payload, user }) =>
  ok(await listComments(payload, params.id, user)),
)

/** POST /api/feed/{id}/comments: JSON {content}; answers the new comment (201). */
export const POST = route(
  { params: PostIdParams, body: CreateCommentInput, auth: 'required' },
  async ({ params, body, payload, user }) => {
    await limitWrites('comment', user)
    return created(await addComment(payload, user, params.id, body.content))
  },
)
