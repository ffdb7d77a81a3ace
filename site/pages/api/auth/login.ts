import { LoginInput } from '../../../../shared/contracts/auth'
import { route } from '../../../lib/server-only/api/route'
import { unitsCookie } from '../../../lib/server-only/units/choice'
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
  // The profile's units follow the user onto this browser (docs/units.md).
  const headers = new Headers({ 'set-cookie': result.cookie, 'cache-control': 'no-store' })
  headers.append('set-cookie', unitsCookie(result.user.units))
  return Response.json(result.user, { headers })
})
