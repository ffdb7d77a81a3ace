import type { CollectionConfig } from 'payload'
import { COMMUNITY } from '../../admin/nav'
import { isAdmin } from '../../access/is-admin'
import { isServerWrite } from '../../access/server-write'
import { isStaff } from '../../access/is-staff'
import { REPORT_REASONS, REPORTED_KINDS } from '../../../shared/contracts/moderation'
import { userField } from '../../fields/spot'
import { decideEndpoint } from '../../moderation/decide-endpoint'

// A signed-in user's report of a post or a comment. Written only by the report
// operation (cms/moderation/report.ts), which checks the item first; surfers never read them.
// An item is named by kind + id rather than a relationship, so a report outlives a deletion and
// the log can still say what was reported.
export const ContentReports: CollectionConfig = {
  slug: 'content-reports',
  labels: { singular: 'Report', plural: 'Moderation queue' },
  admin: {
    group: COMMUNITY,
    defaultColumns: ['itemKind', 'itemId', 'reason', 'reporter', 'status', 'createdAt'],
    // The list is the queue: reported items grouped, most reported first, with their actions.
    components: {
      views: { list: { Component: '/moderation/admin/ModerationQueueView#ModerationQueueView' } },
    },
  },
  endpoints: [{ path: '/decide', method: 'post', handler: decideEndpoint }],
  access: { read: isStaff, create: isServerWrite, update: isStaff, delete: isAdmin },
  fields: [
    { name: 'itemKind', type: 'select', required: true, options: [...REPORTED_KINDS] },
    { name: 'itemId', type: 'number', required: true, index: true },
    { ...userField('reporter'), access: { update: () => false } },
    { name: 'reason', type: 'select', required: true, options: [...REPORT_REASONS] },
    { name: 'note', type: 'textarea', maxLength: 500 },
    // Open until an editor decides on the item; the queue lists items with open reports.
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'open',
      index: true,
      options: ['open', 'resolved'],
    },
  ],
  // One report per user per item, even for two identical requests at the same moment.
  indexes: [{ fields: ['reporter', 'itemKind', 'itemId'], unique: true }],
  timestamps: true,
}
