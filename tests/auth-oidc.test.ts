import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { call, createSurfer, sessionCookieOf, signIn } from './support/accounts'
import { adminAuth } from './support/admin'
import { signInWithProvider } from './support/oidc-flow'

let baseUrl: string
let issuer: string
beforeAll(() => {
  baseUrl = inject('baseUrl')
  issuer = inject('oidcIssuer')
})

const login = (name: string) => `${name}-${randomUUID().slice(0, 8)}`
const meWith = async (cookie: string) => {
  const response = await call(baseUrl, '/api/auth/user', { cookie })
  return { status: response.status, user: response.ok ? await response.json() : null }
}

describe('GET /api/login', () => {
  it('should send the browser to the provider with state, nonce and PKCE (S256)', async () => {
    const response = await call(baseUrl, '/api/login')
    expect(response.status).toBe(302)
    const target = new URL(response.headers.get('location') ?? '')
    expect(target.origin).toBe(issuer)
    for (const name of ['state', 'nonce', 'code_challenge', 'redirect_uri', 'client_id']) {
      expect(target.searchParams.get(name)).toBeTruthy()
    }
    expect(target.searchParams.get('code_challenge_method')).toBe('S256')
    expect(target.searchParams.get('scope')).toBe('openid email profile')
    const tx = response.headers.getSetCookie().find((c) => c.startsWith('firing-oidc='))
    expect(tx).toMatch(/HttpOnly/)
    expect(tx).toMatch(/SameSite=Lax/)
  })
})

describe('external sign-in against a local OpenID Connect provider', () => {
  it('should create a surfer from the verified email and names and return to the page', async () => {
    const name = login('kai')
    const result = await signInWithProvider(baseUrl, name, {
      startPath: '/api/login?returnTo=%2Ffavorites%3Fx%3D1',
    })
    expect(result.callback.status).toBe(302)
    expect(result.location).toBe('/favorites?x=1')
    const cookie = sessionCookieOf(result.callback)
    const me = await meWith(cookie)
    expect(me.status).toBe(200)
    expect(me.user).toMatchObject({ email: `${name}@oidc.test`, lastName: 'Tester' })
    expect(me.user.firstName.toLowerCase()).toBe(name)
  })

  it('should link an existing account by its verified email (same user, no duplicate)', async () => {
    const existing = await createSurfer(baseUrl, { firstName: 'Existing' })
    const result = await signInWithProvider(baseUrl, existing.email)
    const me = await meWith(sessionCookieOf(result.callback))
    expect(me.user).toMatchObject({ id: existing.id, firstName: 'Existing' })
    const users = await fetch(
      `${baseUrl}/cms-api/users?where[email][equals]=${encodeURIComponent(existing.email)}`,
      { headers: await adminAuth(baseUrl) },
    )
    expect(((await users.json()) as { totalDocs: number }).totalDocs).toBe(1)
  })

  it('should refuse an unverified email and create nobody', async () => {
    const name = login('unverified')
    const result = await signInWithProvider(baseUrl, name)
    expect(result.location).toBe('/login?error=oidc-unverified-email')
    expect(sessionCookieOf(result.callback)).toBe('')
    const users = await fetch(`${baseUrl}/cms-api/users?where[email][equals]=${name}@oidc.test`, {
      headers: await adminAuth(baseUrl),
    })
    expect(((await users.json()) as { totalDocs: number }).totalDocs).toBe(0)
  })

  it('should refuse to sign in to a staff account from outside', async () => {
    const result = await signInWithProvider(baseUrl, 'admin@firing.local')
    expect(result.location).toBe('/login?error=oidc-staff-account')
    expect(sessionCookieOf(result.callback)).toBe('')
  })

  it('should return home instead of to another site', async () => {
    const result = await signInWithProvider(baseUrl, login('kai'), {
      startPath: '/api/login?returnTo=https%3A%2F%2Fevil.example%2F',
    })
    expect(result.location).toBe('/')
  })

  it.each(['/.//evil.example', '/x/%2e%2e//evil.example/p', '/%5c%5cevil.example'])(
    'should return to a path on this site, not another host, for returnTo=%j',
    async (returnTo) => {
      const result = await signInWithProvider(baseUrl, login('kai'), {
        startPath: `/api/login?returnTo=${encodeURIComponent(returnTo)}`,
      })
      expect(result.callback.status).toBe(302)
      expect(result.location).toBe('/')
    },
  )

  it('should replace a session the browser already had with a new one', async () => {
    const surfer = await createSurfer(baseUrl)
    const old = await signIn(baseUrl, surfer)
    const result = await signInWithProvider(baseUrl, surfer.email, { appCookie: old })
    const fresh = sessionCookieOf(result.callback)
    expect(fresh).not.toBe(old)
    expect((await meWith(old)).status).toBe(401)
    expect((await meWith(fresh)).status).toBe(200)
  })
})

describe('GET /api/login/callback', () => {
  it('should refuse a callback without the transaction cookie', async () => {
    const response = await call(baseUrl, '/api/login/callback?code=abc&state=xyz')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/login?error=oidc-expired')
  })

  it('should refuse a callback whose state does not match', async () => {
    const start = await call(baseUrl, '/api/login')
    const tx = start.headers.getSetCookie().find((c) => c.startsWith('firing-oidc='))
    const response = await call(baseUrl, '/api/login/callback?code=abc&state=forged', {
      cookie: tx?.split(';')[0],
    })
    expect(response.headers.get('location')).toBe('/login?error=oidc-failed')
    expect(sessionCookieOf(response)).toBe('')
  })

  it('should refuse a provider error (the user said no)', async () => {
    const start = await call(baseUrl, '/api/login')
    const tx = start.headers.getSetCookie().find((c) => c.startsWith('firing-oidc='))
    const state = new URL(start.headers.get('location') ?? '').searchParams.get('state')
    const response = await call(
      baseUrl,
      `/api/login/callback?error=access_denied&state=${state}&iss=${encodeURIComponent(issuer)}`,
      { cookie: tx?.split(';')[0] },
    )
    expect(response.headers.get('location')).toBe('/login?error=oidc-failed')
  })
})
