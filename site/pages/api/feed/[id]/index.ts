import { EditPostInput, PostIdParams } from '../../../../../shared/contracts/feed'
import { AppError } from '../../../../../shared/contracts/errors'
import { ok } from '../../../../lib/server-only/api/responses'
import { route } from '../../../../lib/server-only/api/route'
import { limitWrites } from '../../../../lib/server-only/feed/limits'
import { getPost } from '../../../../../cms/feed'
import { deletePost, editPost } from '../../../../../cms/feed'

/** GET /api/feed/{id}: one post (the single-post page's data). */
export const GET = route({ params: PostIdParams }, async ({ params, payload, user }) => {
  const post = await getPost(payload, params.id, user)
  if (!post) throw new AppError('NOT_FOUND', 'Post not found')
  return ok(post)
})

/**
 * PUT (Discover) and PATCH (spot posts) /api/feed/{id}: JSON {content, location}, author only. A
 * post's 5,000 characters, each possibly escaped in JSON (6 bytes), need up to 30 KB: 64 KB.
 */
const edit = route(
  { params: PostIdParams, body: EditPostInput, auth: 'required', maxBodyBytes: 64 * 1024 },
  async ({ params, body, payload, user }) => {
    await limitWrites('edit', user)
    return ok(await editPost(payload, user, params.id, body))
  },
)
export const PUT = edit
export const PATCH = edit

/** DELETE /api/feed/{id}: the author (or an admin) removes the post, its likes and comments. */
export const DELETE = route(
  { params: PostIdParams, auth: 'required' },
  async ({ params, payload, user }) => {
    await limitWrites('edit', user)
    await deletePost(payload, user, params.id)
    return ok({ id: params.id })
  },
)
