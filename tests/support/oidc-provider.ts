// A real OpenID Connect provider on loopback for the accounts tests: panva's oidc-provider with
// its development login pages (any login name, any password). The login name picks the person:
//   'kai'              → kai@oidc.test, verified, given name 'Kai'
//   'unverified-kai'   → unverified-kai@oidc.test, NOT verified
//   'someone@x.test'   → that address, verified (to link an existing account)
import type { Server } from 'node:http'
import { createServer } from 'node:net'
import Provider from 'oidc-provider'

export const OIDC_CLIENT = { id: 'firing-test', secret: 'firing-test-secret' }

export type TestOidcProvider = { issuer: string; close: () => Promise<void> }

/** The claims the provider releases for a login name. */
export function claimsFor(login: string) {
  const email = login.includes('@') ? login : `${login}@oidc.test`
  const given = login.split('@')[0] ?? login
  return {
    sub: login,
    email,
    email_verified: !login.startsWith('unverified'),
    given_name: given.charAt(0).toUpperCase() + given.slice(1),
    family_name: 'Tester',
  }
}

/** A free loopback port, so the issuer URL is known before the provider starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

/** Starts the provider on `port`, accepting `redirectUri` for the Firing test client. */
export async function startOidcProvider(port: number, redirectUri: string) {
  const issuer = `http://127.0.0.1:${port}`
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT.id,
        client_secret: OIDC_CLIENT.secret,
        redirect_uris: [redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
    },
    pkce: { required: () => true },
    cookies: { keys: ['firing-test-provider-cookie-key'] },
    findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => claimsFor(sub) }),
  })
  const server: Server = await new Promise((resolve) => {
    const s = provider.listen(port, '127.0.0.1', () => resolve(s))
  })
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  } satisfies TestOidcProvider
}
