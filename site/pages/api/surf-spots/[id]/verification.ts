import { SpotIdParams } from '../../../../../shared/contracts/conditions'
import { VerificationUnitsQuery } from '../../../../../shared/contracts/verification'
import { route } from '../../../../lib/server-only/api/route'
import { ok } from '../../../../lib/server-only/api/responses'
import { spotVerification } from '../../../../lib/server-only/verification/read'

/**
 * GET /api/surf-spots/{id}/verification?units: the spot's forecast against its wave buoy, per
 * window and forecast day (docs/accuracy.md). A spot without a buoy answers 200 with `buoy: null`
 * and the reason: the spot exists, there is nothing to check it against.
 */
export const GET = route(
  { params: SpotIdParams, query: VerificationUnitsQuery },
  async ({ params, query, payload }) =>
    ok(await spotVerification(payload, params.id, query.units), { maxAge: 300 }),
)
