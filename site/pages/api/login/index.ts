import { LoginStartQuery } from '../../../../shared/contracts/auth'
import { safeReturnPath } from '../../../../shared/domain/web/return-to'
import { clientKey, createRateLimit } from '../../../lib/server-only/api/rate-limit'
import { route } from '../../../lib/server-only/api/route'
import { beginSignIn } from '../../../lib/server-only/auth/oidc'
import { callbackUrl, readOidcSettings } from '../../../lib/server-only/auth/oidc-settings'
import { sealTransaction } from '../../../lib/server-only/auth/oidc-transaction'
import { loginPageWith, redirect } from '../../../lib/server-only/auth/redirects'
import { siteOrigin } from '../../../lib/universal/seo'

// Each start costs a discovery lookup and a signed cookie: a bot gets slowed down.
const limitStart = createRateLimit({ name: 'login-start', limit: 30, windowMs: 10 * 60 * 1000 })

/**
 * GET /api/login?returnTo=/path: starts external sign-in (OpenID Connect) in the browser. Without
 * a provider it is the sign-in page itself (the account menu's Sign in leads here),
 * where email and password work.
 */
export const GET = route({ query: LoginStartQuery }, async ({ query, payload, url, context }) => {
  await limitStart(clientKey(context.request, context.clientAddress))
  const returnTo = safeReturnPath(query.returnTo)
  const settings = readOidcSettings()
  if (!settings) return redirect(loginPageWith(null, returnTo))
  try {
    const redirectUri = callbackUrl(settings, siteOrigin(url))
    const { url: target, transaction } = await beginSignIn(settings, redirectUri, returnTo)
    return redirect(target.href, [sealTransaction(transaction, payload.secret)])
  } catch (error) {
    payload.logger.warn({ msg: 'External sign-in could not start', reason: String(error) })
    return redirect(loginPageWith('oidc-unavailable', returnTo))
  }
})
