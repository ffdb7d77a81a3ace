import type { Access, FieldAccess } from 'payload'
import { hasRole } from './roles'

/** Only admins: the default for every write a collection does not open to others. */
export const isAdmin: Access = ({ req }) => hasRole(req.user, 'admin')

/** Field-level variant, e.g. only an admin may change a user's role. */
export const isAdminField: FieldAccess = ({ req }) => hasRole(req.user, 'admin')
