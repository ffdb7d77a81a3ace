import type { CollectionConfig } from 'payload'
import { numberFields, spotDayCollection, textFields } from '../../fields/spot-day'

export const SurfReports: CollectionConfig = spotDayCollection('surf-reports', 'date', [
  { name: 'summary', type: 'textarea', required: true },
  { name: 'detailedAnalysis', type: 'textarea', required: true },
  ...textFields('swellSize', 'swellDirection'),
  ...numberFields('swellPeriod'),
  { name: 'windAnalysis', type: 'textarea' },
  { name: 'tideAnalysis', type: 'textarea' },
  { name: 'crowdLevel', type: 'select', options: ['light', 'moderate', 'heavy'] },
  { name: 'bestSessions', type: 'text' },
  { name: 'skillRecommendation', type: 'textarea' },
  { name: 'equipmentRecommendation', type: 'textarea' },
  { name: 'safetyNotes', type: 'textarea' },
  { name: 'overallScore', type: 'number', min: 0, max: 10 },
  { name: 'provenance', type: 'json' },
  { name: 'isSample', type: 'checkbox', defaultValue: false },
])
