import type { Access, CollectionConfig } from 'payload'
import { anyone } from './anyone'
import { isAdmin } from './is-admin'
import { isStaff } from './is-staff'

/** Who reads, and who writes: the same rule creates, updates and deletes. */
const readWrite = (read: Access, write: Access): CollectionConfig['access'] => ({
  read,
  create: write,
  update: write,
  delete: write,
})

/** Public reads, admin-only writes: the access of every collection visitors may view. */
export const publicReadAdminWrite = readWrite(anyone, isAdmin)

/** Public reads; editors and admins keep the content (cams, spots, media). */
export const publicReadStaffWrite = readWrite(anyone, isStaff)

/** Contact messages: editors may read them, only admins change or remove them. */
export const staffReadAdminWrite = readWrite(isStaff, isAdmin)

/** Rows only admins may touch, e.g. raw upstream snapshots. */
export const adminOnly = readWrite(isAdmin, isAdmin)
