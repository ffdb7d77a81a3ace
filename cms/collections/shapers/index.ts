import type { CollectionConfig } from 'payload'
import {
  publishCollectionChange,
  publishCollectionDelete,
} from '../../hooks/publish-content-change'
import { editorialAccess } from '../../access/editorial'
import { editorialCardFields } from '../../fields/editorial'
import { previewUrlFor } from '../../preview/preview-url'

export const Shapers: CollectionConfig = {
  slug: 'shapers',
  admin: {
    preview: previewUrlFor('shapers'),
    useAsTitle: 'name',
    defaultColumns: ['name', 'location', 'date', '_status'],
  },
  access: editorialAccess,
  hooks: { afterChange: [publishCollectionChange], afterDelete: [publishCollectionDelete] },
  versions: { drafts: true, maxPerDoc: 20 },
  defaultSort: '-date',
  fields: [
    { name: 'name', type: 'text', required: true },
    ...editorialCardFields,
    {
      type: 'row',
      fields: [
        { name: 'latitude', type: 'number', min: -90, max: 90 },
        { name: 'longitude', type: 'number', min: -180, max: 180 },
      ],
    },
  ],
}
