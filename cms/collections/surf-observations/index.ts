import type { CollectionConfig } from 'payload'
import { dataAdmin } from '../../admin/nav'
import { publicReadAdminWrite } from '../../access/public-read'
import { isoDateField } from '../../fields/iso-date'
import { numberFields, textFields } from '../../fields/spot-day'
import { spotField } from '../../fields/spot'

// What happened, per spot and hour. 'buoy' is NDBC's measurement; 'analysis' is the
// models' own past hours (Open-Meteo past_days), a model's estimate and never called observed.
// Surfers' reports stay in 'surfer-reports'. Pruned after 120 days with the archive.
export const SurfObservations: CollectionConfig = {
  slug: 'surf-observations',
  access: publicReadAdminWrite,
  admin: { ...dataAdmin, defaultColumns: ['spot', 'time', 'kind', 'waveHeightFt', 'source'] },
  indexes: [{ fields: ['spot', 'kind', 'time'], unique: true }],
  fields: [
    spotField(),
    { name: 'kind', type: 'select', required: true, options: ['buoy', 'analysis'] },
    // ISO 8601 UTC on the hour, and the spot's local date of it (days are compared locally).
    { name: 'time', type: 'text', required: true, index: true },
    isoDateField('date'),
    // 06:00–18:00 local: the hours a day's mean is taken over (cms/conditions/accuracy/hours.ts).
    { name: 'isDaylight', type: 'checkbox', defaultValue: false },
    ...numberFields(
      'waveHeightFt',
      'periodS',
      'directionDeg',
      'swellHeightFt',
      'windWaveHeightFt',
      'waterTempF',
      'windSpeedMph',
      'windDirectionDeg',
    ),
    ...textFields('source'),
    { name: 'isSample', type: 'checkbox', defaultValue: false },
  ],
  timestamps: true,
}
