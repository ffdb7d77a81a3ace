import { ok } from '../../../lib/api/responses'
import { route } from '../../../lib/api/route'
import { toUser } from '../../../lib/auth/users'

/** GET /api/auth/user: the signed-in user (SPEC §3 User); 401 'Unauthorized' for visitors. */
export const GET = route({ auth: 'required' }, async ({ user }) => ok(toUser(user)))
