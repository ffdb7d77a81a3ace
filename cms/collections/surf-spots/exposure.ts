// A spot's stored swell exposure: { byDirection[36], source, method } in one JSON
// column; the swell window is derived from byDirection when read (shared/domain/rating/exposure.ts).
import type { CollectionBeforeChangeHook, FieldHook } from 'payload'
import { StoredExposure } from '../../../shared/contracts/stored-rows'
import { facingExposure, toStored } from '../../../shared/domain/rating/exposure'

// A committed migration (20261127_105625_spot_exposure) imports toStored from here.
export { toStored }
import { computeSpotExposure } from '../../conditions/geo/world-land'

/** Admin validation: empty (filled from the facing) or a well-formed exposure. */
export function validateExposure(value: unknown): true | string {
  if (value === null || value === undefined) return true
  const parsed = StoredExposure.safeParse(value)
  if (parsed.success) return true
  const issue = parsed.error.issues[0]
  const where = issue?.path.join('.') || 'exposure'
  return `${where}: ${issue?.message ?? 'not a valid exposure'} (byDirection: 36 numbers 0-1; source: computed or editor; method: text)`
}

const sameShares = (a: readonly number[], b: readonly number[]): boolean =>
  a.length === b.length && a.every((v, i) => v === b[i])

/** An editor who changes the shares makes them the editor's: source 'editor'. */
export const markEditedExposure: FieldHook = ({ value, previousValue }) => {
  const next = StoredExposure.safeParse(value)
  const before = StoredExposure.safeParse(previousValue)
  if (!next.success || !before.success) return value
  if (sameShares(next.data.byDirection, before.data.byDirection)) return toStored(next.data)
  if (next.data.source === 'editor') return toStored(next.data)
  return { ...toStored(next.data), source: 'editor', method: 'set by an editor in the admin' }
}

/** The exposure from the coastline at the point (cms/conditions/geo), else from the facing. */
function exposureAt(lat: unknown, lon: unknown, facing: number): StoredExposure {
  if (typeof lat === 'number' && typeof lon === 'number') {
    const computed = computeSpotExposure(lat, lon)
    if (computed.facingDeg !== null) return toStored(computed.exposure)
  }
  return facingExposure(facing)
}

/**
 * A spot saved without an exposure gets one computed from the coastline at its point (or, with
 * no open water found there, from its facing), so every spot has a window to rate by and to show.
 */
export const fillMissingExposure: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  // An exposure cleared in the admin is filled again, as a new spot's is.
  const given =
    'exposure' in data
      ? data.exposure
      : (originalDoc as { exposure?: unknown } | undefined)?.exposure
  if (given !== null && given !== undefined) return data
  const facing =
    typeof data.beachFacingDegrees === 'number'
      ? data.beachFacingDegrees
      : (originalDoc as { beachFacingDegrees?: unknown } | undefined)?.beachFacingDegrees
  if (typeof facing !== 'number') return data
  const was = originalDoc as { latitude?: unknown; longitude?: unknown } | undefined
  const lat = 'latitude' in data ? data.latitude : was?.latitude
  const lon = 'longitude' in data ? data.longitude : was?.longitude
  return { ...data, exposure: exposureAt(lat, lon, facing) }
}
