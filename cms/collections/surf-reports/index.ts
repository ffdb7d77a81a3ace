import type { CollectionConfig } from 'payload'
import { publicReadAdminWrite } from '../../access/public-read'
import { isoDateField } from '../../fields/iso-date'
import { spotField } from '../../fields/spot'

export const SurfReports: CollectionConfig = {
  slug: 'surf-reports',
  access: publicReadAdminWrite,
  indexes: [{ fields: ['spot', 'date'], unique: true }],
  fields: [
    spotField(),
    isoDateField('date'),
    { name: 'summary', type: 'textarea', required: true },
    { name: 'detailedAnalysis', type: 'textarea', required: true },
    { name: 'swellSize', type: 'text' },
    { name: 'swellDirection', type: 'text' },
    { name: 'swellPeriod', type: 'number' },
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
  ],
  timestamps: true,
}
