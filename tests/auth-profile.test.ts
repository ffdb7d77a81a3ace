import { beforeAll, describe, expect, inject, it } from 'vitest'
import { call, createSurfer, signIn, uniqueEmail } from './support/accounts'

let baseUrl: string
beforeAll(() => {
  baseUrl = inject('baseUrl')
})

const patch = (cookie: string | undefined, body: unknown, headers: Record<string, string> = {}) =>
  call(baseUrl, '/api/auth/user/profile', { method: 'PATCH', cookie, body, headers })

describe('PATCH /api/auth/user/profile', () => {
  it('should save the profile and answer the updated user', async () => {
    const surfer = await createSurfer(baseUrl)
    const cookie = await signIn(baseUrl, surfer)
    const email = uniqueEmail('renamed')
    const response = await patch(cookie, {
      firstName: ' Layne ',
      lastName: 'Beachley',
      email,
      currentPassword: surfer.password,
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      id: surfer.id,
      firstName: 'Layne',
      lastName: 'Beachley',
      email,
      profileImageUrl: null,
      units: 'imperial',
    })
    const me = (await (await call(baseUrl, '/api/auth/user', { cookie })).json()) as {
      firstName: string
    }
    expect(me.firstName).toBe('Layne')
  })

  it.each([
    [{ firstName: '' }, 'First name is required'],
    [{ lastName: '   ' }, 'Last name is required'],
    [{ email: 'nope' }, 'Invalid email address'],
    [{ firstName: 'x'.repeat(51) }, 'First name must be at most 50 characters'],
  ])('should refuse %j with 400 "%s"', async (change, message) => {
    const surfer = await createSurfer(baseUrl)
    const cookie = await signIn(baseUrl, surfer)
    const body = { firstName: 'A', lastName: 'B', email: surfer.email, ...change }
    const response = await patch(cookie, body)
    expect(response.status).toBe(400)
    expect(((await response.json()) as { message: string }).message).toBe(message)
  })

  it('should refuse another account’s email with 409 and a clear message', async () => {
    const taken = await createSurfer(baseUrl)
    const surfer = await createSurfer(baseUrl)
    const cookie = await signIn(baseUrl, surfer)
    const response = await patch(cookie, {
      firstName: 'A',
      lastName: 'B',
      email: taken.email.toUpperCase(),
    })
    expect(response.status).toBe(409)
    expect(((await response.json()) as { message: string }).message).toBe(
      'That email address is already used by another account.',
    )
  })

  it('should keep the user’s own email without a conflict', async () => {
    const surfer = await createSurfer(baseUrl)
    const cookie = await signIn(baseUrl, surfer)
    const response = await patch(cookie, { firstName: 'A', lastName: 'B', email: surfer.email })
    expect(response.status).toBe(200)
  })

  it('should answer 401 to a visitor', async () => {
    const response = await patch(undefined, { firstName: 'A', lastName: 'B', email: 'a@b.co' })
    expect(response.status).toBe(401)
  })

  it('should refuse a cross-site change with 403', async () => {
    const surfer = await createSurfer(baseUrl)
    const cookie = await signIn(baseUrl, surfer)
    const response = await patch(
      cookie,
      { firstName: 'Evil', lastName: 'B', email: surfer.email },
      { origin: 'https://evil.example' },
    )
    expect(response.status).toBe(403)
  })

  it('should ignore a role in the body: a surfer stays a surfer', async () => {
    const surfer = await createSurfer(baseUrl)
    const cookie = await signIn(baseUrl, surfer)
    await patch(cookie, { firstName: 'A', lastName: 'B', email: surfer.email, role: 'admin' })
    const me = (await (await call(baseUrl, '/cms-api/users/me', { cookie })).json()) as {
      user: { role: string }
    }
    expect(me.user.role).toBe('surfer')
  })
})

describe('another user’s profile (IDOR)', () => {
  it('should not let user B read user A through /cms-api', async () => {
    const a = await createSurfer(baseUrl)
    const b = await createSurfer(baseUrl)
    const cookie = await signIn(baseUrl, b)
    const one = await call(baseUrl, `/cms-api/users/${a.id}`, { cookie })
    expect([403, 404]).toContain(one.status)
    const list = (await (await call(baseUrl, '/cms-api/users?limit=100', { cookie })).json()) as {
      docs: { id: number }[]
    }
    expect(list.docs.map((d) => d.id)).toEqual([b.id])
  })

  it('should not let user B change user A or make themselves an admin through /cms-api', async () => {
    const a = await createSurfer(baseUrl, { firstName: 'Alice' })
    const b = await createSurfer(baseUrl)
    const cookie = await signIn(baseUrl, b)
    const other = await call(baseUrl, `/cms-api/users/${a.id}`, {
      method: 'PATCH',
      cookie,
      body: { firstName: 'Hacked' },
    })
    expect([403, 404]).toContain(other.status)
    const self = await call(baseUrl, `/cms-api/users/${b.id}`, {
      method: 'PATCH',
      cookie,
      body: { role: 'admin' },
    })
    const me = (await (await call(baseUrl, '/cms-api/users/me', { cookie })).json()) as {
      user: { role: string }
    }
    expect(self.status).toBeLessThan(500)
    expect(me.user.role).toBe('surfer')
    const aliceCookie = await signIn(baseUrl, a)
    const alice = (await (
      await call(baseUrl, '/api/auth/user', { cookie: aliceCookie })
    ).json()) as {
      firstName: string
    }
    expect(alice.firstName).toBe('Alice')
  })
})
