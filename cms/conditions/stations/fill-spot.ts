// surf-spots beforeValidate on create: a spot given only its name, slug, place and point gets the
// rest proposed from the point (propose.ts); what the request gave is kept. A point on land or
// more than 5 km from any coast is refused with a 400 when the facing is left to be found, which
// is how the API and the admin's point-first form create spots (docs/api.md).
import type { CollectionBeforeValidateHook } from 'payload'
import { APIError } from 'payload'
import { refuseSpotPoint } from './derive'
import { lookUpMarineZone } from './nws-zone'
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

export const fillSpotFromPoint: CollectionBeforeValidateHook = async ({
  data,
  operation,
  originalDoc,
  context,
}) => {
  if (!data) return data
  if (operation !== 'create') return movedPointZone(data, originalDoc)
  // The seed gives every field, curated (a null tide station or buoy, isUS false, are choices):
  // proposing would only load the coastline (~1 s, +50 MB) to be thrown away.
  if (context.seed === true) return withMarineZone(data)
  const given = (f: (typeof FILLED)[number]) => {
    const v = data[f] as unknown
    return v !== undefined && v !== null && v !== '' && v !== DEFAULTS[f]
  }
  const { latitude, longitude } = data as { latitude?: unknown; longitude?: unknown }
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return data
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return data
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return data
  if (FILLED.every(given)) return withMarineZone(data)
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
  return withMarineZone(filled)
}

/**
 * An edit that moves a zoneless US spot's point (the admin form saves a draft before its point is
 * picked) looks the zone up too; other edits leave it alone.
 */
async function movedPointZone(
  data: Record<string, unknown>,
  original: Record<string, unknown> | undefined,
): Promise<Record<string, unknown>> {
  const merged = { ...original, ...data }
  const moved = merged.latitude !== original?.latitude || merged.longitude !== original?.longitude
  if (!moved || typeof merged.latitude !== 'number' || typeof merged.longitude !== 'number') {
    return data
  }
  const zoned = await withMarineZone(merged)
  if (zoned === merged) return data
  return { ...data, nwsZone: zoned.nwsZone, nwsOffice: zoned.nwsOffice }
}

/** A US spot without a zone gets the one NWS places its point in (none on a failed lookup). */
async function withMarineZone(spot: Record<string, unknown>): Promise<Record<string, unknown>> {
  const has = (v: unknown) => typeof v === 'string' && v.trim() !== ''
  if (spot.isUS !== true || has(spot.nwsZone)) return spot
  const { latitude, longitude, beachFacingDegrees } = spot as {
    latitude: number
    longitude: number
    beachFacingDegrees?: unknown
  }
  const facing = typeof beachFacingDegrees === 'number' ? beachFacingDegrees : null
  const zone = await lookUpMarineZone(latitude, longitude, facing)
  if (!zone) return spot
  return {
    ...spot,
    nwsZone: zone.id,
    nwsOffice: has(spot.nwsOffice) ? spot.nwsOffice : zone.office,
  }
}
