import { beforeAll, describe, expect, inject, it } from 'vitest'
import {
  call,
  createSurfer,
  freshIp,
  postLogin,
  sessionCookieOf,
  sessionIdOf,
  signIn,
} from './support/accounts'

let baseUrl: string
beforeAll(() => {
  baseUrl = inject('baseUrl')
})

describe('POST /api/auth/login', () => {
  it('should sign in, answer the User shape and set an HttpOnly SameSite=Lax cookie', async () => {
    const surfer = await createSurfer(baseUrl, { firstName: 'Kai', lastName: 'Lenny' })
    const response = await postLogin(baseUrl, { email: surfer.email, password: surfer.password })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      id: surfer.id,
      firstName: 'Kai',
      lastName: 'Lenny',
      email: surfer.email,
      profileImageUrl: null,
      units: 'imperial',
    })
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('payload-token='))
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect(cookie).toMatch(/Path=\//)
  })

  it('should accept the email in any case and with spaces around it', async () => {
    const surfer = await createSurfer(baseUrl)
    const response = await postLogin(baseUrl, {
      email: `  ${surfer.email.toUpperCase()} `,
      password: surfer.password,
    })
    expect(response.status).toBe(200)
  })

  it('should refuse a wrong password with 401 and set no cookie', async () => {
    const surfer = await createSurfer(baseUrl)
    const response = await postLogin(baseUrl, { email: surfer.email, password: 'wrong' })
    expect(response.status).toBe(401)
    expect(sessionCookieOf(response)).toBe('')
  })

  it.each([
    [{ password: 'x' }, 'Invalid email address'],
    [{ email: 'not-an-email', password: 'x' }, 'Invalid email address'],
    [{ email: 'a@b.co' }, 'Password is required'],
    [{ email: 'a@b.co', password: '' }, 'Password is required'],
  ])('should refuse %j with 400 "%s"', async (body, message) => {
    const response = await postLogin(baseUrl, body)
    expect(response.status).toBe(400)
    expect(((await response.json()) as { message: string }).message).toBe(message)
  })

  it('should refuse a cross-site sign-in with 403', async () => {
    const surfer = await createSurfer(baseUrl)
    const response = await postLogin(
      baseUrl,
      { email: surfer.email, password: surfer.password },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    )
    expect(response.status).toBe(403)
    expect(sessionCookieOf(response)).toBe('')
  })

  it('should give a new session id at every sign-in and end the one the browser had', async () => {
    const surfer = await createSurfer(baseUrl)
    const first = await signIn(baseUrl, surfer)
    const again = await postLogin(
      baseUrl,
      { email: surfer.email, password: surfer.password },
      { cookie: first },
    )
    const second = sessionCookieOf(again)
    expect(sessionIdOf(second)).toBeTruthy()
    expect(sessionIdOf(second)).not.toBe(sessionIdOf(first))
    expect((await call(baseUrl, '/api/auth/user', { cookie: first })).status).toBe(401)
    expect((await call(baseUrl, '/api/auth/user', { cookie: second })).status).toBe(200)
  })

  it('should lock the account after 5 failures from one address with a clear message, even for the right password', async () => {
    const surfer = await createSurfer(baseUrl)
    const ip = { 'x-forwarded-for': freshIp() }
    const statuses: number[] = []
    for (let i = 0; i < 5; i++) {
      const body = { email: surfer.email, password: 'nope' }
      statuses.push((await postLogin(baseUrl, body, ip)).status)
    }
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401])
    const body = { email: surfer.email, password: surfer.password }
    const locked = await postLogin(baseUrl, body, ip)
    expect(locked.status).toBe(429)
    expect(((await locked.json()) as { message: string }).message).toBe(
      'Too many failed attempts. Try again in 5 minutes.',
    )
  })

  it('should slow one address down with 429 after 20 attempts in ten minutes', async () => {
    const ip = { 'x-forwarded-for': '10.200.200.200' }
    const statuses: number[] = []
    for (let i = 0; i < 21; i++) {
      const body = { email: `nobody-${i}@accounts.test`, password: 'x' }
      statuses.push((await postLogin(baseUrl, body, ip)).status)
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
  })
})

describe('GET /login?returnTo=', () => {
  const unsafe = [
    '/.//evil.example',
    '/..//evil.example',
    '/x/..//evil.example/p',
    '/%2e//evil.example',
  ]

  it.each(unsafe)('should send a signed-in user to a path on this site for %j', async (path) => {
    const cookie = await signIn(baseUrl, await createSurfer(baseUrl))
    const response = await call(baseUrl, `/login?returnTo=${encodeURIComponent(path)}`, { cookie })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/')
  })

  it.each(unsafe)('should keep %j out of a visitor’s sign-in page', async (path) => {
    const response = await call(baseUrl, `/login?returnTo=${encodeURIComponent(path)}`)
    expect(response.status).toBe(200)
    expect(await response.text()).not.toContain('evil.example')
  })

  it('should keep a safe path for after sign-in', async () => {
    const cookie = await signIn(baseUrl, await createSurfer(baseUrl))
    const response = await call(baseUrl, '/login?returnTo=%2Ffavorites', { cookie })
    expect(response.headers.get('location')).toBe('/favorites')
  })
})

describe('GET /api/auth/user', () => {
  it('should answer 401 "Unauthorized" to a visitor', async () => {
    const response = await call(baseUrl, '/api/auth/user')
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ message: 'Unauthorized' })
  })

  it('should answer the signed-in user without private fields, never cached', async () => {
    const surfer = await createSurfer(baseUrl)
    const response = await call(baseUrl, '/api/auth/user', {
      cookie: await signIn(baseUrl, surfer),
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const body = (await response.json()) as Record<string, unknown>
    expect(Object.keys(body).sort()).toEqual([
      'email',
      'firstName',
      'id',
      'lastName',
      'profileImageUrl',
      'units',
    ])
  })
})

describe('GET /api/logout', () => {
  it('should remove the session from the user, clear the cookie and go home', async () => {
    const surfer = await createSurfer(baseUrl)
    const cookie = await signIn(baseUrl, surfer)
    const response = await call(baseUrl, '/api/logout', { cookie })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/')
    const cleared = response.headers.getSetCookie().find((c) => c.startsWith('payload-token='))
    expect(cleared?.split(';')[0]).toBe('payload-token=')
    // The old token itself still verifies: only a server-side session removal stops it.
    expect((await call(baseUrl, '/api/auth/user', { cookie })).status).toBe(401)
    expect((await call(baseUrl, '/cms-api/users/me', { cookie })).status).toBe(200)
    const me = (await (await call(baseUrl, '/cms-api/users/me', { cookie })).json()) as {
      user: unknown
    }
    expect(me.user).toBeNull()
  })

  it('should go home for a visitor too', async () => {
    const response = await call(baseUrl, '/api/logout')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/')
  })

  it('should keep the user’s other sessions', async () => {
    const surfer = await createSurfer(baseUrl)
    const phone = await signIn(baseUrl, surfer)
    const laptop = await signIn(baseUrl, surfer)
    await call(baseUrl, '/api/logout', { cookie: phone })
    expect((await call(baseUrl, '/api/auth/user', { cookie: laptop })).status).toBe(200)
  })
})
