import type { Payload } from 'payload'
import { DEFAULT_AUTO_HIDE_REPORTERS } from '../globals/moderation-settings'

/** How many different reporters hide an item until an editor decides (the admins' setting). */
export async function autoHideThreshold(payload: Payload): Promise<number> {
  // System read: the threshold applies to every report, whoever makes it.
  const settings = await payload.findGlobal({ slug: 'moderation-settings', overrideAccess: true })
  const value = settings.autoHideReporters
  return typeof value === 'number' && value >= 1 ? value : DEFAULT_AUTO_HIDE_REPORTERS
}
