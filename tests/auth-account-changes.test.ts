// Changing an account's password or email needs the current password, on every path: Payload's
// REST API (/cms-api/users/{id}, which the admin's account view also uses) and the site's
// profile endpoint. A stolen or borrowed session alone cannot take an account over.
import { beforeAll, describe, expect, inject, it } from 'vitest'
import {
  call,
  createSurfer,
  freshIp,
  postLogin,
  signIn,
  uniqueEmail,
  type Surfer,
} from './support/accounts'
import { adminAuth } from './support/admin'

let baseUrl: string
beforeAll(() => {
  baseUrl = inject('baseUrl')
})

type Change = Record<string, string>

/** PATCH /cms-api/users/{id} with a session cookie, as the admin's account view does. */
function patchUser(id: number, cookie: string, data: Change, headers: Change = {}) {
  return fetch(`${baseUrl}/cms-api/users/${id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', origin: baseUrl, cookie, ...headers },
    body: JSON.stringify(data),
  })
}

/** PATCH /api/auth/user/profile as the profile screen does. */
function patchProfile(cookie: string, data: Change, headers: Change = {}) {
  return call(baseUrl, '/api/auth/user/profile', {
    method: 'PATCH',
    cookie,
    headers: { origin: baseUrl, ...headers },
    body: { firstName: 'Test', lastName: 'Surfer', ...data },
  })
}

const canSignIn = async (email: string, password: string) =>
  (await postLogin(baseUrl, { email, password })).status === 200

async function storedEmail(id: number): Promise<string> {
  const response = await fetch(`${baseUrl}/cms-api/users/${id}`, {
    headers: await adminAuth(baseUrl),
  })
  return ((await response.json()) as { email: string }).email
}

describe('PATCH /cms-api/users/{id} by the user themselves', () => {
  let surfer: Surfer
  let cookie: string
  beforeAll(async () => {
    surfer = await createSurfer(baseUrl)
    cookie = await signIn(baseUrl, surfer)
  })

  it.each([
    ['without the current password', {}],
    ['with a wrong current password', { currentPassword: 'not-it' }],
  ])('should refuse a new password %s and keep the old one', async (_, extra) => {
    const response = await patchUser(surfer.id, cookie, { password: 'taken-over-1', ...extra })
    expect(response.status).toBe(400)
    expect(JSON.stringify(await response.json())).toMatch(/current password/i)
    expect(await canSignIn(surfer.email, surfer.password)).toBe(true)
    expect(await canSignIn(surfer.email, 'taken-over-1')).toBe(false)
  })

  it.each([
    ['without the current password', {}],
    ['with a wrong current password', { currentPassword: 'not-it' }],
  ])('should refuse a new email %s and keep the old one', async (_, extra) => {
    const response = await patchUser(surfer.id, cookie, { email: uniqueEmail('thief'), ...extra })
    expect(response.status).toBe(400)
    expect(await storedEmail(surfer.id)).toBe(surfer.email)
  })

  it('should change the password with the right current password', async () => {
    const own = await createSurfer(baseUrl)
    const session = await signIn(baseUrl, own)
    const response = await patchUser(own.id, session, {
      password: 'a-new-password-1',
      currentPassword: own.password,
    })
    expect(response.status).toBe(200)
    expect(JSON.stringify(await response.json())).not.toContain(own.password)
    expect(await canSignIn(own.email, 'a-new-password-1')).toBe(true)
    expect(await canSignIn(own.email, own.password)).toBe(false)
  })

  it('should change the email with the right current password', async () => {
    const own = await createSurfer(baseUrl)
    const session = await signIn(baseUrl, own)
    const email = uniqueEmail('moved')
    const response = await patchUser(own.id, session, { email, currentPassword: own.password })
    expect(response.status).toBe(200)
    expect(await storedEmail(own.id)).toBe(email)
  })

  it('should change the names without the current password', async () => {
    const response = await patchUser(surfer.id, cookie, { firstName: 'Renamed' })
    expect(response.status).toBe(200)
  })
})

describe('PATCH /api/auth/user/profile', () => {
  it('should refuse a new email without the current password and keep the old one', async () => {
    const surfer = await createSurfer(baseUrl)
    const cookie = await signIn(baseUrl, surfer)
    const response = await patchProfile(cookie, { email: uniqueEmail('thief') })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { message: string }).message).toMatch(/current password/i)
    expect(await storedEmail(surfer.id)).toBe(surfer.email)
  })

  it('should refuse a new email with a wrong current password', async () => {
    const surfer = await createSurfer(baseUrl)
    const cookie = await signIn(baseUrl, surfer)
    const response = await patchProfile(cookie, {
      email: uniqueEmail('thief'),
      currentPassword: 'not-it',
    })
    expect(response.status).toBe(400)
    expect(await storedEmail(surfer.id)).toBe(surfer.email)
  })

  it('should change the email with the right current password', async () => {
    const surfer = await createSurfer(baseUrl)
    const cookie = await signIn(baseUrl, surfer)
    const email = uniqueEmail('moved')
    const response = await patchProfile(cookie, { email, currentPassword: surfer.password })
    expect(response.status).toBe(200)
    expect(await storedEmail(surfer.id)).toBe(email)
  })

  it('should save names with the same email and no password', async () => {
    const surfer = await createSurfer(baseUrl)
    const cookie = await signIn(baseUrl, surfer)
    const response = await patchProfile(cookie, { email: surfer.email, firstName: 'Kai' })
    expect(response.status).toBe(200)
  })
})

describe('an admin changing another user', () => {
  it('should refuse a new password for another user without the admin’s current password', async () => {
    const surfer = await createSurfer(baseUrl)
    const response = await fetch(`${baseUrl}/cms-api/users/${surfer.id}`, {
      method: 'PATCH',
      headers: { ...(await adminAuth(baseUrl)), origin: baseUrl },
      body: JSON.stringify({ password: 'admin-set-1' }),
    })
    expect(response.status).toBe(400)
    expect(await canSignIn(surfer.email, surfer.password)).toBe(true)
  })

  it('should set another user’s password with the admin’s own current password', async () => {
    const surfer = await createSurfer(baseUrl)
    const response = await fetch(`${baseUrl}/cms-api/users/${surfer.id}`, {
      method: 'PATCH',
      headers: { ...(await adminAuth(baseUrl)), origin: baseUrl },
      body: JSON.stringify({
        password: 'admin-set-2',
        currentPassword: process.env.ADMIN_PASSWORD ?? 'firing-admin-change-me',
      }),
    })
    expect(response.status).toBe(200)
    expect(await canSignIn(surfer.email, 'admin-set-2')).toBe(true)
  })
})

// A wrong current password counts like a failed sign-in (cms/auth/login-limits.ts): five from one
// address lock that account for that address, and the 429 says for how long.
describe.each([
  [
    'PATCH /cms-api/users/{id}',
    (surfer: Surfer, cookie: string, data: Change, ip: string) =>
      patchUser(surfer.id, cookie, data, { 'x-forwarded-for': ip }),
  ],
  [
    'PATCH /api/auth/user/profile',
    (_: Surfer, cookie: string, data: Change, ip: string) =>
      patchProfile(cookie, data, { 'x-forwarded-for': ip }),
  ],
])('guessing the current password on %s', (_, patch) => {
  it('should lock after 5 wrong guesses with Retry-After and RateLimit-* headers, and keep the email', async () => {
    const surfer = await createSurfer(baseUrl)
    const cookie = await signIn(baseUrl, surfer)
    const ip = freshIp()
    const guess = (currentPassword: string) =>
      patch(surfer, cookie, { email: uniqueEmail('thief'), currentPassword }, ip)
    const statuses = []
    for (let i = 0; i < 5; i++) statuses.push((await guess(`wrong-${i}`)).status)
    expect(statuses).toEqual([400, 400, 400, 400, 400])
    const locked = await guess(surfer.password)
    expect(locked.status).toBe(429)
    expect(locked.headers.get('ratelimit-limit')).toBe('5')
    expect(locked.headers.get('ratelimit-remaining')).toBe('0')
    const retryAfter = Number(locked.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(240)
    expect(retryAfter).toBeLessThanOrEqual(300)
    expect(await storedEmail(surfer.id)).toBe(surfer.email)
  })
})
