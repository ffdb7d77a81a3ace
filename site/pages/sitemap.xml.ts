import type { APIRoute } from 'astro'
import { siteOrigin } from '../lib/universal/seo'
import {
  buildSitemapIndex,
  countPublishedSpots,
  spotSitemapCount,
} from '../lib/server-only/sitemap'
import { xmlResponse } from '../lib/server-only/sitemap-response'

/** The sitemap index: the static pages' sitemap and one sitemap per 5,000 published spots. */
export const GET: APIRoute = async ({ locals, url }) =>
  xmlResponse(
    buildSitemapIndex(siteOrigin(url), spotSitemapCount(await countPublishedSpots(locals.payload))),
  )
