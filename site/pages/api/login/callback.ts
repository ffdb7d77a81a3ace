import { safeReturnPath } from '../../../../shared/domain/web/return-to'
import { route } from '../../../lib/server-only/api/route'
import { completeSignIn } from '../../../lib/server-only/auth/oidc'
import { readOidcSettings } from '../../../lib/server-only/auth/oidc-settings'
import { clearedTransaction, openTransaction } from '../../../lib/server-only/auth/oidc-transaction'
import { accountFor, OidcRefusal } from '../../../lib/server-only/auth/oidc-users'
import { loginPageWith, redirect } from '../../../lib/server-only/auth/redirects'
import { endSession, startSession } from '../../../lib/server-only/auth/session'
import { unitsCookie } from '../../../lib/server-only/units/choice'
import { toUnits } from '../../../../shared/domain/units/units'

/**
 * GET /api/login/callback: where the provider sends the browser back. Checks state, nonce and
 * PKCE, finds or creates the account by verified email, starts a Payload session and returns to
 * the page the user came from. The provider's redirect is a cross-site navigation, and the
 * session the browser already had must still be seen so it can be ended.
 */
export const GET = route({ crossSiteSession: true }, async ({ payload, request, url, user }) => {
  const settings = readOidcSettings()
  const tx = openTransaction(request.headers.get('cookie'), payload.secret)
  const cleared = [clearedTransaction()]
  if (!settings) return redirect(loginPageWith('oidc-not-configured', '/'), cleared)
  if (!tx) return redirect(loginPageWith('oidc-expired', '/'), cleared)
  // Checked again on the way out: a transaction sealed by an older build may hold a path the
  // current rules refuse.
  const returnTo = safeReturnPath(tx.returnTo)
  try {
    const profile = await completeSignIn(settings, tx, url.search)
    const userId = await accountFor(payload, profile)
    if (user) await endSession(payload, user)
    const session = await startSession(payload, userId)
    // The profile's units follow the user onto this browser (docs/units.md).
    const account = await payload.findByID({ collection: 'users', id: userId, depth: 0 })
    return redirect(returnTo, [...cleared, session, unitsCookie(toUnits(account.units))])
  } catch (error) {
    return redirect(loginPageWith(refusalCode(error, payload), returnTo), cleared)
  }
})

function refusalCode(error: unknown, payload: { logger: { warn: (o: object) => void } }) {
  if (error instanceof OidcRefusal) return error.code
  // The reason only (never the tokens or the callback's code) reaches the log.
  payload.logger.warn({ msg: 'External sign-in failed', reason: String(error) })
  return 'oidc-failed' as const
}
