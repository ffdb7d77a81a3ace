import type { CollectionConfig } from 'payload'
import {
  publishCollectionChange,
  publishCollectionDelete,
} from '../../hooks/publish-content-change'
import { editorialAccess } from '../../access/editorial'
import { spotField } from '../../fields/spot'
import { CONTENT } from '../../admin/nav'

export const Cams: CollectionConfig = {
  slug: 'cams',
  admin: { group: CONTENT, useAsTitle: 'title' },
  access: editorialAccess,
  versions: { drafts: true, maxPerDoc: 20 },
  hooks: { afterChange: [publishCollectionChange], afterDelete: [publishCollectionDelete] },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'url', type: 'text', required: true },
    { name: 'description', type: 'textarea' },
    spotField(),
  ],
}
