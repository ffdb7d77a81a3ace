import { readAlerts, saveAlerts } from '../../../../cms/alerts'
import { AlertSettingsInput } from '../../../../shared/contracts/alerts'
import { ok } from '../../../lib/server-only/api/responses'
import { route } from '../../../lib/server-only/api/route'

/** GET /api/user/alerts: the signed-in user's digest hour, time zone and rules. */
export const GET = route({ auth: 'required' }, async ({ payload, user }) =>
  ok(await readAlerts({ payload, user })),
)

/** PUT /api/user/alerts {digestHour, rules, timeZone?}: saves them (favourites only). */
export const PUT = route(
  { body: AlertSettingsInput, auth: 'required' },
  async ({ body, payload, user }) => ok(await saveAlerts({ payload, user, input: body })),
)
