import { ok } from '../../lib/server-only/api/responses'
import { route } from '../../lib/server-only/api/route'
import { siteOrigin } from '../../lib/universal/seo'
import { buildStructuredData } from '../../lib/server-only/structured-data'

/** GET /api/structured-data: schema.org JSON-LD for search engines. */
export const GET = route({}, async ({ payload, url }) => {
  const { docs } = await payload.find({
    collection: 'surf-spots',
    pagination: false,
    depth: 0,
    select: { name: true, location: true, latitude: true, longitude: true, description: true },
    overrideAccess: false,
  })
  return ok(buildStructuredData(siteOrigin(url), docs), { maxAge: 3600 })
})
