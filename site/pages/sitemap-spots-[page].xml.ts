import type { APIRoute } from 'astro'
import { siteOrigin } from '../lib/universal/seo'
import {
  buildSpotsSitemap,
  countPublishedSpots,
  publishedSpotIdsPage,
  spotSitemapCount,
} from '../lib/server-only/sitemap'
import { xmlResponse } from '../lib/server-only/sitemap-response'

const NOT_FOUND = '<?xml version="1.0" encoding="UTF-8"?>\n<error>No such spot sitemap</error>\n'

/** /sitemap-spots-N.xml: the N-th 5,000 published spots by id; 404 past the last one. */
export const GET: APIRoute = async ({ locals, params, url }) => {
  const page = /^[1-9]\d{0,5}$/.test(params.page ?? '') ? Number(params.page) : 0
  if (page === 0) return xmlResponse(NOT_FOUND, 404)
  const pages = spotSitemapCount(await countPublishedSpots(locals.payload))
  if (page > pages) return xmlResponse(NOT_FOUND, 404)
  const ids = await publishedSpotIdsPage(locals.payload, page)
  return xmlResponse(buildSpotsSitemap(siteOrigin(url), ids))
}
