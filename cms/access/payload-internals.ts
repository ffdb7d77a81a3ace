import type { Access, SanitizedConfig } from 'payload'
import { isAdmin } from './is-admin'
import { isStaff } from './is-staff'

// Payload adds collections of its own when it sanitizes the config. Locked documents default to
// "any signed-in user" for every operation: a surfer could list who edits what, and take or
// drop an editor's lock. Only the people who may open the admin use them.
const INTERNAL_ACCESS: Record<string, Access> = {
  'payload-locked-documents': isStaff,
  'payload-migrations': isAdmin,
}

/** The configuration with Payload's own collections closed to everyone who cannot open /admin. */
export function closePayloadInternals(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    const access = INTERNAL_ACCESS[collection.slug]
    if (!access) continue
    Object.assign(collection.access, {
      create: access,
      read: access,
      update: access,
      delete: access,
    })
  }
  return config
}
