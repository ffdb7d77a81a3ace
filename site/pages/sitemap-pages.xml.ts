import type { APIRoute } from 'astro'
import { siteOrigin } from '../lib/universal/seo'
import { buildPagesSitemap } from '../lib/server-only/sitemap'
import { xmlResponse } from '../lib/server-only/sitemap-response'

export const GET: APIRoute = ({ url }) => xmlResponse(buildPagesSitemap(siteOrigin(url)))
