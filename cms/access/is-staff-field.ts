import type { FieldAccess } from 'payload'
import { hasRole } from './roles'

/** Field variant of isStaff: e.g. only editors and admins hide a post. */
export const isStaffField: FieldAccess = ({ req }) => hasRole(req.user, 'admin', 'editor')
