import type { Access } from 'payload'
import { hasRole } from './roles'

/** Admins see every user; a signed-in user sees only their own record. */
export const isAdminOrSelf: Access = ({ req }) => {
  if (!req.user) return false
  if (hasRole(req.user, 'admin')) return true
  return { id: { equals: req.user.id } }
}
