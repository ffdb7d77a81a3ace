import { CoastlineQuery } from '../../../../shared/contracts/spot-proposal'
import { okPrivate } from '../../../lib/server-only/api/responses'
import { route } from '../../../lib/server-only/api/route'
import { assertStaff } from '../../../lib/server-only/auth/staff'
import { coastlinePath } from '../../../lib/server-only/map/coastline'

/** GET /api/admin/coastline?lat&lon&zoom&width&height: the spot map's land for a view. Staff only. */
export const GET = route({ query: CoastlineQuery, auth: 'required' }, async ({ query, user }) => {
  assertStaff(user)
  // The same view draws the same coast: the browser may keep it for a day.
  return okPrivate(await coastlinePath(query), 86_400)
})
