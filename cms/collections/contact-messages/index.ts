import type { CollectionConfig } from 'payload'
import { staffReadAdminWrite } from '../../access/public-read'
import { COMMUNITY } from '../../admin/nav'

export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  admin: {
    group: COMMUNITY,
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'name', 'email', 'createdAt'],
  },
  access: staffReadAdminWrite,
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 100 },
    { name: 'email', type: 'email', required: true },
    { name: 'subject', type: 'text', required: true, maxLength: 200 },
    { name: 'message', type: 'textarea', required: true, minLength: 10, maxLength: 2000 },
  ],
  timestamps: true,
}
