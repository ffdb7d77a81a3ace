import type { APIRoute } from 'astro'
import { siteOrigin } from '../lib/seo'
import { buildRobots } from '../lib/sitemap'

export const GET: APIRoute = ({ url }) =>
  new Response(buildRobots(siteOrigin(url)), {
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'public, max-age=86400',
    },
  })
