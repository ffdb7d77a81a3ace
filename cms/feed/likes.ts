// POST /api/feed/{id}/like toggles the caller's like. The unique (post, user) index keeps one
// row however many clicks race; a click that loses a race to a parallel one toggles again from
// the state that one left (so n clicks are n toggles), instead of answering 500.
//
// One statement does the whole toggle (cms/feed/lean-sql.ts): it finds the post as the user may
// read it, deletes their like or else inserts one, reads the post's like count (its snapshot's
// count, cms/feed/counts.ts, with its own change) and commits on its own. The count goes in the
// answer and in feed:post-liked, published here because the collection's hooks (which publish
// for admin and /cms-api writes) do not run for it. One round trip: a query's socket write is a
// large share of a request's CPU here (bench/README.md "Mixed load").
import { ValidationError, type Payload, type TypedUser } from 'payload'
import { AppError } from '../../shared/contracts/errors'
import type { LikeResult } from '../../shared/contracts/feed'
import { publish } from '../events/bus'
import { pgCode, query } from '../sql/prepared'
import { COUNTS_TABLE } from './counts'
import { postAndViewer, VISIBLE_POST } from './lean-sql'

/** Tries a toggle that lost to a parallel click gets before giving up. */
const TOGGLE_ATTEMPTS = 8

/**
 * What parallel toggles of one like can run into: the row taken by another click (Payload turns
 * Postgres' unique violation into a ValidationError), a deadlock, a serialization failure, or
 * the post deleted meanwhile (a foreign key violation: the next try answers 'Post not found').
 */
export function isLostLikeRace(error: unknown): boolean {
  if (error instanceof ValidationError) return true
  const code = pgCode(error)
  return code === '23505' || code === '40P01' || code === '40001' || code === '23503'
}

// A parallel click's row that this statement's snapshot cannot see yet makes the insert do
// nothing: neither removed nor added, so the toggle is tried again (and then deletes that row).
const TOGGLE = `WITH ${VISIBLE_POST},
gone AS (
  DELETE FROM feed_post_likes AS l USING post
  WHERE l.post_id = post.id AND l.user_id = $2
  RETURNING l.id
),
added AS (
  INSERT INTO feed_post_likes (post_id, user_id)
  SELECT id, $2 FROM post WHERE NOT EXISTS (SELECT 1 FROM gone)
  ON CONFLICT (post_id, user_id) DO NOTHING
  RETURNING id
)
SELECT (SELECT count(*) FROM post)::int AS found,
  (SELECT count(*) FROM gone)::int AS removed,
  (SELECT count(*) FROM added)::int AS added,
  (coalesce((SELECT likes FROM ${COUNTS_TABLE} WHERE post_id = $1), 0)
    - (SELECT count(*) FROM gone) + (SELECT count(*) FROM added))::int AS "likeCount"`

type Toggled = { found: number; removed: number; added: number; likeCount: number }

export async function toggleLike(
  payload: Payload,
  user: TypedUser,
  postId: number,
): Promise<LikeResult> {
  const { isLiked, likeCount } = await toggleWithRetries(payload, user, postId)
  publish('feed:post-liked', { postId, userId: user.id, isLiked, likeCount })
  return { postId, isLiked, likeCount }
}

type Outcome = { isLiked: boolean; likeCount: number }

/** The user's like after the toggle and the post's count; 404 when they cannot read the post. */
async function toggleWithRetries(
  payload: Payload,
  user: TypedUser,
  postId: number,
): Promise<Outcome> {
  for (let attempt = 1; ; attempt++) {
    try {
      const outcome = await toggleOnce(payload, user, postId)
      if (outcome) return outcome
      if (attempt >= TOGGLE_ATTEMPTS) throw new Error(`like toggle of post ${postId} kept racing`)
    } catch (error) {
      if (attempt >= TOGGLE_ATTEMPTS || !isLostLikeRace(error)) throw error
    }
  }
}

/** The outcome, or null when the toggle lost a race (try again). */
async function toggleOnce(payload: Payload, user: TypedUser, postId: number) {
  const [row] = await query<Toggled>(
    payload,
    'feed-like-toggle',
    TOGGLE,
    postAndViewer(postId, user),
  )
  if (!row?.found) throw new AppError('NOT_FOUND', 'Post not found')
  if (row.removed === 0 && row.added === 0) return null
  return { isLiked: row.added > 0, likeCount: row.likeCount }
}
