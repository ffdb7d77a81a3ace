import type { CollectionConfig } from 'payload'
import { dataAdmin } from '../../admin/nav'
import { publicReadAdminWrite } from '../../access/public-read'
import { isoDateField } from '../../fields/iso-date'
import { jsonFields } from '../../fields/spot-day'
import { spotField } from '../../fields/spot'

// The buoy verification's scores as the daily job last computed them (the WMO LC-WFV method,
// docs/accuracy.md): one row per spot with a wave buoy, keyed 'spot-<id>', and one row keyed
// 'all' for every buoy pooled. Public reads of the scores; only the job (and admins) write. The
// forecasts they come from stay in the buoy_forecasts table, which no API serves.
export const BuoyVerification: CollectionConfig = {
  slug: 'buoy-verification',
  access: publicReadAdminWrite,
  admin: { ...dataAdmin, defaultColumns: ['key', 'spot', 'buoy', 'computedAt'] },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true },
    // Empty on the 'all' row.
    spotField({ required: false }),
    // The NDBC station id; empty on the 'all' row.
    { name: 'buoy', type: 'text' },
    { name: 'computedAt', type: 'text', required: true },
    // The UTC date every window ends before (complete UTC days only).
    isoDateField('windowsEnd'),
    // Any pair from sample data (UPSTREAM_MODE=sample): the answers and the page say so.
    { name: 'isSample', type: 'checkbox', defaultValue: false },
    ...jsonFields('windows'),
  ],
  timestamps: true,
}
