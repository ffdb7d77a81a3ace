import { DateQuery } from '../../../../shared/contracts/conditions'
import { ok } from '../../../lib/server-only/api/responses'
import { route } from '../../../lib/server-only/api/route'
import { favoriteSpots } from '../../../lib/server-only/auth/favorites'

/** GET /api/user/favorites?date: the user's spots with their condition for the date (or null). */
export const GET = route({ query: DateQuery, auth: 'required' }, async ({ query, payload, user }) =>
  ok(await favoriteSpots({ payload, user, date: query.date, now: new Date() })),
)
