import type { Access, Where } from 'payload'
import { hasRole } from './roles'

// `hidden` is false on every row written before moderation existed, but a null must never hide
// a row either, so "shown" is "not true" spelled out.
const SHOWN: Where = { or: [{ hidden: { equals: false } }, { hidden: { exists: false } }] }

/**
 * Everyone reads rows moderators have not hidden; the author still reads their own hidden rows
 * (marked 'Hidden by moderators'), and staff read all of them to moderate. The feed's lean
 * statements spell the same rule in SQL (visibleTo in cms/feed/lean-sql.ts): change both together.
 */
export const shownOrOwn =
  (field: string): Access =>
  ({ req }) => {
    if (hasRole(req.user, 'admin', 'editor')) return true
    if (!req.user) return SHOWN
    return { or: [SHOWN, { [field]: { equals: req.user.id } }] }
  }
