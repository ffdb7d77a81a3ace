import type { CollectionConfig } from 'payload'
import {
  publishCollectionChange,
  publishCollectionDelete,
} from '../../hooks/publish-content-change'
import { publicReadStaffWrite } from '../../access/public-read'
import { spotField } from '../../fields/spot'

export const Cams: CollectionConfig = {
  slug: 'cams',
  admin: { useAsTitle: 'title' },
  access: publicReadStaffWrite,
  hooks: { afterChange: [publishCollectionChange], afterDelete: [publishCollectionDelete] },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'url', type: 'text', required: true },
    { name: 'description', type: 'textarea' },
    spotField(),
  ],
}
