import type { Payload } from 'payload'

const STATIC_PATHS = [
  '/',
  '/discover',
  '/map',
  '/summary',
  '/validation',
  '/blog',
  '/board-room',
  '/who-we-are',
  '/contact-us',
  '/login',
  '/landing',
]

/**
 * Spots per /sitemap-spots-N.xml: each spot is three URLs (report, cams, posts), so 15,000 URLs
 * a file, well under sitemaps.org's 50,000 URLs and 50 MB; a 10,000-spot catalogue is two files.
 */
export const SPOTS_PER_SITEMAP = 5000

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n'
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  )

function urlset(origin: string, paths: readonly string[]): string {
  const urls = paths.map((p) => `  <url><loc>${escapeXml(origin + p)}</loc></url>`).join('\n')
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${urls}\n</urlset>\n`
}

/** How many spot sitemaps a catalogue of this many published spots needs (at least one). */
export function spotSitemapCount(publishedSpots: number): number {
  return Math.max(1, Math.ceil(publishedSpots / SPOTS_PER_SITEMAP))
}

/** /sitemap.xml: the index of /sitemap-pages.xml and each /sitemap-spots-N.xml (N from 1). */
export function buildSitemapIndex(origin: string, spotSitemaps: number): string {
  const files = [
    '/sitemap-pages.xml',
    ...Array.from({ length: spotSitemaps }, (_, i) => `/sitemap-spots-${i + 1}.xml`),
  ]
  const entries = files
    .map((f) => `  <sitemap><loc>${escapeXml(origin + f)}</loc></sitemap>`)
    .join('\n')
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${entries}\n</sitemapindex>\n`
}

/** /sitemap-pages.xml: the public screens. */
export function buildPagesSitemap(origin: string): string {
  return urlset(origin, STATIC_PATHS)
}

/** One /sitemap-spots-N.xml: these spots' report, cams and posts pages. */
export function buildSpotsSitemap(origin: string, spotIds: readonly (number | string)[]): string {
  return urlset(
    origin,
    spotIds.flatMap((id) => [`/spot/${id}/report`, `/spot/${id}/cams`, `/spot/${id}/posts`]),
  )
}

const PUBLISHED = { _status: { equals: 'published' } } as const

/** How many spots are published (the public's read access on top). */
export async function countPublishedSpots(payload: Payload): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'surf-spots',
    where: PUBLISHED,
    overrideAccess: false,
  })
  return totalDocs
}

/** The ids of the published spots on sitemap page `page` (from 1), id-ordered, one bounded read. */
export async function publishedSpotIdsPage(payload: Payload, page: number): Promise<number[]> {
  const { docs } = await payload.find({
    collection: 'surf-spots',
    where: PUBLISHED,
    sort: 'id',
    limit: SPOTS_PER_SITEMAP,
    page,
    depth: 0,
    select: { name: true },
    overrideAccess: false,
  })
  return docs.map((d) => d.id)
}

/** robots.txt: everything public may be crawled; the admin and the APIs may not. */
export function buildRobots(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /cms-api',
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}
