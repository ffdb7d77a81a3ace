import { RefreshBody } from '../../../shared/contracts/conditions'
import { ok } from '../../lib/server-only/api/responses'
import { route } from '../../lib/server-only/api/route'
import { refreshConditions } from '../../lib/server-only/conditions/refresh'

/** POST /api/refresh-conditions {date}: an admin runs the conditions refresh now. */
export const POST = route(
  { body: RefreshBody, auth: 'required' },
  async ({ body, payload, user }) =>
    ok(
      await refreshConditions({
        payload,
        user,
        date: body.date,
        force: body.force,
        now: new Date(),
      }),
    ),
)
