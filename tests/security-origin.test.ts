// Cross-site writes: every unsafe method on every path (/api, /cms-api, /admin
// server actions) must come from an allowed origin. A server of its own with PUBLIC_URL unset, on
// the run's database: the allowed origin is then the request's own, never "anything".
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { freshIp, sessionCookieOf, uniqueEmail } from './support/accounts'
import { adminAuth } from './support/admin'
import { surferSession, type Session } from './support/feed'
import { spawnServer, type RunningServer } from './support/spawn-server'

const EVIL = 'http://evil.example'
const REFUSED = { message: 'Cross-site requests are not allowed' }

let server: RunningServer
let base: string
let adminCookie: string
let surfer: Session

/** The seeded admin's session cookie, signed in as the admin screen does (same origin). */
async function adminCookieOf(url: string): Promise<string> {
  const response = await fetch(`${url}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, 'x-forwarded-for': freshIp() },
    body: JSON.stringify({ email: 'admin@firing.local', password: 'firing-admin-change-me' }),
  })
  expect(response.status).toBe(200)
  return sessionCookieOf(response)
}

/** A multipart body as Payload's admin sends it: the document as JSON in `_payload`. */
function payloadForm(doc: unknown): FormData {
  const form = new FormData()
  form.set('_payload', JSON.stringify(doc))
  return form
}

async function countUsers(email: string): Promise<number> {
  const response = await fetch(
    `${base}/cms-api/users?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
    { headers: await adminAuth(base) },
  )
  return ((await response.json()) as { totalDocs: number }).totalDocs
}

async function countPosts(content: string): Promise<number> {
  const response = await fetch(
    `${base}/cms-api/feed-posts?where[content][equals]=${encodeURIComponent(content)}&depth=0`,
  )
  return ((await response.json()) as { totalDocs: number }).totalDocs
}

beforeAll(async () => {
  server = await spawnServer({
    DATABASE_URL: inject('databaseUrl'),
    DATA_DIR: inject('dataDir'),
    PUBLIC_URL: '',
    TRUST_PROXY: 'true',
    CONDITIONS_AUTORUN: 'false',
  })
  base = server.url
  adminCookie = await adminCookieOf(base)
  surfer = await surferSession(base)
}, 240_000)

afterAll(async () => {
  await server?.stop()
})

describe('cross-site writes to /cms-api', () => {
  it("should refuse an admin account created with the admin's cookie from another site", async () => {
    const email = uniqueEmail('csrf-admin')
    const response = await fetch(`${base}/cms-api/users`, {
      method: 'POST',
      headers: { cookie: adminCookie, origin: EVIL },
      body: payloadForm({ email, password: 'pw-attacker-1234', role: 'admin' }),
    })
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual(REFUSED)
    expect(await countUsers(email)).toBe(0)
  })

  it("should refuse a feed post made with a surfer's cookie from another site", async () => {
    const content = `csrf post ${freshIp()} ${Date.now()}`
    const response = await fetch(`${base}/cms-api/feed-posts`, {
      method: 'POST',
      headers: { cookie: surfer.cookie, origin: EVIL },
      body: payloadForm({ content }),
    })
    expect(response.status).toBe(403)
    expect(await countPosts(content)).toBe(0)
  })

  it('should refuse a write from a sibling port on the same host', async () => {
    const sibling = new URL(base)
    sibling.port = String(Number(sibling.port) + 1)
    const response = await fetch(`${base}/cms-api/feed-posts`, {
      method: 'POST',
      headers: {
        cookie: surfer.cookie,
        origin: sibling.origin,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ content: 'from a sibling port' }),
    })
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual(REFUSED)
  })

  it('should refuse a write with no Origin', async () => {
    const response = await fetch(`${base}/cms-api/feed-posts`, {
      method: 'POST',
      headers: { cookie: surfer.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'no origin' }),
    })
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual(REFUSED)
  })

  it("should refuse a write from a sandboxed frame (Origin 'null')", async () => {
    const response = await fetch(`${base}/cms-api/feed-posts`, {
      method: 'DELETE',
      headers: { cookie: surfer.cookie, origin: 'null' },
    })
    expect(response.status).toBe(403)
  })

  it('should answer a text/plain body with 415, not 500', async () => {
    const response = await fetch(`${base}/cms-api/feed-posts`, {
      method: 'POST',
      headers: { cookie: surfer.cookie, origin: base, 'content-type': 'text/plain' },
      body: '{"content":"plain text"}',
    })
    expect(response.status).toBe(415)
    expect(((await response.json()) as { message: string }).message).toMatch(/JSON/)
  })

  it('should still accept a same-origin write with the cookie', async () => {
    const content = `same-origin post ${Date.now()}`
    const response = await fetch(`${base}/cms-api/feed-posts`, {
      method: 'POST',
      headers: { cookie: surfer.cookie, origin: base },
      body: payloadForm({ content }),
    })
    expect(response.status).toBe(201)
    expect(await countPosts(content)).toBe(1)
  })
})

describe('cross-site writes to /api', () => {
  it('should refuse a write with no Origin', async () => {
    const form = new FormData()
    form.set('content', 'no origin on /api')
    const response = await fetch(`${base}/api/feed`, {
      method: 'POST',
      headers: { cookie: surfer.cookie, 'x-forwarded-for': freshIp() },
      body: form,
    })
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual(REFUSED)
  })

  it('should refuse a JSON write from another site', async () => {
    const response = await fetch(`${base}/api/auth/user/profile`, {
      method: 'PATCH',
      headers: { cookie: surfer.cookie, origin: EVIL, 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Owned' }),
    })
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual(REFUSED)
  })

  it('should still accept a same-origin write', async () => {
    const form = new FormData()
    form.set('content', 'same origin on /api')
    const response = await fetch(`${base}/api/feed`, {
      method: 'POST',
      headers: { cookie: surfer.cookie, origin: base, 'x-forwarded-for': freshIp() },
      body: form,
    })
    expect(response.status).toBe(201)
  })
})

describe('cross-site writes to the admin and Next', () => {
  it('should refuse a server-action POST to /admin from another site', async () => {
    const response = await fetch(`${base}/admin/account`, {
      method: 'POST',
      headers: {
        cookie: adminCookie,
        origin: EVIL,
        'next-action': '0123456789abcdef0123456789abcdef01234567',
        'content-type': 'text/plain;charset=UTF-8',
      },
      body: '[]',
    })
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual(REFUSED)
  })

  it('should refuse a POST to /_next from another site', async () => {
    const response = await fetch(`${base}/_next/anything`, {
      method: 'POST',
      headers: { origin: EVIL },
    })
    expect(response.status).toBe(403)
  })
})

describe("Payload's own allow-list with PUBLIC_URL unset", () => {
  it("should ignore the admin's cookie on a read from another site (the list is not empty)", async () => {
    const response = await fetch(`${base}/cms-api/users/me`, {
      headers: { cookie: adminCookie, origin: EVIL },
    })
    expect(((await response.json()) as { user: unknown }).user).toBeNull()
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
  })

  it("should accept the admin's cookie from the server's own origin", async () => {
    const response = await fetch(`${base}/cms-api/users/me`, {
      headers: { cookie: adminCookie, origin: base },
    })
    const { user } = (await response.json()) as { user: { email: string } | null }
    expect(user?.email).toBe('admin@firing.local')
  })
})
