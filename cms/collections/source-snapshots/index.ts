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
    {
      name: 'partial',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'An hourly refresh of the spots people look at, not every spot.' },
    },
    { name: 'model', type: 'text' },
    { name: 'summary', type: 'text', admin: { description: 'Requests, answers and errors.' } },
    { name: 'requests', type: 'number', required: true, defaultValue: 0 },
    { name: 'okCount', type: 'number', required: true, defaultValue: 0 },
    { name: 'errors', type: 'json' },
    // Snapshots stored before 2026-12-03 kept their packed series here; newer ones keep them one
    // row per key in source_snapshot_entries (ingest/snapshots.ts). The admin shows the summary.
    { name: 'entries', type: 'json', admin: { disabled: true } },
  ],
  timestamps: true,
}
