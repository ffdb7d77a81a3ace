import { DateQuery } from '../../../shared/contracts/conditions'
import { route } from '../../lib/server-only/api/route'
import { jsonText } from '../../lib/server-only/conditions/respond'
import { validateAll } from '../../lib/server-only/conditions/validation'

/** GET /api/validate-all?date: every spot's two-source cross-check with the dashboard numbers. */
export const GET = route({ query: DateQuery }, async ({ query, payload, url }) =>
  jsonText((await validateAll(payload, query.date, new Date())).body, { url }),
)
