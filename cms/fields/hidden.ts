import type { CheckboxField } from 'payload'
import { isStaffField } from '../access/is-staff-field'

/** Set by moderators: the row leaves every public list; its author still reads it. */
export const hiddenField: CheckboxField = {
  name: 'hidden',
  type: 'checkbox',
  defaultValue: false,
  index: true,
  // Editors hide and restore through the moderation queue; the author can never unhide.
  access: { create: isStaffField, update: isStaffField },
  admin: { position: 'sidebar', description: 'Hidden by moderators' },
}
