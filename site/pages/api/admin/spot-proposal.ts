import { proposeSpot } from '../../../../cms/admin'
import { SpotProposalQuery } from '../../../../shared/contracts/spot-proposal'
import { ok } from '../../../lib/server-only/api/responses'
import { route } from '../../../lib/server-only/api/route'
import { assertStaff } from '../../../lib/server-only/auth/staff'

/**
 * GET /api/admin/spot-proposal?lat&lon: what a new spot's point proposes for its form (facing,
 * swell window, offshore sector, time zone, tide station, buoy, NWS point and marine zone, US or not). Staff only;
 * 400 for a point on land or more than 5 km from a coast.
 */
export const GET = route(
  { query: SpotProposalQuery, auth: 'required' },
  async ({ query, user }) => {
    assertStaff(user)
    return ok(await proposeSpot(query.lat, query.lon))
  },
)
