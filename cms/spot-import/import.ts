// The bulk import of spots (issue 35, docs/editors.md 'Importing spots'): each feature of a
// GeoJSON FeatureCollection becomes a spot created exactly as an editor's point-only create (the
// surf-spots hooks derive exposure, stations, zone and time zone and draw its image), in its own
// transaction, so a feature that fails leaves nothing behind. Refused, with the reason named: no
// name; a point on land or far from any coast (the proposals' words); within 300 m of a spot or
// of an earlier feature of the file; a name already used. Imported spots are not featured, and
// the published ones are refreshed once, together, when the file is done.
import type { Payload, TypedUser } from 'payload'
import { inTransaction } from '../feed/transaction'
import { refuseSpotPoint } from '../conditions/stations/derive'
import { refreshForSpot, SPOT_IMPORT_CONTEXT } from '../collections/surf-spots/publish-hooks'
import { nearBox, nearest } from '../surfer-proposals/propose'
import { locationOfPoint, spotSlugFor } from '../surfer-proposals/spot-from-proposal'
import { DUPLICATE_METRES } from '../../shared/contracts/surfer-proposals'
import {
  DEFAULT_IMPORT_LICENSE,
  DEFAULT_IMPORT_SOURCE,
  type ImportFeature,
  type SpotImportResult,
} from '../../shared/contracts/spot-import'
import { greatCircleKm } from '../../shared/domain/units/geo'
import { fieldsOf, type ImportedFields } from './properties'

export type ImportOptions = {
  payload: Payload
  user: TypedUser
  features: ImportFeature[]
  publish: boolean
  source?: string
  license?: string
  /** Told each result as it is decided (the job's progress). */
  onResult?: (result: SpotImportResult) => Promise<void> | void
}

type Placed = { index: number; name: string; latitude: number; longitude: number }

const apart = `spots must be more than ${DUPLICATE_METRES} m apart`

/** The first of `placed` within 300 m of the point, with its distance. */
function nearestPlaced(placed: Placed[], latitude: number, longitude: number) {
  let best: { row: Placed; metres: number } | null = null
  for (const row of placed) {
    const metres = greatCircleKm(latitude, longitude, row.latitude, row.longitude) * 1000
    if (metres <= DUPLICATE_METRES && (!best || metres < best.metres)) best = { row, metres }
  }
  return best
}

/** Why the point cannot be this file's next spot, or null. */
async function refusalOf(
  payload: Payload,
  fields: ImportedFields,
  at: { latitude: number; longitude: number },
  placed: Placed[],
): Promise<string | null> {
  const { latitude, longitude } = at
  const point = refuseSpotPoint(latitude, longitude)
  if (point) return point
  const sibling = nearestPlaced(placed, latitude, longitude)
  if (sibling) {
    return `${sibling.row.name} (feature ${sibling.row.index} of this file) is ${Math.round(sibling.metres)} m from this point: ${apart}.`
  }
  const spot = await nearest(
    payload,
    'surf-spots',
    nearBox(latitude, longitude, DUPLICATE_METRES),
    at,
  )
  if (spot) {
    return `${spot.row.name} is already a spot ${Math.round(spot.metres)} m from this point: ${apart}.`
  }
  const named = await payload.count({
    collection: 'surf-spots',
    where: { name: { equals: fields.name } },
    overrideAccess: true,
  })
  if (named.totalDocs > 0)
    return `A spot named "${fields.name}" already exists: choose another name.`
  return null
}

/** The words of a failed create: Payload's field message where it gives one. */
function reasonOfError(error: unknown): string {
  const data = (error as { data?: { errors?: { message?: string }[] } }).data
  const first = data?.errors?.find((e) => e.message)?.message
  if (first) return first
  return error instanceof Error && error.message ? error.message : 'The spot could not be created.'
}

/** Creates one spot in its own transaction: all of it (image included) or nothing. */
async function createSpot(
  options: ImportOptions,
  fields: ImportedFields,
  at: { latitude: number; longitude: number },
): Promise<number> {
  const { payload, user, publish } = options
  return inTransaction(payload, { user, context: { [SPOT_IMPORT_CONTEXT]: true } }, async (req) => {
    const spot = await payload.create({
      collection: 'surf-spots',
      data: {
        name: fields.name,
        slug: await spotSlugFor(req, fields.name),
        location: fields.location ?? locationOfPoint(at.latitude, at.longitude),
        latitude: at.latitude,
        longitude: at.longitude,
        breakType: fields.breakType,
        skillLevel: fields.skillLevel,
        description: fields.description,
        featured: false,
        source: options.source ?? DEFAULT_IMPORT_SOURCE,
        license: options.license ?? DEFAULT_IMPORT_LICENSE,
        _status: publish ? 'published' : 'draft',
      } as never,
      draft: !publish,
      user,
      overrideAccess: false,
      req,
    })
    return Number(spot.id)
  })
}

/** Imports the features in order; one result each. */
export async function importSpots(options: ImportOptions): Promise<SpotImportResult[]> {
  const { payload, features, publish } = options
  const placed: Placed[] = []
  const results: SpotImportResult[] = []
  for (const [index, feature] of features.entries()) {
    const result = await importFeature(options, feature, index, placed)
    results.push(result)
    await options.onResult?.(result)
  }
  const created = results.filter((r) => r.status === 'created').length
  // One refresh for the whole file, once it is in (a refresh per spot would run N times).
  if (publish && created > 0) void refreshForSpot(payload, `spots imported: ${created}`)
  return results
}

async function importFeature(
  options: ImportOptions,
  feature: ImportFeature,
  index: number,
  placed: Placed[],
): Promise<SpotImportResult> {
  const fields = fieldsOf(feature.properties)
  if ('refused' in fields) return { index, status: 'refused', reason: fields.refused }
  const [longitude, latitude] = feature.geometry.coordinates
  const at = { latitude, longitude }
  const { name } = fields
  const refused = await refusalOf(options.payload, fields, at, placed)
  if (refused) return { index, name, status: 'refused', reason: refused }
  try {
    const id = await createSpot(options, fields, at)
    placed.push({ index, name, latitude, longitude })
    return { index, name, status: 'created', id }
  } catch (error) {
    return { index, name, status: 'refused', reason: reasonOfError(error) }
  }
}
