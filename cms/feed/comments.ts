// POST /api/feed/{id}/comments: a signed-in user comments as themselves.
//
// One statement (cms/feed/lean-sql.ts) finds the post as the user may read it, inserts the
// comment and counts the thread's shown comments with it (its snapshot's count plus the new one,
// shown by default), committing on its own; feed:comment-added goes out with the new row and the
// author already in hand (the collection's hook publishes only for comments written through the
// admin or /cms-api). Every round trip counts: a query's socket write is a large share of a
// request's CPU here (bench/README.md "Mixed load").
import type { Payload, TypedUser } from 'payload'
import { AppError } from '../../shared/contracts/errors'
import type { FeedComment } from '../../shared/contracts/feed'
import { publish } from '../events/bus'
import { assertMayPost } from '../moderation/blocked'
import type { Author } from './authors'
import { pgCode, query } from '../sql/prepared'
import { COUNTS_TABLE } from './counts'
import { postAndViewer, VISIBLE_POST } from './lean-sql'
import { toFeedComment } from './shape'

const FOREIGN_KEY_VIOLATION = '23503'

/** Payload's own form of a stored time (`Date#toISOString`, milliseconds, UTC). */
const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`

// hidden, created_at and updated_at take their column defaults (false, now()), as Payload's
// defaultValue and timestamps would give them.
const INSERT = `WITH ${VISIBLE_POST}
INSERT INTO feed_post_comments (post_id, author_id, content)
SELECT id, $2, $4 FROM post
RETURNING id, hidden,
  to_char(created_at AT TIME ZONE 'UTC', ${ISO}) AS "createdAt",
  to_char(updated_at AT TIME ZONE 'UTC', ${ISO}) AS "updatedAt",
  coalesce((SELECT shown_comments FROM ${COUNTS_TABLE} WHERE post_id = $1), 0) + 1
    AS "commentCount"`

type Inserted = {
  id: number
  hidden: boolean | null
  createdAt: string
  updatedAt: string
  /** Shown comments, this one included: what everyone reads of the thread (shown-or-own.ts). */
  commentCount: number
}

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
  ]).catch((error: unknown) => {
    // The post was deleted after this statement found it: its foreign key check then fails.
    if (pgCode(error) === FOREIGN_KEY_VIOLATION) return []
    throw error
  })
  if (!row) throw new AppError('NOT_FOUND', 'Post not found')
  const { commentCount, ...stored } = row
  const comment = toFeedComment(
    { ...stored, post: postId, author: user.id, content },
    authorOf(user),
  )
  publish('feed:comment-added', { postId, comment, commentCount })
  return comment
}

/** The public face of the signed-in user (cms/feed/authors.ts), read with their session. */
const authorOf = (user: TypedUser): Author => ({
  firstName: user.firstName ?? null,
  lastName: user.lastName ?? null,
  profileImageUrl: user.profileImageUrl ?? null,
})
