import type { Payload } from 'payload'
import { z } from 'zod'
import { MARINE_ZONES } from '../seed/data/marine-zones'
import { storedStationId } from '../stations/describe'
import type { IngestSpot } from './types'

const SpotDoc = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  location: z.string(),
  breakType: z.string(),
  skillLevel: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  beachFacingDegrees: z.number(),
  offshoreFromDegrees: z.number().nullish(),
  offshoreToDegrees: z.number().nullish(),
  exposureFactor: z.number().positive().nullish(),
  isUS: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
  timeZone: z.string(),
  tideStation: storedStationId,
  ndbcBuoy: storedStationId,
  landLatitude: z
    .number()
    .nullish()
    .transform((v) => v ?? null),
  landLongitude: z
    .number()
    .nullish()
    .transform((v) => v ?? null),
})

/** Every surf spot with what ingestion needs; a spot that fails to parse is skipped and logged. */
export async function loadIngestSpots(payload: Payload): Promise<IngestSpot[]> {
  const { docs } = await payload.find({
    collection: 'surf-spots',
    pagination: false,
    depth: 0,
    sort: 'id',
    // Published spots only: a draft spot stays unseen until an editor publishes it.
    where: { _status: { equals: 'published' } },
    overrideAccess: true,
  })
  return docs.flatMap((doc) => {
    const parsed = SpotDoc.safeParse(doc)
    if (parsed.success) {
      const { slug, ...spot } = parsed.data
      const zone = spot.isUS ? MARINE_ZONES[slug] : undefined
      return [{ ...spot, marineZone: zone ? { zone: zone.zone, office: zone.office } : null }]
    }
    payload.logger.warn(`conditions: skipping spot ${String(doc.id)}: ${parsed.error.message}`)
    return []
  })
}
