import { ok } from '../../../lib/server-only/api/responses'
import { route } from '../../../lib/server-only/api/route'
import { toUser } from '../../../lib/server-only/auth/users'

/** GET /api/auth/user: the signed-in user; 401 'Unauthorized' for visitors. */
export const GET = route({ auth: 'required' }, async ({ user }) => ok(toUser(user)))
