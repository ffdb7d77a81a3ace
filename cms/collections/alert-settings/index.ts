import type { CollectionConfig } from 'payload'
import { createsOwnRow } from '../../access/creates-own-row'
import { isAdminField } from '../../access/is-admin'
import { isAdminOrOwner } from '../../access/is-admin-or-owner'
import { dataAdmin } from '../../admin/nav'
import { userField } from '../../fields/spot'
import { RATINGS } from '../../../shared/domain/rating/ratings'
import { isTimeZone } from '../../../shared/domain/time/zoned'

// One row per user, read and written only by its owner (and admins). What was
// sent and the unsubscribe are the server's to set (the digest task and the signed link).
export const AlertSettings: CollectionConfig = {
  slug: 'alert-settings',
  admin: { ...dataAdmin, defaultColumns: ['user', 'digestHour', 'timeZone', 'lastSentOn'] },
  access: {
    read: isAdminOrOwner('user'),
    create: createsOwnRow('user'),
    update: isAdminOrOwner('user'),
    delete: isAdminOrOwner('user'),
  },
  indexes: [{ fields: ['user'], unique: true }],
  fields: [
    { ...userField(), access: { update: isAdminField } },
    { name: 'digestHour', type: 'number', required: true, min: 0, max: 23, defaultValue: 7 },
    {
      name: 'timeZone',
      type: 'text',
      maxLength: 64,
      validate: (value: unknown) =>
        value == null || (typeof value === 'string' && isTimeZone(value))
          ? true
          : 'An IANA time zone such as America/Los_Angeles',
    },
    {
      name: 'rules',
      type: 'array',
      fields: [
        { name: 'spot', type: 'relationship', relationTo: 'surf-spots', required: true },
        {
          name: 'minRating',
          type: 'select',
          required: true,
          options: RATINGS.map((value) => ({ value, label: value })),
        },
      ],
    },
    {
      // The local date of the last digest sent: at most one a day (cms/alerts/due.ts).
      name: 'lastSentOn',
      type: 'text',
      access: { create: isAdminField, update: isAdminField },
      admin: { readOnly: true },
    },
    {
      // Set by the signed unsubscribe link; the owner's next save clears it.
      name: 'unsubscribedAt',
      type: 'date',
      access: { create: isAdminField, update: isAdminField },
      admin: { readOnly: true },
    },
  ],
  timestamps: true,
}
