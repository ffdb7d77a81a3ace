import type { CollectionConfig } from 'payload'
import { anyone } from './anyone'
import { isAdmin } from './is-admin'

/** Public reads, admin-only writes: the access of every collection visitors may view. */
export const publicReadAdminWrite: CollectionConfig['access'] = {
  read: anyone,
  create: isAdmin,
  update: isAdmin,
  delete: isAdmin,
}

/** Rows only admins may touch, e.g. contact messages. */
export const adminOnly: CollectionConfig['access'] = {
  read: isAdmin,
  create: isAdmin,
  update: isAdmin,
  delete: isAdmin,
}
