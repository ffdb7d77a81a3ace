import { sessionCookieOf } from './accounts'

/**
 * Signs the seeded admin in through Payload's REST API and returns the Authorization header, with
 * the Origin a browser sends on the admin's writes (the server refuses writes without one).
 */
export async function adminAuth(baseUrl: string): Promise<Record<string, string>> {
  const origin = new URL(baseUrl).origin
  const response = await fetch(`${baseUrl}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({
      email: process.env.ADMIN_EMAIL ?? 'admin@firing.local',
      password: process.env.ADMIN_PASSWORD ?? 'firing-admin-change-me',
    }),
  })
  if (!response.ok)
    throw new Error(`admin login failed: ${response.status} ${await response.text()}`)
  const { token } = (await response.json()) as { token: string }
  return { authorization: `JWT ${token}`, 'content-type': 'application/json', origin }
}

/** Publishes a shaper through the REST API (an editor's everyday action) and returns its id. */
export async function publishShaper(baseUrl: string, auth: Record<string, string>, name: string) {
  const response = await fetch(`${baseUrl}/cms-api/shapers`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({
      name,
      location: 'Test Reef, Nowhere',
      date: '2026-10-01',
      description: 'A shaper created by a test.',
      siteUrl: 'https://shaper.test',
      _status: 'published',
    }),
  })
  if (!response.ok) throw new Error(`publish failed: ${response.status} ${await response.text()}`)
  const { doc } = (await response.json()) as { doc: { id: number } }
  return doc.id
}

/** A new editor, created by the admin, signed in: the session cookie a browser would hold. */
export async function editorCookie(baseUrl: string, prefix = 'editor'): Promise<string> {
  const email = `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@firing.test`
  const password = 'editor-pass-123'
  const made = await fetch(`${baseUrl}/cms-api/users`, {
    method: 'POST',
    headers: await adminAuth(baseUrl),
    body: JSON.stringify({ email, password, role: 'editor' }),
  })
  if (!made.ok) throw new Error(`editor create failed: ${made.status} ${await made.text()}`)
  const login = await fetch(`${baseUrl}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(baseUrl).origin },
    body: JSON.stringify({ email, password }),
  })
  if (!login.ok) throw new Error(`editor login failed: ${login.status}`)
  const cookie = sessionCookieOf(login)
  if (!cookie) throw new Error('editor login set no cookie')
  return cookie
}
