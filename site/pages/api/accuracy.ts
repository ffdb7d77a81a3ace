import { AccuracyQuery } from '../../../shared/contracts/accuracy'
import { route } from '../../lib/server-only/api/route'
import { ok } from '../../lib/server-only/api/responses'
import { accuracyList } from '../../lib/server-only/accuracy/list'

/** GET /api/accuracy?sort=error: every spot's next-day record over 30 days. */
export const GET = route({ query: AccuracyQuery }, async ({ query, payload }) =>
  ok(await accuracyList(payload, new Date(), query.sort), { maxAge: 60 }),
)
