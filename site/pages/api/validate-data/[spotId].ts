import { DateQuery, ValidateSpotParams } from '../../../../shared/contracts/conditions'
import { ok } from '../../../lib/server-only/api/responses'
import { route } from '../../../lib/server-only/api/route'
import { validateSpot } from '../../../lib/server-only/conditions/validation'

/** GET /api/validate-data/{spotId}?date: one spot's cross-check, its two sources and advice. */
export const GET = route(
  { params: ValidateSpotParams, query: DateQuery },
  async ({ params, query, payload }) =>
    ok(await validateSpot({ payload, spotId: params.spotId, date: query.date, now: new Date() }), {
      maxAge: 60,
    }),
)
