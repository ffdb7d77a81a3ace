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

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  )

/** sitemap.xml for the public screens and every spot's report, cams and posts pages. */
export function buildSitemap(origin: string, spotIds: (number | string)[]): string {
  const paths = [
    ...STATIC_PATHS,
    ...spotIds.flatMap((id) => [`/spot/${id}/report`, `/spot/${id}/cams`, `/spot/${id}/posts`]),
  ]
  const urls = paths.map((p) => `  <url><loc>${escapeXml(origin + p)}</loc></url>`).join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
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
