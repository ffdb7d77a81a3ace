// External sign-in settings from the environment (docs/accounts.md). Without an issuer, client id
// and secret there is no external sign-in: /api/login says so and passwords still work.

export type OidcSettings = {
  issuer: URL
  clientId: string
  clientSecret: string
  /** The callback registered at the provider; null means `${origin}/api/login/callback`. */
  redirectUri: string | null
  scope: string
  /** Plain http is allowed only for a provider on this machine (tests, local development). */
  allowInsecure: boolean
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

/** The OIDC settings, or null when external sign-in is not configured. */
export function readOidcSettings(
  env: Record<string, string | undefined> = process.env,
): OidcSettings | null {
  const issuer = env.OIDC_ISSUER?.trim()
  const clientId = env.OIDC_CLIENT_ID?.trim()
  const clientSecret = env.OIDC_CLIENT_SECRET?.trim()
  if (!issuer || !clientId || !clientSecret) return null
  const url = new URL(issuer)
  return {
    issuer: url,
    clientId,
    clientSecret,
    redirectUri: env.OIDC_REDIRECT_URI?.trim() || null,
    scope: env.OIDC_SCOPES?.trim() || 'openid email profile',
    allowInsecure: url.protocol === 'http:' && LOOPBACK.has(url.hostname),
  }
}

/** Where the provider sends the browser back to. */
export function callbackUrl(settings: OidcSettings, origin: string): string {
  return settings.redirectUri ?? `${origin}/api/login/callback`
}
