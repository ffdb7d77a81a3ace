import { ok } from '../../../lib/server-only/api/responses'
import { route } from '../../../lib/server-only/api/route'
import { toUser } from '../../../lib/server-only/auth/users'

/**
 * GET /api/auth/user: the signed-in user (SPEC §3 User), or null for a visitor. Asking who is
 * signed in is not an error: every signed-out page asks, and a 401 would be logged in the console
 * of each one.
 */
export const GET = route({ auth: 'optional' }, async ({ user }) => ok(user ? toUser(user) : null))
