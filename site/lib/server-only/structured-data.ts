import { DEFAULT_DESCRIPTION, PRODUCT_NAME, TAGLINE } from '../universal/seo'

type Spot = {
  id: number | string
  name: string
  location: string
  latitude: number
  longitude: number
  description?: string | null
}

/** schema.org JSON-LD for the site and its spots (GET /api/structured-data). */
export function buildStructuredData(origin: string, spots: Spot[]) {
  return {
    '@context': 'https://schema.org',
    '@graph': [
      websiteNode(origin),
      organizationNode(origin),
      ...spots.map((s) => spotNode(origin, s)),
    ],
  }
}

/** The WebSite node, also embedded in the home page. */
export function websiteNode(origin: string) {
  return {
    '@type': 'WebSite',
    '@id': `${origin}/#website`,
    name: PRODUCT_NAME,
    alternateName: TAGLINE,
    url: `${origin}/`,
    description: DEFAULT_DESCRIPTION,
    publisher: { '@id': `${origin}/#organization` },
  }
}

function organizationNode(origin: string) {
  return {
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: PRODUCT_NAME,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
  }
}

/** A surf spot as a schema.org Place (a beach or reef with coordinates). */
export function spotNode(origin: string, spot: Spot) {
  return {
    '@type': ['Place', 'TouristAttraction'],
    '@id': `${origin}/spot/${spot.id}/report#place`,
    name: spot.name,
    description: spot.description ?? undefined,
    address: spot.location,
    url: `${origin}/spot/${spot.id}/report`,
    geo: { '@type': 'GeoCoordinates', latitude: spot.latitude, longitude: spot.longitude },
  }
}

/** JSON for a <script type="application/ld+json">, safe against '</script>' in any text. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
