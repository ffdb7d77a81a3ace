import type { CollectionConfig } from 'payload'
import { jsonFields, spotDayCollection, textFields } from '../../fields/spot-day'

// A spot's hour-by-hour forecast for one local date, today..+4 (shared/domain/forecast/hourly.ts).
// Its own collection, not a field on surf-conditions: it is read one spot and date at a time and
// never with the lists, reports and stats that read conditions, and at ~12 KB a day it would
// weigh down every one of those reads (the report reads whole condition rows).
export const SurfHourly: CollectionConfig = spotDayCollection('surf-hourly', 'date', [
  ...textFields('timeZone', 'firstLight', 'sunrise', 'sunset', 'lastLight'),
  { name: 'tideDatum', type: 'select', options: ['MLLW', 'MSL'] },
  ...jsonFields('hours', 'tideEvents', 'bestWindows', 'provenance'),
  { name: 'isSample', type: 'checkbox', defaultValue: false },
])
