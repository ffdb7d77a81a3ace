import type { APIRoute } from 'astro'
import { siteOrigin } from '../lib/universal/seo'
import { buildSitemap } from '../lib/server-only/sitemap'

export const GET: APIRoute = async ({ locals, url }) => {
  const { docs } = await locals.payload.find({
    collection: 'surf-spots',
    pagination: false,
    depth: 0,
    select: { name: true },
    overrideAccess: false,
  })
  return new Response(
    buildSitemap(
      siteOrigin(url),
      docs.map((d) => d.id),
    ),
    {
      headers: {
        'content-type': 'application/xml; charset=utf-8',
        'cache-control': 'public, max-age=3600',
      },
    },
  )
}
