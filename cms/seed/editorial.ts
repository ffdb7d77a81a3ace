import type { Payload } from 'payload'
import { BLOG_SEEDS, SHAPER_SEEDS, WHO_WE_ARE } from './data/editorial'
import { drawEditorialImage } from './images/spot-image'
import { storeDrawnImage } from './media'
import { paragraphsToRichText } from './rich-text'

const slugOf = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-')

/** Creates the published shapers and blog entries that are missing, and the who-we-are text. */
export async function seedEditorial(payload: Payload): Promise<void> {
  for (const { imageAlt, highlights, ...shaper } of SHAPER_SEEDS) {
    const found = await payload.count({
      collection: 'shapers',
      where: { name: { equals: shaper.name } },
    })
    if (found.totalDocs > 0) continue
    const image = await storeDrawnImage(payload, {
      svg: drawEditorialImage(shaper.name),
      alt: imageAlt,
      name: slugOf(shaper.name),
    })
    await payload.create({
      collection: 'shapers',
      data: {
        ...shaper,
        image,
        highlights: highlights.map((text) => ({ text })),
        _status: 'published',
      },
    })
  }
  for (const { imageAlt, highlights, ...entry } of BLOG_SEEDS) {
    const found = await payload.count({
      collection: 'blog-entries',
      where: { title: { equals: entry.title } },
    })
    if (found.totalDocs > 0) continue
    const image = await storeDrawnImage(payload, {
      svg: drawEditorialImage(entry.companyName),
      alt: imageAlt,
      name: slugOf(entry.companyName),
    })
    await payload.create({
      collection: 'blog-entries',
      data: {
        ...entry,
        image,
        highlights: highlights.map((text) => ({ text })),
        _status: 'published',
      },
    })
  }
  const whoWeAre = await payload.findGlobal({ slug: 'who-we-are', draft: true })
  if (!whoWeAre.heading) {
    await payload.updateGlobal({
      slug: 'who-we-are',
      data: {
        heading: WHO_WE_ARE.heading,
        body: paragraphsToRichText(WHO_WE_ARE.paragraphs),
        _status: 'published',
      },
    })
  }
}
