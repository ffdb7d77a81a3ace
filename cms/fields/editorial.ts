import type { Field } from 'payload'

/** Fields shared by the Blog and Board Room cards (title, date, image, description, link). */
export const editorialCardFields: Field[] = [
  { name: 'location', type: 'text', required: true },
  { name: 'date', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayOnly' } } },
  { name: 'image', type: 'upload', relationTo: 'media' },
  { name: 'description', type: 'textarea', required: true },
  {
    name: 'highlights',
    type: 'array',
    fields: [{ name: 'text', type: 'text', required: true }],
  },
  { name: 'philosophy', type: 'textarea' },
  { name: 'siteUrl', type: 'text', required: true },
]
