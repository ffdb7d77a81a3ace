import type { CollectionConfig } from 'payload'
import { dataAdmin } from '../../admin/nav'
import { publicReadAdminWrite } from '../../access/public-read'
import { isoDateField } from '../../fields/iso-date'
import { jsonFields } from '../../fields/spot-day'
import { spotField } from '../../fields/spot'

// A spot's accuracy record as the verification job last computed it (compact: one row
// per spot; windows and sources read through shared/contracts/accuracy.ts).
export const SpotAccuracy: CollectionConfig = {
  slug: 'spot-accuracy',
  access: publicReadAdminWrite,
  admin: { ...dataAdmin, defaultColumns: ['spot', 'today', 'computedAt'] },
  fields: [
    spotField({ unique: true }),
    // The spot's local date the windows end before.
    isoDateField('today'),
    { name: 'computedAt', type: 'text', required: true },
    ...jsonFields('windows', 'sources'),
  ],
  timestamps: true,
}
