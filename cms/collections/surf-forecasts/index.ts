import type { CollectionConfig } from 'payload'
import { publicReadAdminWrite } from '../../access/public-read'
import { isoDateField } from '../../fields/iso-date'
import { ratingField } from '../../fields/rating'
import { spotField } from '../../fields/spot'

export const SurfForecasts: CollectionConfig = {
  slug: 'surf-forecasts',
  access: publicReadAdminWrite,
  indexes: [{ fields: ['spot', 'forecastDate'], unique: true }],
  fields: [
    spotField(),
    isoDateField('forecastDate'),
    { name: 'dayOffset', type: 'number', required: true, min: 0 },
    { name: 'swellHeight', type: 'text' },
    { name: 'swellDirection', type: 'text' },
    { name: 'swellPeriod', type: 'number' },
    { name: 'windSpeed', type: 'number' },
    { name: 'windDirection', type: 'text' },
    { name: 'tideInfo', type: 'text' },
    ratingField(),
    { name: 'confidence', type: 'number', min: 0, max: 100 },
    { name: 'summary', type: 'textarea' },
    { name: 'alerts', type: 'text' },
    { name: 'provenance', type: 'json' },
    { name: 'isSample', type: 'checkbox', defaultValue: false },
  ],
  timestamps: true,
}
