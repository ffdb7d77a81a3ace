// The two hottest feed writes (a like toggle, a comment) and the feed's extras and threads run as
// single SQL statements on Payload's own pool (cms/sql/prepared.ts) instead of Payload operations:
// each operation costs a transaction, field traversal, access queries and drizzle building SQL
// text, several times over per request (bench/README.md "Mixed load"). These statements keep the
// collections' rules by hand, and docs/feed.md says which; writes through the admin or /cms-api
// still go through Payload and its hooks.
import type { TypedUser } from 'payload'
import { hasRole } from '../access/roles'

/**
 * cms/access/shown-or-own.ts as a condition on the row aliased `alias` (a post or a comment, with
 * `hidden` and `author_id`), for a statement whose `$2` is the viewer's id (null: a visitor) and
 * `$3` whether the viewer is staff: staff read every row, others the shown ones and their own
 * hidden ones. `alias` is a constant of the caller, never input.
 */
export const visibleTo = (alias: string) =>
  `($3::boolean OR ${alias}.hidden IS NOT TRUE OR ${alias}.author_id = $2)`

/** `$2` and `$3` of a statement that uses visibleTo, for `viewer`. */
export const viewerValues = (viewer: TypedUser | null | undefined) => [
  viewer?.id ?? null,
  hasRole(viewer, 'admin', 'editor'),
]

/** `post`: the post `$1` if it exists and the viewer (`$2`, `$3`: visibleTo) may read it. */
export const VISIBLE_POST = `post AS (
  SELECT id FROM feed_posts p
  WHERE id = $1 AND ${visibleTo('p')}
)`

/** The first three values of a statement that starts with VISIBLE_POST. */
export const postAndViewer = (postId: number, user: TypedUser) => [postId, ...viewerValues(user)]
