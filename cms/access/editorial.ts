import type { CollectionConfig } from 'payload'
import { isStaff } from './is-staff'
import { publishedOrStaff } from './published-or-staff'

/** Drafts stay with staff; the public reads only what is published. Editors and admins write. */
export const editorialAccess: CollectionConfig['access'] = {
  read: publishedOrStaff,
  create: isStaff,
  update: isStaff,
  delete: isStaff,
  readVersions: isStaff,
}
