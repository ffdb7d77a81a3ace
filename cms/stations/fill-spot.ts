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
  'exposure',
  'breakType',
  'skillLevel',
  'timeZone',
  'isUS',
  'tideStation',
  'ndbcBuoy',
] as const

/**
 * The fields' defaults, which Payload has already put in `data` (and in the request's own data,
 * the same object) before this hook runs: a default is not the editor's choice, so it is filled.
 */
const DEFAULTS: Partial<Record<(typeof FILLED)[number], unknown>> = { timeZone: 'UTC', isUS: false }

export const fillSpotFromPoint: CollectionBeforeValidateHook = ({ data, operation }) => {
  if (operation !== 'create' || !data) return data
  const given = (f: (typeof FILLED)[number]) => {
    const v = data[f] as unknown
    return v !== undefined && v !== null && v !== '' && v !== DEFAULTS[f]
  }
  const { latitude, longitude } = data as { latitude?: unknown; longitude?: unknown }
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return data
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return data
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return data
  if (FILLED.every(given)) return data
  const facing = given('beachFacingDegrees') ? Number(data.beachFacingDegrees) : null
  if (facing === null) {
    const refused = refuseSpotPoint(latitude, longitude)
    if (refused) throw new APIError(refused, 400, [{ path: 'latitude', message: refused }], true)
  }
  const {
    stations: _stations,
    facingFrom: _from,
    ...proposal
  } = proposeSpot({
    latitude,
    longitude,
    facingDeg: facing,
  })
  const filled: Record<string, unknown> = { ...data }
  for (const f of FILLED) if (!given(f)) filled[f] = proposal[f]
  return filled
}
