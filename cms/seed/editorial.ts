import type { Payload, Where } from 'payload'
import { BLOG_SEEDS, SHAPER_SEEDS, WHO_WE_ARE } from './data/editorial'
import { editorialDrawing } from './drawings'
import { storeDrawnImage } from './media'
import { paragraphsToRichText } from './rich-text'

const slugOf = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-')

type CardSeed = { imageAlt: string; highlights: string[] }

/**
 * A card seed as its collection stores it: a drawn image, the highlights as rows, published.
 * Null when the card is already there (`where` finds it), so reseeding adds nothing.
 */
async function newCard<T extends CardSeed>(
  payload: Payload,
  collection: 'shapers' | 'blog-entries',
  where: Where,
  { imageAlt, highlights, ...fields }: T,
  artName: string,
  prebuiltImages: string | undefined,
) {
  const found = await payload.count({ collection, where })
  if (found.totalDocs > 0) return null
  const image = await storeDrawnImage(
    payload,
    { svg: editorialDrawing(artName), alt: imageAlt, name: slugOf(artName) },
    prebuiltImages,
  )
  const rows = highlights.map((text) => ({ text }))
  return { ...fields, image, highlights: rows, _status: 'published' as const }
}

/** Creates the published shapers and blog entries that are missing, and the who-we-are text. */
export async function seedEditorial(payload: Payload, prebuiltImages?: string): Promise<void> {
  for (const shaper of SHAPER_SEEDS) {
    const where = { name: { equals: shaper.name } }
    const data = await newCard(payload, 'shapers', where, shaper, shaper.name, prebuiltImages)
    if (data) await payload.create({ collection: 'shapers', data })
  }
  for (const entry of BLOG_SEEDS) {
    const where = { title: { equals: entry.title } }
    const data = await newCard(
      payload,
      'blog-entries',
      where,
      entry,
      entry.companyName,
      prebuiltImages,
    )
    if (data) await payload.create({ collection: 'blog-entries', data })
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
