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

/** Published blog entries, newest first, shaped for the card. Drafts never leave the CMS here. */
export async function findBlogCards(payload: Payload): Promise<EditorialCard[]> {
  const { docs } = await payload.find({
    collection: 'blog-entries',
    sort: '-date',
    depth: 1,
    limit: 50,
    overrideAccess: false,
  })
  return (docs as unknown as Doc[]).map((doc) => ({
    id: doc.id,
    heading: String(doc.title),
    subheading: String(doc.companyName),
    location: String(doc.location),
    date: String(doc.date),
    description: String(doc.description),
    highlights: highlightsOf(doc),
    philosophy: doc.philosophy as string | null,
    aboutTheTeam: doc.aboutTheTeam as string | null,
    siteUrl: String(doc.siteUrl),
    ...imageOf(doc),
  }))
}

/** Published shapers, newest first, shaped for the card. */
export async function findShaperCards(payload: Payload): Promise<EditorialCard[]> {
  const { docs } = await payload.find({
    collection: 'shapers',
    sort: '-date',
    depth: 1,
    limit: 50,
    overrideAccess: false,
  })
  return (docs as unknown as Doc[]).map((doc) => ({
    id: doc.id,
    heading: String(doc.name),
    location: String(doc.location),
    date: String(doc.date),
    description: String(doc.description),
    highlights: highlightsOf(doc),
    philosophy: doc.philosophy as string | null,
    coordinates: formatCoordinates(doc.latitude as number | null, doc.longitude as number | null),
    siteUrl: String(doc.siteUrl),
    ...imageOf(doc),
  }))
}

/** '21.28° N, 157.84° W', or null when either value is missing. */
export function formatCoordinates(lat: number | null, lon: number | null): string | null {
  if (lat == null || lon == null) return null
  const ns = lat >= 0 ? 'N' : 'S'
  const ew = lon >= 0 ? 'E' : 'W'
  return `${Math.abs(lat).toFixed(2)}° ${ns}, ${Math.abs(lon).toFixed(2)}° ${ew}`
}
