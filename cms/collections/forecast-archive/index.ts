import type { CollectionConfig } from 'payload'
import { dataAdmin } from '../../admin/nav'
import { publicReadAdminWrite } from '../../access/public-read'
import { isoDateField } from '../../fields/iso-date'
import { ratingField } from '../../fields/rating'
import { numberFields, textFields } from '../../fields/spot-day'
import { spotField } from '../../fields/spot'

// What Firing forecast, kept to be checked. One row per spot × issue date (the spot's
// local date of the run; each refresh that day overwrites it, so the day's last issue is kept) ×
// lead day 0–4. Written in bulk by ingestion (cms/conditions/accuracy/store.ts), pruned after 120 days.
export const ForecastArchive: CollectionConfig = {
  slug: 'forecast-archive',
  access: publicReadAdminWrite,
  admin: { ...dataAdmin, defaultColumns: ['spot', 'issueDate', 'leadDay', 'heightFt', 'rating'] },
  indexes: [{ fields: ['spot', 'issueDate', 'leadDay'], unique: true }],
  fields: [
    spotField(),
    isoDateField('issueDate'),
    { name: 'issuedAt', type: 'text', required: true },
    isoDateField('forecastDate'),
    { name: 'leadDay', type: 'number', required: true, min: 0, max: 4 },
    // heightFt: mean significant wave height over the day's daylight hours (what a buoy measures);
    // the surf range is the rated one the pages showed.
    ...numberFields('heightFt', 'surfMinFt', 'surfMaxFt', 'periodS', 'windSpeedMph', 'confidence'),
    { name: 'windClass', type: 'select', options: ['offshore', 'cross-shore', 'onshore'] },
    ratingField('rating'),
    ...textFields('source'),
    { name: 'isSample', type: 'checkbox', defaultValue: false },
  ],
  timestamps: true,
}
