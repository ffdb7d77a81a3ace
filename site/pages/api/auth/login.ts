import { LoginInput } from '../../../../shared/contracts/auth'
import { route } from '../../../lib/server-only/api/route'
import { passwordLogin } from '../../../lib/server-only/auth/login'

/**
 * POST /api/auth/login: JSON {email, password}; sets the session cookie; answers the User. The
 * limits (per address, per account and address, per account) live in the users collection's
 * login hook, shared with /cms-api/users/login.
 */
export const POST = route({ body: LoginInput }, async ({ body, payload, user, request }) => {
  const result = await passwordLogin({
    payload,
    credentials: body,
    previous: user,
    headers: request.headers,
  })
  return Response.json(result.user, {
    headers: { 'set-cookie': result.cookie, 'cache-control': 'no-store' },
  })
})
