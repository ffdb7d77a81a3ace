import { BLOG_SEEDS, SHAPER_SEEDS } from './data/editorial'
import { SPOT_SEEDS } from './data/spots'
import { drawEditorialImage, drawSpotImage, type SpotImageSeed } from './images/spot-image'

/** A seed spot's illustration, drawn at the hero's 1200×675. */
export const spotDrawing = (seed: SpotImageSeed) =>
  drawSpotImage(seed, { width: 1200, height: 675 })

/** A shaper's (by name) or blog entry's (by company) card image. */
export const editorialDrawing = (artName: string) => drawEditorialImage(artName)

/** Every drawing the seed stores: what the build renders ahead (scripts/seed-images.ts). */
export function seedDrawings(): string[] {
  return [
    ...SPOT_SEEDS.map(spotDrawing),
    ...SHAPER_SEEDS.map((shaper) => editorialDrawing(shaper.name)),
    ...BLOG_SEEDS.map((entry) => editorialDrawing(entry.companyName)),
  ]
}
