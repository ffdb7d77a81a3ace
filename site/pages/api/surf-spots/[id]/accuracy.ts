import { SpotIdParams } from '../../../../../shared/contracts/conditions'
import { route } from '../../../../lib/server-only/api/route'
import { ok } from '../../../../lib/server-only/api/responses'
import { spotAccuracy } from '../../../../lib/server-only/accuracy/read'

/** GET /api/surf-spots/{id}/accuracy: the spot's record per window and lead day. */
export const GET = route({ params: SpotIdParams }, async ({ params, payload }) =>
  ok(await spotAccuracy(payload, params.id, new Date()), { maxAge: 60 }),
)
