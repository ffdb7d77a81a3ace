import type { CollectionConfig } from 'payload'
import { anyone } from './anyone'
import { isAdmin } from './is-admin'
import { isStaff } from './is-staff'

/** Public reads, admin-only writes: the access of every collection visitors may view. */
export const publicReadAdminWrite: CollectionConfig['access'] = {
  read: anyone,
  create: isAdmin,
  update: isAdmin,
  delete: isAdmin,
}

/** Public reads; editors and admins keep the content (cams, spots, media). */
export const publicReadStaffWrite: CollectionConfig['access'] = {
  read: anyone,
  create: isStaff,
  update: isStaff,
  delete: isStaff,
}

/** Contact messages: editors may read them, only admins change or remove them. */
export const staffReadAdminWrite: CollectionConfig['access'] = {
  read: isStaff,
  create: isAdmin,
  update: isAdmin,
  delete: isAdmin,
}

/** Rows only admins may touch, e.g. raw upstream snapshots. */
export const adminOnly: CollectionConfig['access'] = {
  read: isAdmin,
  create: isAdmin,
  update: isAdmin,
  delete: isAdmin,
}
