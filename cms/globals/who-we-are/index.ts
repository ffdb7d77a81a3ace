import type { GlobalConfig } from 'payload'
import { isAdmin } from '../../access/is-admin'
import { hasRole } from '../../access/roles'
import { publishGlobalChange } from '../../hooks/publish-content-change'

export const WhoWeAre: GlobalConfig = {
  slug: 'who-we-are',
  access: {
    read: ({ req }) =>
      hasRole(req.user, 'admin', 'editor') ? true : { _status: { equals: 'published' } },
    update: isAdmin,
  },
  hooks: { afterChange: [publishGlobalChange] },
  versions: { drafts: true, max: 20 },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'body', type: 'richText', required: true },
  ],
}
