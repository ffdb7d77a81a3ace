// A spot's stored swell exposure: { byDirection[36], source, method } in one JSON
// column; the swell window is derived from byDirection when read (shared/domain/rating/exposure.ts).
import type { CollectionBeforeChangeHook, FieldHook } from 'payload'
import { z } from 'zod'
import {
  EXPOSURE_BINS,
  EXPOSURE_STEP_DEG,
  swellWindowOf,
} from '../../../shared/domain/rating/exposure'
import type { SpotExposure } from '../../../shared/domain/rating/exposure'
import { angularDistance } from '../../../shared/domain/rating/wind'
import { computeSpotExposure } from '../../conditions/geo/world-land'

/** The stored form: the swell window is not stored, it follows from byDirection. */
export const StoredExposure = z.object({
  byDirection: z
    .array(z.number().min(0).max(1))
    .length(EXPOSURE_BINS, `byDirection needs ${EXPOSURE_BINS} numbers, one per 10°`),
  source: z.enum(['computed', 'editor']),
  method: z.string().min(1),
})
export type StoredExposure = z.infer<typeof StoredExposure>

/** The method text of a share made from the facing alone (docs/conditions.md 'Exposure'). */
export const FACING_METHOD =
  'facing-based share (cosine of the angle from the beach facing, none from 90° off): ' +
  'no coastline computed for this spot yet'

/**
 * The exposure of a spot known only by its facing: cos(angle from the facing), 0 from 90° off.
 * The fallback for a point the coastline computation finds no open water around.
 */
export function facingExposure(beachFacingDeg: number): StoredExposure {
  const byDirection = Array.from({ length: EXPOSURE_BINS }, (_, i) => {
    const off = angularDistance(i * EXPOSURE_STEP_DEG, beachFacingDeg)
    return off >= 90 ? 0 : Math.round(Math.cos((off * Math.PI) / 180) * 100) / 100
  })
  return { byDirection, source: 'computed', method: FACING_METHOD }
}

/** The stored part of an exposure (the window is derived, never stored). */
export const toStored = ({ byDirection, source, method }: StoredExposure): StoredExposure => ({
  byDirection: [...byDirection],
  source,
  method,
})

/** A spot's exposure as the API and the rating read it: the stored one, else from its facing. */
export function spotExposureOf(stored: unknown, beachFacingDeg: number): SpotExposure {
  const parsed = StoredExposure.safeParse(stored)
  const value = parsed.success ? parsed.data : facingExposure(beachFacingDeg)
  return { ...toStored(value), swellWindow: swellWindowOf(value.byDirection) }
}

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
