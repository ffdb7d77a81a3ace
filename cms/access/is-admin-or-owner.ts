import type { Access } from 'payload'
import { hasRole } from './roles'

/** Admins see all rows; a signed-in user only the rows whose `field` points at them. */
export const isAdminOrOwner =
  (field: string): Access =>
  ({ req }) => {
    if (!req.user) return false
    if (hasRole(req.user, 'admin')) return true
    return { [field]: { equals: req.user.id } }
  }
