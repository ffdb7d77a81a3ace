import { SpotIdParams } from '../../../../../shared/contracts/conditions'
import { ok } from '../../../../lib/server-only/api/responses'
import { route } from '../../../../lib/server-only/api/route'
import { spotDetail } from '../../../../lib/server-only/conditions/spots'

/** GET /api/surf-spots/{id}: one spot with what works there (404 when unknown). */
export const GET = route({ params: SpotIdParams }, async ({ params, payload, user }) =>
  ok(await spotDetail(payload, user, params.id), { maxAge: user ? 0 : 60 }),
)
