import { editorialCollection } from '../editorial-collection'

export const Shapers = editorialCollection('shapers', {
  useAsTitle: 'name',
  defaultColumns: ['name', 'location', 'date', '_status'],
  heading: [{ name: 'name', type: 'text', required: true }],
  rest: [
    {
      type: 'row',
      fields: [
        { name: 'latitude', type: 'number', min: -90, max: 90 },
        { name: 'longitude', type: 'number', min: -180, max: 180 },
      ],
    },
  ],
})
