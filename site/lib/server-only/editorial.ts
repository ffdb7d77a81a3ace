import type { Payload } from 'payload'

export type EditorialCard = {
  id: number | string
  heading: string
  subheading?: string
  location: string
  date: string
  description: string
  highlights: string[]
  philosophy?: string | null
  aboutTheTeam?: string | null
  coordinates?: string | null
  siteUrl: string
  imageUrl?: string | null
  imageAlt?: string | null
}

type Media = {
  url?: string | null
  alt?: string | null
  sizes?: { card?: { url?: string | null } }
}
type Doc = Record<string, unknown> & { id: number | string }

const imageOf = (doc: Doc) => {
  const media = doc.image as Media | null | undefined
  return { imageUrl: media?.sizes?.card?.url ?? media?.url ?? null, imageAlt: media?.alt ?? null }
}

const highlightsOf = (doc: Doc) =>
  ((doc.highlights as { text: string }[] | null | undefined) ?? []).map((h) => h.text)

/** The editorial collections shown as cards. */
export type EditorialKind = 'blog-entries' | 'shapers'

/**
 * Published cards, newest first; with a valid preview target, that one draft replaces (or joins)
 * the published list. Drafts are read with overrideAccess only for a verified preview token.
 */
export async function findEditorialCards(
  payload: Payload,
  kind: EditorialKind,
  previewId?: number | string | null,
): Promise<EditorialCard[]> {
  const { docs } = await payload.find({
    collection: kind,
    sort: '-date',
    depth: 1,
    limit: 50,
    overrideAccess: false,
  })
  let list = docs as unknown as Doc[]
  if (previewId != null) {
    const draft = await payload.findByID({
      collection: kind,
      id: previewId,
      draft: true,
      depth: 1,
      overrideAccess: true,
      disableErrors: true,
    })
    if (draft)
      list = sortByDate([draft as unknown as Doc, ...list.filter((d) => d.id !== draft.id)])
  }
  return list.map(kind === 'blog-entries' ? toBlogCard : toShaperCard)
}

const sortByDate = (docs: Doc[]) =>
  [...docs].sort((a, b) => String(b.date).localeCompare(String(a.date)))

/** The card fields every editorial collection has (cms/fields/editorial.ts). */
const sharedOf = (doc: Doc) => ({
  id: doc.id,
  location: String(doc.location),
  date: String(doc.date),
  description: String(doc.description),
  highlights: highlightsOf(doc),
  philosophy: doc.philosophy as string | null,
  siteUrl: String(doc.siteUrl),
  ...imageOf(doc),
})

function toBlogCard(doc: Doc): EditorialCard {
  return {
    ...sharedOf(doc),
    heading: String(doc.title),
    subheading: String(doc.companyName),
    aboutTheTeam: doc.aboutTheTeam as string | null,
  }
}

function toShaperCard(doc: Doc): EditorialCard {
  return {
    ...sharedOf(doc),
    heading: String(doc.name),
    coordinates: formatCoordinates(doc.latitude as number | null, doc.longitude as number | null),
  }
}

/** '21.28° N, 157.84° W', or null when either value is missing. */
export function formatCoordinates(lat: number | null, lon: number | null): string | null {
  if (lat == null || lon == null) return null
  const ns = lat >= 0 ? 'N' : 'S'
  const ew = lon >= 0 ? 'E' : 'W'
  return `${Math.abs(lat).toFixed(2)}° ${ns}, ${Math.abs(lon).toFixed(2)}° ${ew}`
}
