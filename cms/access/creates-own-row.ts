import type { Access } from 'payload'
import { hasRole } from './roles'

/** Admins create any row; a signed-in user only rows whose `field` points at themselves. */
export const createsOwnRow =
  (field: string): Access =>
  ({ req, data }) => {
    if (!req.user) return false
    if (hasRole(req.user, 'admin')) return true
    const owner: unknown = data?.[field]
    const ownerId =
      typeof owner === 'object' && owner !== null ? (owner as { id?: unknown }).id : owner
    return ownerId != null && String(ownerId) === String(req.user.id)
  }
