import type { CollectionConfig } from 'payload'
import { publicReadAdminWrite } from '../../access/public-read'
import { isoDateField } from '../../fields/iso-date'
import { dataAdmin } from '../../admin/nav'

export const WeatherConditions: CollectionConfig = {
  slug: 'weather-conditions',
  access: publicReadAdminWrite,
  admin: dataAdmin,
  fields: [
    isoDateField('date', { unique: true }),
    { name: 'temperature', type: 'number', required: true },
    { name: 'windSpeed', type: 'number', required: true },
    { name: 'windDirection', type: 'text', required: true },
    { name: 'visibility', type: 'text', required: true },
    // Not fetched yet (the recorded samples have no UV), so null rather than an invented number.
    { name: 'uvIndex', type: 'number' },
    { name: 'description', type: 'text', required: true },
    { name: 'provenance', type: 'json' },
    { name: 'isSample', type: 'checkbox', defaultValue: false },
  ],
  timestamps: true,
}
