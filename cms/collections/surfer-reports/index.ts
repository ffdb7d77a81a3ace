import type { CollectionConfig } from 'payload'
import { anyone } from '../../access/anyone'
import { isAdmin } from '../../access/is-admin'
import { SURF_REPORT_SIZES, SURF_REPORT_WINDS } from '../../../shared/contracts/surfer-report'
import { RATINGS } from '../../../shared/domain/rating/ratings'
import { spotField, userField } from '../../fields/spot'
import { queueVerificationOnChange, queueVerificationOnDelete } from './hooks/queue-verification'
import { dataAdmin } from '../../admin/nav'

// What a surfer saw in the water, carried by their Discover post ("How was it?").
// Public like the post itself; written only by the feed pipeline (overrideAccess) on the post's
// create/edit, and deleted with the post. Verification compares forecasts with these.
export const SurferReports: CollectionConfig = {
  slug: 'surfer-reports',
  admin: { ...dataAdmin, defaultColumns: ['spot', 'rating', 'size', 'surfedAt', 'author'] },
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    {
      name: 'post',
      type: 'relationship',
      relationTo: 'feed-posts',
      required: true,
      unique: true,
      index: true,
    },
    userField('author'),
    spotField(),
    { name: 'surfedAt', type: 'date', required: true, index: true },
    { name: 'size', type: 'select', required: true, options: [...SURF_REPORT_SIZES] },
    { name: 'rating', type: 'select', required: true, options: [...RATINGS] },
    { name: 'wind', type: 'select', required: true, options: [...SURF_REPORT_WINDS] },
  ],
  // Verification: a report counts in its spot's record soon, not only nightly.
  hooks: { afterChange: [queueVerificationOnChange], afterDelete: [queueVerificationOnDelete] },
  timestamps: true,
}
