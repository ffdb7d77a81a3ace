import { SpotIdParams } from '../../../../../shared/contracts/conditions'
import { ok } from '../../../../lib/api/responses'
import { route } from '../../../../lib/api/route'
import { oneSpot } from '../../../../lib/conditions/spots'

/** GET /api/surf-spots/{id}: one spot (404 when unknown). */
export const GET = route({ params: SpotIdParams }, async ({ params, payload, user }) =>
  ok(await oneSpot(payload, user, params.id), { maxAge: user ? 0 : 60 }),
)
