// The site's lean session check (cms/auth/session-user.ts) answers exactly what Payload's JWT
// strategy answers, for every way a token can come (or be refused): the same user object, or
// no one. An in-process Payload on the suite's database signs the tokens and is the reference.
import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { SignJWT } from 'jose'
import type { Payload, TypedUser } from 'payload'
import type * as SessionUser from '../cms/auth/session-user'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

let payload: Payload
let lean: typeof SessionUser
let mediaDir: string

beforeAll(async () => {
  mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), 'session-user-'))
  Object.assign(process.env, {
    DATABASE_URL: inject('databaseUrl'),
    DATA_DIR: mediaDir,
    MEDIA_DIR: mediaDir,
    PAYLOAD_SECRET: `session-user-test-${randomUUID()}`,
    // Outside production Payload checks its packages' versions against each other, and
    // @payloadcms/live-preview has no release of Payload's exact version.
    PAYLOAD_DISABLE_DEPENDENCY_CHECKER: 'true',
  })
  const { getPayload } = await import('payload')
  const { default: config } = await import('../payload.config')
  payload = await getPayload({ config })
  lean = await import('../cms/auth/session-user')
})

afterAll(async () => {
  // Payload keeps handles (its crons' timers) open: end the pool, without waiting on the rest.
  await Promise.race([payload?.db.pool.end(), new Promise((resolve) => setTimeout(resolve, 500))])
  await fs.rm(mediaDir, { recursive: true, force: true })
})

const email = () => `session-${randomUUID()}@firing.test`
const password = 'session-test-password'

async function signedIn(data: Record<string, unknown> = {}) {
  const address = email()
  const created = await payload.create({
    collection: 'users',
    data: { email: address, password, ...data } as never,
    overrideAccess: true,
  })
  const { token } = await payload.login({ collection: 'users', data: { email: address, password } })
  return { id: created.id as number, token: token! }
}

/** Both checks on the same headers: equal, and the lean one's answer. */
async function check(headers: Record<string, string>): Promise<TypedUser | null> {
  const asked = new Headers(headers)
  const reference = await lean.payloadSessionUser(payload, asked)
  const answered = await lean.sessionUser(payload, asked)
  expect(answered).toEqual(reference)
  return answered
}

const trusted = () => payload.config.csrf[0]!
const cookie = (token: string) => `payload-token=${token}`

describe('the lean session check', () => {
  it('should mirror Payload here, so that the cases below compare two different checks', () => {
    expect(payload.config.csrf.length).toBeGreaterThan(0)
    expect(lean.mirrorsPayload(payload)).toBe(true)
  })

  it('should answer the same user as Payload for every field set, from each place a token comes', async () => {
    const { token } = await signedIn({
      firstName: 'Keala',
      lastName: 'Kennelly',
      units: 'metric',
      role: 'editor',
      postingBlocked: true,
    })
    // A second sign-in: two sessions, in their stored order.
    await payload.login({
      collection: 'users',
      data: { email: (await whoseToken(token)).email, password },
    })
    const ways: Record<string, string>[] = [
      { authorization: `JWT ${token}` },
      { authorization: `Bearer ${token}` },
      { cookie: cookie(token), origin: trusted() },
      { cookie: cookie(token), 'sec-fetch-site': 'same-origin' },
      { cookie: cookie(token), 'sec-fetch-site': 'none' },
    ]
    for (const headers of ways) {
      const user = await check(headers)
      expect(user, JSON.stringify(headers)).toMatchObject({
        firstName: 'Keala',
        units: 'metric',
        role: 'editor',
        postingBlocked: true,
        collection: 'users',
        _strategy: 'local-jwt',
      })
      expect((user as { sessions: unknown[] }).sessions).toHaveLength(2)
    }
  })

  it('should refuse a cookie sent cross-site, without an Origin or a Sec-Fetch-Site saying so', async () => {
    const { token } = await signedIn()
    const refused: Record<string, string>[] = [
      { cookie: cookie(token), origin: 'https://evil.example' },
      { cookie: cookie(token) },
      { cookie: cookie(token), 'sec-fetch-site': 'cross-site' },
    ]
    for (const headers of refused) {
      expect(await check(headers), JSON.stringify(headers)).toBeNull()
    }
  })

  it('should refuse no token, a tampered one, a foreign one and a malformed one', async () => {
    const { id, token } = await signedIn()
    const [head, body, signature] = token.split('.')
    const flipped = `${head}.${body}.${signature!.startsWith('A') ? 'B' : 'A'}${signature!.slice(1)}`
    const foreign = await new SignJWT({ id, collection: 'users', sid: randomUUID() })
      .setProtectedHeader({ alg: 'HS256', authVersion: 1 } as never)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret'))
    const refused: Record<string, string>[] = [
      {},
      { authorization: `JWT ${flipped}` },
      { authorization: `JWT ${foreign}` },
      { authorization: 'JWT not-a-token' },
      { authorization: `Basic ${token}` },
    ]
    for (const headers of refused) {
      expect(await check(headers), JSON.stringify(headers)).toBeNull()
    }
  })

  it('should refuse a well-signed token whose session, format or user is not there', async () => {
    const { id, token } = await signedIn()
    const key = new TextEncoder().encode(payload.secret)
    const sign = (claims: Record<string, unknown>, header: Record<string, unknown> = {}) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', authVersion: 1, ...header } as never)
        .setExpirationTime('1h')
        .sign(key)
    const reference = await lean.payloadSessionUser(
      payload,
      new Headers({ authorization: `JWT ${token}` }),
    )
    const sid = (reference as { _sid?: string } | null)?._sid as string
    for (const forged of [
      await sign({ id, collection: 'users', sid: randomUUID() }), // no such session
      await sign({ id, collection: 'users' }), // no session at all
      await sign({ id, collection: 'users', sid }, { authVersion: 0 }), // another format
      await sign({ id, collection: 'shapers', sid }), // not an auth collection
      await sign({ id: 987654321, collection: 'users', sid }), // nobody
      await new SignJWT({ id, collection: 'users', sid })
        .setProtectedHeader({ alg: 'HS256', authVersion: 1 } as never)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
        .sign(key), // expired
    ]) {
      expect(await check({ authorization: `JWT ${forged}` })).toBeNull()
    }
    // The same claims, well formed, do sign in: the refusals above are each for their one reason.
    expect(
      await check({ authorization: `JWT ${await sign({ id, collection: 'users', sid })}` }),
    ).not.toBeNull()
  })

  it('should name no one once the session is signed out or the user deleted, at once', async () => {
    const { id, token } = await signedIn()
    const second = (
      await payload.login({
        collection: 'users',
        data: { email: (await whoseToken(token)).email, password },
      })
    ).token!
    const user = await lean.payloadSessionUser(
      payload,
      new Headers({ authorization: `JWT ${token}` }),
    )
    const { createLocalReq, logoutOperation } = await import('payload')
    const req = await createLocalReq({ user: user! }, payload)
    await logoutOperation({ collection: payload.collections.users, req } as never)
    expect(await check({ authorization: `JWT ${token}` })).toBeNull()
    // The other session of the same user goes on.
    expect(await check({ authorization: `JWT ${second}` })).not.toBeNull()
    await payload.delete({ collection: 'users', id, overrideAccess: true })
    expect(await check({ authorization: `JWT ${second}` })).toBeNull()
  })
})

async function whoseToken(token: string): Promise<{ email: string }> {
  const user = await lean.payloadSessionUser(
    payload,
    new Headers({ authorization: `JWT ${token}` }),
  )
  return { email: String((user as { email: string }).email) }
}
