import type { GlobalConfig } from 'payload'
import { isAdmin } from '../../access/is-admin'
import { isStaff } from '../../access/is-staff'

/** Reporters it takes to hide an item until an editor decides, unless set here. */
export const DEFAULT_AUTO_HIDE_REPORTERS = 3

// The threshold is a setting editors can see and admins change, without a deployment.
export const ModerationSettings: GlobalConfig = {
  slug: 'moderation-settings',
  access: { read: isStaff, update: isAdmin },
  fields: [
    {
      name: 'autoHideReporters',
      type: 'number',
      label: 'Hide an item automatically after this many different reporters',
      min: 1,
      max: 1000,
      defaultValue: DEFAULT_AUTO_HIDE_REPORTERS,
      admin: { description: 'It stays hidden until an editor restores or deletes it.' },
    },
  ],
}
