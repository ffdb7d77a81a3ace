import type { CollectionConfig } from 'payload'
import { isAdmin } from './is-admin'
import { publishedOrStaff } from './published-or-staff'

/** Drafts stay with staff; the public reads only what is published. Writes: admin (for now). */
export const editorialAccess: CollectionConfig['access'] = {
  read: publishedOrStaff,
  create: isAdmin,
  update: isAdmin,
  delete: isAdmin,
}
