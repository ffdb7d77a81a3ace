import type { Access } from 'payload'
import { hasRole } from './roles'

/** Admins and editors: the people who may open /admin and change content. Surfers never can. */
export const isStaff: Access = ({ req }) => hasRole(req.user, 'admin', 'editor')
