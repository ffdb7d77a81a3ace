// POST /api/feed/{id}/comments: a signed-in user comments as themselves.
//
// One statement (cms/feed/lean-sql.ts) finds the post as the user may read it and inserts the
// comment, committing on its own; the thread's count of shown comments is read once after the
// commit and feed:comment-added goes out with the new row and the author already in hand (the
// collection's hook publishes only for comments written through the admin or /cms-api).
import type { Payload, TypedUser } from 'payload'
import { AppError } from '../../shared/contracts/errors'
import type { FeedComment } from '../../shared/contracts/feed'
import { publish } from '../events/bus'
import { assertMayPost } from '../moderation/blocked'
import type { Author } from './authors'
import { postAndViewer, query, VISIBLE_POST } from './lean-sql'
import { toFeedComment } from './shape'

/** Payload's own form of a stored time (`Date#toISOString`, milliseconds, UTC). */
const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`

// hidden, created_at and updated_at take their column defaults (false, now()), as Payload's
// defaultValue and timestamps would give them.
const INSERT = `WITH ${VISIBLE_POST}
INSERT INTO feed_post_comments (post_id, author_id, content)
SELECT id, $2, $4 FROM post
RETURNING id, hidden,
  to_char(created_at AT TIME ZONE 'UTC', ${ISO}) AS "createdAt",
  to_char(updated_at AT TIME ZONE 'UTC', ${ISO}) AS "updatedAt"`

/** Shown comments: what everyone reads of a thread (cms/access/shown-or-own.ts). */
const COUNT_SHOWN =
  'SELECT count(*)::int AS n FROM feed_post_comments WHERE post_id = $1 AND hidden IS NOT TRUE'

type Inserted = { id: number; hidden: boolean | null; createdAt: string; updatedAt: string }

export async function addComment(
  payload: Payload,
  user: TypedUser,
  postId: number,
  content: string,
): Promise<FeedComment> {
  // The collection's create access (cms/access/may-post.ts), with the spec's message.
  assertMayPost(user)
  const [row] = await query<Inserted>(payload, 'feed-comment-insert', INSERT, [
    ...postAndViewer(postId, user),
    content,
  ])
  if (!row) throw new AppError('NOT_FOUND', 'Post not found')
  const comment = toFeedComment({ ...row, post: postId, author: user.id, content }, authorOf(user))
  const [count] = await query<{ n: number }>(payload, 'feed-comment-count', COUNT_SHOWN, [postId])
  publish('feed:comment-added', { postId, comment, commentCount: count?.n ?? 0 })
  return comment
}

/** The public face of the signed-in user (cms/feed/authors.ts), read with their session. */
const authorOf = (user: TypedUser): Author => ({
  firstName: user.firstName ?? null,
  lastName: user.lastName ?? null,
  profileImageUrl: user.profileImageUrl ?? null,
})
