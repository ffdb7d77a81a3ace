import type { Access } from 'payload'
import { hasRole } from './roles'

/** Staff see drafts; everybody else only what has been published. */
export const publishedOrStaff: Access = ({ req }) => {
  if (hasRole(req.user, 'admin', 'editor')) return true
  return { _status: { equals: 'published' } }
}
