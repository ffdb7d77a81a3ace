import { editorialCollection } from '../editorial-collection'

export const BlogEntries = editorialCollection('blog-entries', {
  useAsTitle: 'title',
  defaultColumns: ['title', 'companyName', 'date', '_status'],
  heading: [
    { name: 'title', type: 'text', required: true },
    { name: 'companyName', type: 'text', required: true },
  ],
  rest: [{ name: 'aboutTheTeam', type: 'textarea' }],
})
