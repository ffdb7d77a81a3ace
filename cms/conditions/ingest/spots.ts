import type { Payload } from 'payload'
import { z } from 'zod'
import { spotExposureOf } from '../../collections/surf-spots/exposure'
import { marineZoneOf, storedStationId } from '../stations/describe'
import { loadTideStations } from '../stations/tide-catalogue'
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
  // Stored on save: computed from the coastline at the spot's point (from its facing where no open
  // water is found), or an editor's. A row without a valid one is read from its facing.
  exposure: z.unknown().optional(),
  worksFromFt: z
    .number()
    .nullish()
    .transform((v) => v ?? null),
  isUS: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
  timeZone: z.string(),
  tideStation: storedStationId,
  ndbcBuoy: storedStationId,
  nwsZone: storedStationId,
  nwsOffice: storedStationId,
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
  const spots = docs.flatMap((doc) => {
    const parsed = SpotDoc.safeParse(doc)
    if (parsed.success) {
      const { slug: _slug, exposure, nwsZone, nwsOffice, ...spot } = parsed.data
      return [
        {
          ...spot,
          exposure: spotExposureOf(exposure, spot.beachFacingDegrees).byDirection,
          marineZone: marineZoneOf(spot.isUS, nwsZone, nwsOffice),
        },
      ]
    }
    payload.logger.warn(`conditions: skipping spot ${String(doc.id)}: ${parsed.error.message}`)
    return []
  })
  // Harmonics of stations outside the extract, read off the main thread (tide-catalogue.ts).
  await loadTideStations(spots.map((spot) => spot.tideStation))
  return spots
}
