// The two hottest feed writes (a like toggle, a comment) run as single SQL statements on Payload's
// own pool instead of Payload operations: each operation costs a transaction, field traversal,
// access queries and drizzle building SQL text, several times over per request (bench/README.md
// "Mixed load"). These statements keep the collections' rules by hand, and docs/feed.md says
// which; writes through the admin or /cms-api still go through Payload and its hooks.
import type { Payload, TypedUser } from 'payload'
import { hasRole } from '../access/roles'

type Row = Record<string, unknown>

/** One named (so prepared once per connection) statement on Payload's pool, outside any transaction. */
export async function query<T extends Row>(
  payload: Payload,
  name: string,
  text: string,
  values: unknown[],
): Promise<T[]> {
  const { rows } = await payload.db.pool.query<T>({ name, text, values })
  return rows
}

/**
 * `post`: the post `$1` if it exists and user `$2` may read it — cms/access/shown-or-own.ts on
 * feed-posts: staff (`$3`) read every post, others the shown ones and their own hidden ones.
 */
export const VISIBLE_POST = `post AS (
  SELECT id FROM feed_posts
  WHERE id = $1 AND ($3::boolean OR hidden IS NOT TRUE OR author_id = $2)
)`

/** The first three values of a statement that starts with VISIBLE_POST. */
export const postAndViewer = (postId: number, user: TypedUser) => [
  postId,
  user.id,
  hasRole(user, 'admin', 'editor'),
]
