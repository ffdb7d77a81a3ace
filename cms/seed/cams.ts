import type { Payload } from 'payload'
import { CAM_SEEDS } from './data/cams'

/** Creates the built-in cams (data/cams.ts) that are missing, each linked to its spot by name. */
export async function seedCams(payload: Payload): Promise<void> {
  for (const cam of CAM_SEEDS) {
    const found = await payload.count({
      collection: 'cams',
      where: { title: { equals: cam.title } },
    })
    if (found.totalDocs > 0) continue
    const spot = await payload.find({
      collection: 'surf-spots',
      where: { name: { equals: cam.spotName } },
      limit: 1,
      depth: 0,
    })
    const spotId = spot.docs[0]?.id
    if (!spotId) throw new Error(`seed: cam "${cam.title}" names an unknown spot "${cam.spotName}"`)
    await payload.create({
      collection: 'cams',
      data: {
        title: cam.title,
        url: cam.url,
        description: cam.description,
        spot: spotId,
        _status: 'published',
      },
    })
    payload.logger.info(`seed: created cam ${cam.title}`)
  }
}
