import type { CollectionConfig } from 'payload'
import { publicReadAdminWrite } from '../../access/public-read'
import { isoDateField } from '../../fields/iso-date'
import { ratingField } from '../../fields/rating'
import { spotField } from '../../fields/spot'

export const SurfConditions: CollectionConfig = {
  slug: 'surf-conditions',
  access: publicReadAdminWrite,
  indexes: [{ fields: ['spot', 'date'], unique: true }],
  fields: [
    spotField(),
    isoDateField('date'),
    { name: 'waveHeightMin', type: 'number' },
    { name: 'waveHeightMax', type: 'number' },
    { name: 'wavePeriod', type: 'number' },
    { name: 'windSpeed', type: 'number' },
    { name: 'windDirection', type: 'text' },
    { name: 'windDirectionDegrees', type: 'number' },
    {
      name: 'windClassification',
      type: 'select',
      options: ['offshore', 'cross-shore', 'onshore'],
    },
    { name: 'swellDirection', type: 'text' },
    { name: 'swellDirectionDegrees', type: 'number' },
    { name: 'tideHigh', type: 'text' },
    { name: 'tideLow', type: 'text' },
    { name: 'waterTemp', type: 'number' },
    { name: 'airTemp', type: 'number' },
    ratingField(),
    { name: 'visibility', type: 'text', defaultValue: 'clear' },
    { name: 'ratingReasons', type: 'json' },
    { name: 'provenance', type: 'json' },
    { name: 'isSample', type: 'checkbox', defaultValue: false },
    // The day's wind every 3 hours (SPEC §3 'Hourly wind entry'): always read with its day's row.
    { name: 'hourlyWind', type: 'json' },
    // The two-source cross-check for this spot and date, computed at ingestion (validation.ts).
    { name: 'validation', type: 'json' },
  ],
  timestamps: true,
}
