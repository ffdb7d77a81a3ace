import type { CollectionConfig } from 'payload'
import { adminOnly } from '../../access/public-read'
import { dataAdmin } from '../../admin/nav'

/**
 * What each upstream answered on one ingestion run, per source: every request's key (a point, a
 * buoy, a tide station), when it answered, its normalised values (packed), or its error with the
 * last good answer carried forward at its own fetchedAt. Ingestion rebuilds from the latest one;
 * operators read them in the admin. Never public: pages only show provenance.
 */
export const SourceSnapshots: CollectionConfig = {
  slug: 'source-snapshots',
  access: adminOnly,
  admin: {
    ...dataAdmin,
    useAsTitle: 'summary',
    defaultColumns: ['source', 'mode', 'summary', 'createdAt'],
  },
  indexes: [{ fields: ['source', 'mode', 'createdAt'] }],
  fields: [
    {
      name: 'source',
      type: 'select',
      required: true,
      index: true,
      options: ['open-meteo-marine', 'open-meteo-forecast', 'noaa-ndbc', 'noaa-coops', 'nws-grid'],
    },
    { name: 'mode', type: 'select', required: true, options: ['live', 'sample'] },
    { name: 'model', type: 'text' },
    { name: 'summary', type: 'text', admin: { description: 'Requests, answers and errors.' } },
    { name: 'requests', type: 'number', required: true, defaultValue: 0 },
    { name: 'okCount', type: 'number', required: true, defaultValue: 0 },
    { name: 'errors', type: 'json' },
    // A megabyte of packed series for the engine: the admin shows the summary and errors instead.
    { name: 'entries', type: 'json', required: true, admin: { disabled: true } },
  ],
  timestamps: true,
}
