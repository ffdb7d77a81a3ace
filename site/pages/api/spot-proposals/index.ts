import { proposeSpotAsSurfer } from '../../../../cms/surfer-proposals'
import { SpotProposalInput } from '../../../../shared/contracts/surfer-proposals'
import { created } from '../../../lib/server-only/api/responses'
import { route } from '../../../lib/server-only/api/route'

/**
 * POST /api/spot-proposals: a signed-in surfer proposes a point as a spot (docs/api.md). 201 with
 * the pending proposal; 400 for a point on land, far from a coast or a field missing, too long or
 * not one of the choices; 409 when a spot or a pending proposal lies within 300 m (or a spot has
 * the name); 429 past 5 a day. Editors accept or reject it in the admin.
 */
export const POST = route(
  { body: SpotProposalInput, auth: 'required', maxBodyBytes: 16 * 1024 },
  async ({ body, payload, user }) =>
    created(await proposeSpotAsSurfer({ payload, user, proposal: body })),
)
