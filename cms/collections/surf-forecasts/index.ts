import type { CollectionConfig } from 'payload'
import { ratingField } from '../../fields/rating'
import { jsonFields, numberFields, spotDayCollection, textFields } from '../../fields/spot-day'

export const SurfForecasts: CollectionConfig = spotDayCollection('surf-forecasts', 'forecastDate', [
  { name: 'dayOffset', type: 'number', required: true, min: 0 },
  ...textFields('swellHeight', 'swellDirection'),
  ...numberFields('swellPeriod', 'windSpeed'),
  ...textFields('windDirection', 'tideInfo'),
  ratingField(),
  { name: 'confidence', type: 'number', min: 0, max: 100 },
  // Why the confidence is what it is, and the unrounded values that were rated.
  ...jsonFields('confidenceReasons', 'ratingInputs'),
  { name: 'summary', type: 'textarea' },
  { name: 'alerts', type: 'text' },
  { name: 'provenance', type: 'json' },
  { name: 'isSample', type: 'checkbox', defaultValue: false },
])
