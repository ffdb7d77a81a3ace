import type { Payload } from 'payload'
import { EngineSpotDoc, spotExposureOf } from '../../../shared/contracts/stored-rows'
import { marineZoneOf } from '../stations/describe'
import { loadTideStations } from '../stations/tide-catalogue'
import type { IngestSpot } from './types'

/**
 * Every surf spot (or those of `ids`, one refresh batch) with what ingestion needs; a spot that
 * fails to parse is skipped and logged.
 */
export async function loadIngestSpots(
  payload: Payload,
  ids?: readonly number[],
): Promise<IngestSpot[]> {
  const { docs } = await payload.find({
    collection: 'surf-spots',
    pagination: false,
    depth: 0,
    sort: 'id',
    // Published spots only: a draft spot stays unseen until an editor publishes it.
    where: {
      _status: { equals: 'published' },
      ...(ids ? { id: { in: [...ids] } } : {}),
    },
    overrideAccess: true,
  })
  const spots = docs.flatMap((doc) => {
    const parsed = EngineSpotDoc.safeParse(doc)
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
