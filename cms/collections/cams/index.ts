import type { CollectionConfig } from 'payload'
import { publicReadAdminWrite } from '../../access/public-read'
import { spotField } from '../../fields/spot'

export const Cams: CollectionConfig = {
  slug: 'cams',
  admin: { useAsTitle: 'title' },
  access: publicReadAdminWrite,
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'url', type: 'text', required: true },
    { name: 'description', type: 'textarea' },
    spotField(),
  ],
}
