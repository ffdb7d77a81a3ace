import type { CollectionConfig } from 'payload'
import { ratingField } from '../../fields/rating'
import { jsonFields, numberFields, spotDayCollection, textFields } from '../../fields/spot-day'

export const SurfConditions: CollectionConfig = spotDayCollection('surf-conditions', 'date', [
  ...numberFields('waveHeightMin', 'waveHeightMax', 'wavePeriod', 'windSpeed'),
  ...textFields('windDirection'),
  ...numberFields('windDirectionDegrees'),
  { name: 'windClassification', type: 'select', options: ['offshore', 'cross-shore', 'onshore'] },
  ...textFields('swellDirection'),
  ...numberFields('swellDirectionDegrees'),
  ...textFields('tideHigh', 'tideLow'),
  ...numberFields('waterTemp', 'airTemp'),
  ratingField(),
  { name: 'visibility', type: 'text', defaultValue: 'clear' },
  // ratingInputs: the unrounded values that were rated (shared/domain/rating/RATING.md).
  ...jsonFields('ratingReasons', 'ratingInputs'),
  { name: 'provenance', type: 'json' },
  { name: 'isSample', type: 'checkbox', defaultValue: false },
  // The day's wind every 3 hours (eight entries, 00–21 local): always read with its day's row.
  { name: 'hourlyWind', type: 'json' },
  // The two-source cross-check for this spot and date, computed at ingestion (validation.ts).
  { name: 'validation', type: 'json' },
])
