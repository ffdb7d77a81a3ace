// Factories and calls for the accounts tests: each test makes its own users, signs in from its
// own client address (the server trusts X-Forwarded-For in tests), and shares nothing.
import { randomUUID } from 'node:crypto'
import { adminAuth } from './admin'

let counter = 0

/** A client address no other test uses, so per-address rate limits never collide. */
export function freshIp(): string {
  counter++
  return `10.${(process.pid >> 8) & 255}.${process.pid & 255}.${counter % 250}`
}

/** An email address no other test uses. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@accounts.test`
}

export type Surfer = { id: number; email: string; password: string }

/** Creates a surfer through the admin's REST API (the seed's admin). */
export async function createSurfer(
  baseUrl: string,
  fields: { firstName?: string; lastName?: string; email?: string } = {},
): Promise<Surfer> {
  const email = fields.email ?? uniqueEmail('surfer')
  const password = `pw-${randomUUID()}`
  const response = await fetch(`${baseUrl}/cms-api/users`, {
    method: 'POST',
    headers: await adminAuth(baseUrl),
    body: JSON.stringify({ firstName: 'Test', lastName: 'Surfer', ...fields, email, password }),
  })
  if (!response.ok) throw new Error(`create user: ${response.status} ${await response.text()}`)
  const { doc } = (await response.json()) as { doc: { id: number } }
  return { id: doc.id, email, password }
}

/** The `name=value` part of the session cookie in a response, or ''. */
export function sessionCookieOf(response: Response): string {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('payload-token='))
  return cookie?.split(';')[0] ?? ''
}

/** POST /api/auth/login from a fresh client address. */
export function postLogin(baseUrl: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': freshIp(),
      origin: new URL(baseUrl).origin,
      ...headers,
    },
    body: JSON.stringify(body),
  })
}

/** Signs a surfer in through /api/auth/login and answers the session cookie. */
export async function signIn(baseUrl: string, surfer: Surfer): Promise<string> {
  const response = await postLogin(baseUrl, { email: surfer.email, password: surfer.password })
  if (!response.ok) throw new Error(`sign-in: ${response.status} ${await response.text()}`)
  return sessionCookieOf(response)
}

/**
 * A JSON call to the site with an optional session cookie, with what a browser sends on the
 * site's own requests unless `headers` says otherwise: Sec-Fetch-Site (Payload ignores a session
 * cookie on a request with neither it nor an allowed Origin), and Origin on a write.
 */
export function call(
  baseUrl: string,
  path: string,
  init: { method?: string; body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
) {
  const method = init.method ?? 'GET'
  const write = !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase())
  const headers: Record<string, string> = {
    'sec-fetch-site': 'same-origin',
    ...(write ? { origin: new URL(baseUrl).origin } : {}),
    ...init.headers,
  }
  if (init.cookie) headers.cookie = init.cookie
  if (init.body !== undefined) headers['content-type'] = 'application/json'
  return fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    redirect: 'manual',
  })
}

/** The `sid` inside a session cookie's JWT (decoded, not verified: the server verifies). */
export function sessionIdOf(cookie: string): string | undefined {
  const payload = cookie.split('=')[1]?.split('.')[1]
  if (!payload) return undefined
  return (JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sid?: string }).sid
}
