import { ok } from '../../lib/server-only/api/responses'
import { route } from '../../lib/server-only/api/route'
import { openApiDocument } from '../../lib/server-only/openapi/document'

/** GET /api/openapi.json: the OpenAPI 3.1 document of every public GET (docs/api.md). */
export const GET = route({}, async () => ok(openApiDocument(), { maxAge: 3600 }))
