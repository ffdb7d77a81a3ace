import { FeedListQuery } from '../../../../shared/contracts/feed'
import { FEED_PAGE_SIZE } from '../../../../shared/domain/feed/feed-pages'
import { created } from '../../../lib/server-only/api/responses'
import { route } from '../../../lib/server-only/api/route'
import { createPostOnce, idempotencyKeyOf } from '../../../../cms/feed'
import { limitWrites } from '../../../lib/server-only/feed/limits'
import { listPosts } from '../../../../cms/feed'
import { readPostForm } from '../../../lib/server-only/feed/upload'
import { createPost } from '../../../../cms/feed'

/**
 * GET /api/feed: newest posts first (?limit ≤ 50, ?before=<post id> for the next page,
 * ?spotId= for one spot's posts). The next page's cursor is in the X-Next-Before header.
 */
export const GET = route({ query: FeedListQuery }, async ({ query, payload, user }) => {
  const posts = await listPosts(payload, { user, ...query })
  const headers = new Headers({ 'cache-control': 'no-store' })
  const last = posts.at(-1)
  if (last && posts.length === (query.limit ?? FEED_PAGE_SIZE))
    headers.set('x-next-before', String(last.id))
  return Response.json(posts, { headers })
})

/**
 * POST /api/feed: multipart content, location, optional spotId and file `image` (≤ 100 MB). With
 * an Idempotency-Key header, a retry answers the first post (201, Idempotent-Replayed: true).
 */
export const POST = route({ auth: 'required' }, async ({ request, payload, user }) => {
  const key = idempotencyKeyOf(request.headers)
  await limitWrites('post', user)
  const form = await readPostForm(request)
  if (!key) return created(await createPost(payload, user, form))
  const { post, replayed } = await createPostOnce(payload, user, form, key)
  const answer = created(post)
  if (replayed) answer.headers.set('idempotent-replayed', 'true')
  return answer
})
