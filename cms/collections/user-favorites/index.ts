import type { CollectionConfig } from 'payload'
import { createsOwnRow } from '../../access/creates-own-row'
import { isAdmin } from '../../access/is-admin'
import { isAdminOrOwner } from '../../access/is-admin-or-owner'
import { spotField, userField } from '../../fields/spot'
import { dataAdmin } from '../../admin/nav'

// A surfer reads, adds and removes only their own favourites; nobody but an admin rewrites one.
export const UserFavorites: CollectionConfig = {
  slug: 'user-favorites',
  admin: dataAdmin,
  access: {
    read: isAdminOrOwner('user'),
    create: createsOwnRow('user'),
    update: isAdmin,
    delete: isAdminOrOwner('user'),
  },
  indexes: [{ fields: ['user', 'spot'], unique: true }],
  fields: [userField(), spotField()],
}
