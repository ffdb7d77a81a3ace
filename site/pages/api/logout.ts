import { route } from '../../lib/server-only/api/route'
import { endSession, expiredSessionCookie } from '../../lib/server-only/auth/session'

/**
 * GET /api/logout (a browser navigation): removes the session from the user on the
 * server, so the token stops working everywhere, clears the cookie and goes home.
 */
export const GET = route({}, async ({ payload, user }) => {
  if (user) await endSession(payload, user)
  return new Response(null, {
    status: 302,
    headers: {
      location: '/',
      'set-cookie': expiredSessionCookie(payload),
      'cache-control': 'no-store',
    },
  })
})
