import type { APIRoute } from 'astro'
import { siteOrigin } from '../lib/universal/seo'
import { buildRobots } from '../lib/server-only/sitemap'

export const GET: APIRoute = ({ url }) =>
  new Response(buildRobots(siteOrigin(url)), {
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'public, max-age=86400',
    },
  })
