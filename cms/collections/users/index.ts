import type { CollectionConfig } from 'payload'
import { isAdmin, isAdminField } from '../../access/is-admin'
import { isAdminOrSelf } from '../../access/is-admin-or-self'
import { hasRole, ROLES } from '../../access/roles'
import { forgiveLogin, limitLogin } from './hooks/limit-login'
import { requireCurrentPassword } from './hooks/require-current-password'
import { shownImageField } from '../../fields/shown-media'
import { COMMUNITY } from '../../admin/nav'
import { DEFAULT_UNITS, UNIT_SYSTEMS } from '../../../shared/domain/units/units'

export const Users: CollectionConfig = {
  slug: 'users',
  admin: {
    group: COMMUNITY,
    useAsTitle: 'email',
    defaultColumns: ['email', 'firstName', 'lastName', 'role'],
  },
  auth: {
    // SameSite=Lax keeps the session cookie off cross-site POSTs; Secure follows the deployment.
    cookies: { sameSite: 'Lax', secure: process.env.COOKIE_SECURE === 'true' },
    tokenExpiration: 60 * 60 * 24 * 14,
    // Payload's own lock is per account from anywhere: anyone could lock anyone out, and its
    // answer told locked accounts from unknown ones. Ours (hooks/limit-login.ts) replaces it.
    maxLoginAttempts: 0,
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
  hooks: {
    beforeOperation: [limitLogin],
    afterOperation: [forgiveLogin],
    beforeChange: [requireCurrentPassword],
  },
  fields: [
    { name: 'firstName', type: 'text', maxLength: 50 },
    { name: 'lastName', type: 'text', maxLength: 50 },
    {
      // The units the site shows this user (docs/units.md); visitors keep a cookie.
      name: 'units',
      type: 'select',
      defaultValue: DEFAULT_UNITS,
      options: UNIT_SYSTEMS.map((value) => ({ value, label: value })),
    },
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
    {
      // Only admins block an account from posting and commenting (cms/moderation).
      name: 'postingBlocked',
      type: 'checkbox',
      defaultValue: false,
      label: 'Blocked from posting',
      access: { create: isAdminField, update: isAdminField },
      admin: { position: 'sidebar' },
    },
    {
      // Never stored: the password of whoever changes an email or password, checked by
      // hooks/require-current-password.ts (the admin's own when they change someone else).
      name: 'currentPassword',
      type: 'text',
      virtual: true,
      label: 'Your current password',
      admin: {
        description: 'Needed to change the email or password.',
        components: { Field: '/fields/current-password-field#CurrentPasswordField' },
      },
    },
  ],
  timestamps: true,
}
