// OpenID Connect with openid-client v6: discovery (cached), the authorization URL with state,
// nonce and PKCE, and the code exchange that checks all three and the ID token's signature.
import * as client from 'openid-client'
import type { OidcSettings } from './oidc-settings'
import type { Transaction } from './oidc-transaction'

/** Who the provider says signed in. */
export type OidcProfile = {
  subject: string
  email: string | null
  emailVerified: boolean
  firstName: string | null
  lastName: string | null
  picture: string | null
}

let discovered: { key: string; config: Promise<client.Configuration> } | null = null

/** The provider's configuration, discovered once; a failed discovery is retried next time. */
function configurationFor(settings: OidcSettings): Promise<client.Configuration> {
  const key = `${settings.issuer.href} ${settings.clientId}`
  if (discovered?.key === key) return discovered.config
  const config = client.discovery(
    settings.issuer,
    settings.clientId,
    settings.clientSecret,
    undefined,
    settings.allowInsecure ? { execute: [client.allowInsecureRequests] } : undefined,
  )
  discovered = { key, config }
  config.catch(() => {
    if (discovered?.config === config) discovered = null
  })
  return config
}

/** The provider URL to send the browser to, and the transaction to keep until it returns. */
export async function beginSignIn(
  settings: OidcSettings,
  redirectUri: string,
  returnTo: string,
): Promise<{ url: URL; transaction: Omit<Transaction, 'expires'> }> {
  const config = await configurationFor(settings)
  const verifier = client.randomPKCECodeVerifier()
  const state = client.randomState()
  const nonce = client.randomNonce()
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: settings.scope,
    state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
  })
  return { url, transaction: { state, nonce, verifier, redirectUri, returnTo } }
}

/** Exchanges the callback's code (checking state, nonce and PKCE) for the signed-in profile. */
export async function completeSignIn(
  settings: OidcSettings,
  tx: Transaction,
  callbackSearch: string,
): Promise<OidcProfile> {
  const config = await configurationFor(settings)
  // The URL the provider redirected to, as registered (a proxy may have changed the request's).
  const currentUrl = new URL(tx.redirectUri)
  currentUrl.search = callbackSearch
  const tokens = await client.authorizationCodeGrant(config, currentUrl, {
    pkceCodeVerifier: tx.verifier,
    expectedState: tx.state,
    expectedNonce: tx.nonce,
    idTokenExpected: true,
  })
  const claims = tokens.claims()
  if (!claims) throw new Error('The provider answered without an ID token')
  // Some providers put email and names only in UserInfo.
  const info =
    claims.email === undefined || claims.email_verified === undefined
      ? await client.fetchUserInfo(config, tokens.access_token, claims.sub)
      : {}
  return toProfile({ ...claims, ...info })
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null)

function toProfile(claims: Record<string, unknown>): OidcProfile {
  return {
    subject: String(claims.sub),
    email: str(claims.email)?.toLowerCase() ?? null,
    // Only an explicit true counts: an address the provider did not verify could be anyone's.
    emailVerified: claims.email_verified === true,
    firstName: str(claims.given_name),
    lastName: str(claims.family_name),
    picture: str(claims.picture),
  }
}
