import type { CollectionConfig } from 'payload'
import { isAdmin, isAdminField } from '../../access/is-admin'
import { isAdminOrSelf } from '../../access/is-admin-or-self'
import { hasRole, ROLES } from '../../access/roles'
import { shownImageField } from '../../fields/shown-media'

const FIVE_MINUTES_S = 5 * 60

export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'firstName', 'lastName', 'role'] },
  auth: {
    // SameSite=Lax keeps the session cookie off cross-site POSTs; Secure follows the deployment.
    cookies: { sameSite: 'Lax', secure: process.env.COOKIE_SECURE === 'true' },
    tokenExpiration: 60 * 60 * 24 * 14,
    maxLoginAttempts: 5,
    lockTime: FIVE_MINUTES_S * 1000,
    useSessions: true,
  },
  access: {
    admin: ({ req }) => hasRole(req.user, 'admin', 'editor'),
    read: isAdminOrSelf,
    create: isAdmin,
    // A user edits their own profile (never their role: see the field's access); admins anyone's.
    update: isAdminOrSelf,
    delete: isAdmin,
  },
  fields: [
    { name: 'firstName', type: 'text', maxLength: 50 },
    { name: 'lastName', type: 'text', maxLength: 50 },
    // Loaded in every viewer's browser: Firing's own files or a YouTube thumbnail only.
    { name: 'profileImageUrl', type: 'text', ...shownImageField },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'surfer',
      options: ROLES.map((value) => ({ value, label: value })),
      saveToJWT: true,
      access: { create: isAdminField, update: isAdminField },
    },
  ],
  timestamps: true,
}
