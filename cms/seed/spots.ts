import type { Payload } from 'payload'
import { SPOT_SEEDS } from './data/spots'
import { drawSpotImage } from './images/spot-image'
import { forEachConcurrently, storeDrawnImage } from './media'

/** Creates every seed spot that is missing (matched by slug), each with a drawn image. */
export async function seedSpots(payload: Payload): Promise<void> {
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
    const image = await storeDrawnImage(payload, {
      svg: drawSpotImage(seed, { width: 1200, height: 675 }),
      alt: `Illustration of the ${seed.breakType} break at ${seed.name}, ${seed.location}`,
      name: seed.slug,
    })
    await payload.create({
      collection: 'surf-spots',
      data: { ...seed, safetyNotes: seed.safetyNotes ?? null, image, _status: 'published' },
    })
  })
  if (missing.length) payload.logger.info(`seed: created ${missing.length} surf spots`)
}
