import type { CollectionConfig } from 'payload'
import { editorialAccess } from '../../access/editorial'
import { editorialCardFields } from '../../fields/editorial'

export const Shapers: CollectionConfig = {
  slug: 'shapers',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'location', 'date', '_status'] },
  access: editorialAccess,
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
