import { ConditionsQuery } from '../../../../shared/contracts/conditions'
import { answerInUnits } from '../../../../shared/domain/units/units'
import { ok } from '../../../lib/server-only/api/responses'
import { route } from '../../../lib/server-only/api/route'
import { favoriteSpots } from '../../../lib/server-only/auth/favorites'

/** GET /api/user/favorites?date&units: the user's spots with their condition for the date (or null). */
export const GET = route(
  { query: ConditionsQuery, auth: 'required' },
  async ({ query, payload, user }) =>
    ok(
      answerInUnits(
        await favoriteSpots({ payload, user, date: query.date, now: new Date() }),
        query.units,
      ),
    ),
)
