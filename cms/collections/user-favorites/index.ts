import type { CollectionConfig } from 'payload'
import { isAdmin } from '../../access/is-admin'
import { isAdminOrOwner } from '../../access/is-admin-or-owner'
import { spotField, userField } from '../../fields/spot'

export const UserFavorites: CollectionConfig = {
  slug: 'user-favorites',
  access: { read: isAdminOrOwner('user'), create: isAdmin, update: isAdmin, delete: isAdmin },
  indexes: [{ fields: ['user', 'spot'], unique: true }],
  fields: [userField(), spotField()],
}
