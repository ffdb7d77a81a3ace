import type { GlobalConfig } from 'payload'
import { isStaff } from '../../access/is-staff'
import { hasRole } from '../../access/roles'
import { publishGlobalChange } from '../../hooks/publish-content-change'
import { EDITORIAL_DRAFTS } from '../../preview/live-preview'
import { previewUrlFor } from '../../preview/preview-url'
import { CONTENT } from '../../admin/nav'

export const WhoWeAre: GlobalConfig = {
  slug: 'who-we-are',
  admin: {
    group: CONTENT,
    preview: previewUrlFor('who-we-are'),
  },
  access: {
    read: ({ req }) =>
      hasRole(req.user, 'admin', 'editor') ? true : { _status: { equals: 'published' } },
    update: isStaff,
    readVersions: ({ req }) => hasRole(req.user, 'admin', 'editor'),
  },
  hooks: { afterChange: [publishGlobalChange] },
  versions: { drafts: EDITORIAL_DRAFTS, max: 20 },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'body', type: 'richText', required: true },
  ],
}
