import type { Payload } from 'payload'
import { toStored } from '../collections/surf-spots/exposure'
import { MARINE_ZONES } from './data/marine-zones'
import { SPOT_CURATION, SPOT_EXPOSURE } from './data/spot-exposure'
import { SPOT_SEEDS } from './data/spots'
import { spotDrawing } from './drawings'
import { forEachConcurrently, storeDrawnImage } from './media'

/**
 * A seed spot's exposure, minimum size and best tide (spot-exposure.ts) and its NWS marine zone
 * and office (marine-zones.ts, the checked table), by slug.
 */
export function seedExposure(slug: string) {
  const exposure = SPOT_EXPOSURE[slug]
  const curation = SPOT_CURATION[slug]
  const zone = MARINE_ZONES[slug]
  return {
    exposure: exposure ? toStored(exposure) : null,
    worksFromFt: curation?.worksFromFt ?? null,
    bestTide: curation?.bestTide ?? null,
    nwsZone: zone?.zone ?? null,
    nwsOffice: zone?.office ?? null,
  }
}

/**
 * Creates every seed spot that is missing (matched by slug), each with a drawn image (rendered by
 * the build into `prebuiltImages` when there).
 */
export async function seedSpots(payload: Payload, prebuiltImages?: string): Promise<void> {
  const existing = await payload.find({
    collection: 'surf-spots',
    limit: 0,
    pagination: false,
    depth: 0,
    select: { slug: true },
  })
  const have = new Set(existing.docs.map((spot) => spot.slug))
  const missing = SPOT_SEEDS.filter((seed) => !have.has(seed.slug))
  // Two at a time: drawing and resizing is CPU work, and these machines have two cores.
  await forEachConcurrently(missing, 2, async (seed) => {
    const image = await storeDrawnImage(
      payload,
      {
        svg: spotDrawing(seed),
        alt: `Illustration of the ${seed.breakType} break at ${seed.name}, ${seed.location}`,
        name: seed.slug,
      },
      prebuiltImages,
    )
    await payload.create({
      collection: 'surf-spots',
      data: {
        ...seed,
        ...seedExposure(seed.slug),
        safetyNotes: seed.safetyNotes ?? null,
        image,
        // The seed is what home, the map and the summary list (GET /api/surf-spots).
        featured: true,
        _status: 'published',
      },
      // Curated in full: fill-spot.ts proposes nothing for it.
      context: { seed: true },
    })
  })
  if (missing.length) payload.logger.info(`seed: created ${missing.length} surf spots`)
}
