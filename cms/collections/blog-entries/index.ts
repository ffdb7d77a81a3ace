import type { CollectionConfig } from 'payload'
import {
  publishCollectionChange,
  publishCollectionDelete,
} from '../../hooks/publish-content-change'
import { editorialAccess } from '../../access/editorial'
import { editorialCardFields } from '../../fields/editorial'
import { previewUrlFor } from '../../preview/preview-url'

export const BlogEntries: CollectionConfig = {
  slug: 'blog-entries',
  admin: {
    preview: previewUrlFor('blog-entries'),
    useAsTitle: 'title',
    defaultColumns: ['title', 'companyName', 'date', '_status'],
  },
  access: editorialAccess,
  hooks: { afterChange: [publishCollectionChange], afterDelete: [publishCollectionDelete] },
  versions: { drafts: true, maxPerDoc: 20 },
  defaultSort: '-date',
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'companyName', type: 'text', required: true },
    ...editorialCardFields,
    { name: 'aboutTheTeam', type: 'textarea' },
  ],
}
