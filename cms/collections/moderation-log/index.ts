import type { CollectionConfig } from 'payload'
import { COMMUNITY } from '../../admin/nav'
import { isServerWrite } from '../../access/server-write'
import { isStaff } from '../../access/is-staff'
import { nobody } from '../../access/nobody'
import { MODERATION_ACTIONS, REPORTED_KINDS } from '../../../shared/contracts/moderation'

// Every moderation decision, who / what / when / why. Read-only for everyone: only the
// moderation operations (cms/moderation/decide.ts) append to it, and nothing ever changes a row.
export const ModerationLog: CollectionConfig = {
  slug: 'moderation-log',
  admin: {
    group: COMMUNITY,
    defaultColumns: ['action', 'itemKind', 'itemId', 'moderator', 'reason', 'createdAt'],
  },
  access: { read: isStaff, create: isServerWrite, update: nobody, delete: nobody },
  fields: [
    // Empty for the automatic hide at the reporters' threshold.
    { name: 'moderator', type: 'relationship', relationTo: 'users', index: true },
    { name: 'action', type: 'select', required: true, options: [...MODERATION_ACTIONS] },
    { name: 'itemKind', type: 'select', required: true, options: [...REPORTED_KINDS] },
    { name: 'itemId', type: 'number', required: true, index: true },
    // The item's author (the one blocked, for block / unblock).
    { name: 'author', type: 'relationship', relationTo: 'users' },
    { name: 'reason', type: 'textarea', required: true, maxLength: 500 },
  ],
  timestamps: true,
}
