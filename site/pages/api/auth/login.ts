import { LoginInput } from '../../../../shared/contracts/auth'
import { clientKey, createRateLimit } from '../../../lib/api/rate-limit'
import { route } from '../../../lib/api/route'
import { passwordLogin } from '../../../lib/auth/login'

// Per address, on top of Payload's per-account lock (5 failures → 5 minutes).
const limitLogin = createRateLimit({ limit: 20, windowMs: 10 * 60 * 1000 })

/** POST /api/auth/login: JSON {email, password}; sets the session cookie; answers the User. */
export const POST = route({ body: LoginInput }, async ({ body, payload, user, context }) => {
  limitLogin(clientKey(context.request, context.clientAddress))
  const result = await passwordLogin({ payload, credentials: body, previous: user })
  return Response.json(result.user, {
    headers: { 'set-cookie': result.cookie, 'cache-control': 'no-store' },
  })
})
