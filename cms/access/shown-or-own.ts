import { sql } from '@payloadcms/db-postgres'
import type { Access, PayloadRequest, Where } from 'payload'
import { hasRole } from './roles'

// `hidden` is false on every row written before moderation existed, but a null must never hide
// a row either, so "shown" is "not true" spelled out.
const SHOWN: Where = { or: [{ hidden: { equals: false } }, { hidden: { exists: false } }] }

/**
 * Everyone reads rows moderators have not hidden; the author still reads their own hidden rows
 * (marked 'Hidden by moderators'), and staff read all of them to moderate.
 */
export const shownOrOwn =
  (field: string): Access =>
  ({ req }) => {
    if (hasRole(req.user, 'admin', 'editor')) return true
    if (!req.user) return SHOWN
    return { or: [SHOWN, { [field]: { equals: req.user.id } }] }
  }

/**
 * The same rule as a SQL condition on the row aliased `alias` (columns `hidden` and
 * `<authorColumn>`), for the feed's lean reads (cms/feed/post-extras.ts) that skip Payload's
 * operations. The lean writes' prepared statements spell it with parameters (VISIBLE_POST in
 * cms/feed/lean-sql.ts); change all three together. `alias` and `authorColumn` are constants of the caller, never user input.
 */
export function shownOrOwnSql(
  viewer: PayloadRequest['user'] | null | undefined,
  alias: string,
  authorColumn: string,
): ReturnType<typeof sql> {
  if (hasRole(viewer, 'admin', 'editor')) return sql`true`
  const shown = sql.raw(`${alias}.hidden is not true`)
  if (!viewer) return shown
  return sql`(${shown} or ${sql.raw(`${alias}.${authorColumn}`)} = ${viewer.id})`
}
