import type { GlobalConfig } from 'payload'
import { isStaff } from '../../access/is-staff'
import { hasRole } from '../../access/roles'
import { publishGlobalChange } from '../../hooks/publish-content-change'
import { previewUrlFor } from '../../preview/preview-url'

export const WhoWeAre: GlobalConfig = {
  slug: 'who-we-are',
  admin: { preview: previewUrlFor('who-we-are') },
  access: {
    read: ({ req }) =>
      hasRole(req.user, 'admin', 'editor') ? true : { _status: { equals: 'published' } },
    update: isStaff,
    readVersions: ({ req }) => hasRole(req.user, 'admin', 'editor'),
  },
  hooks: { afterChange: [publishGlobalChange] },
  versions: { drafts: true, max: 20 },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'body', type: 'richText', required: true },
  ],
}
