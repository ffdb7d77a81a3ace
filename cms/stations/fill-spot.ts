// surf-spots beforeValidate on create: a spot given only its name, slug, place and point gets the
// rest proposed from the point (propose.ts); what the request gave is kept. A point on land or
// more than 5 km from any coast is refused with a 400 when the facing is left to be found, which
// is how the API and the admin's point-first form create spots (docs/api.md).
import type { CollectionBeforeValidateHook } from 'payload'
import { APIError } from 'payload'
import { refuseSpotPoint } from './derive'
import { proposeSpot } from './propose'

const FILLED = [
  'beachFacingDegrees',
  'offshoreFromDegrees',
  'offshoreToDegrees',
  'exposureFactor',
  'breakType',
  'skillLevel',
  'timeZone',
  'isUS',
  'tideStation',
  'ndbcBuoy',
] as const

const given = (v: unknown) => v !== undefined && v !== null && v !== ''

export const fillSpotFromPoint: CollectionBeforeValidateHook = ({ data, operation, req }) => {
  if (operation !== 'create' || !data) return data
  // What the request itself gave: by now `data` also holds the fields' defaults (timeZone 'UTC',
  // isUS false, exposure 1), which must not count as the editor's choice. The Local API (seed)
  // has no request body, and gives every field.
  const asked = (req.data ?? data) as Record<string, unknown>
  const { latitude, longitude } = data as { latitude?: unknown; longitude?: unknown }
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return data
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return data
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return data
  if (FILLED.every((f) => given(asked[f]))) return data
  const facing = given(asked.beachFacingDegrees) ? Number(asked.beachFacingDegrees) : null
  if (facing === null) {
    const refused = refuseSpotPoint(latitude, longitude)
    if (refused) throw new APIError(refused, 400, [{ path: 'latitude', message: refused }], true)
  }
  const { stations: _stations, ...proposal } = proposeSpot({
    latitude,
    longitude,
    facingDeg: facing,
  })
  const filled: Record<string, unknown> = { ...data }
  for (const f of FILLED) if (!given(asked[f])) filled[f] = proposal[f]
  return filled
}
