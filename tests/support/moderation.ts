// Calls for the moderation tests: staff accounts with their admin-API headers,
// reports as a browser sends them, and the queue's decisions.
import { randomUUID } from 'node:crypto'
import { adminAuth } from './admin'
import { uniqueEmail } from './accounts'
import { type Session, write } from './feed'

export type StaffAuth = { id: number; headers: Record<string, string> }

/** A new editor or admin, signed in at /cms-api (JWT headers with the Origin of a browser). */
export async function staffAuth(baseUrl: string, role: 'editor' | 'admin'): Promise<StaffAuth> {
  const email = uniqueEmail(role)
  const password = `pw-${randomUUID()}`
  const created = await fetch(`${baseUrl}/cms-api/users`, {
    method: 'POST',
    headers: await adminAuth(baseUrl),
    body: JSON.stringify({ email, password, role, firstName: role }),
  })
  if (!created.ok) throw new Error(`create ${role}: ${created.status} ${await created.text()}`)
  const origin = new URL(baseUrl).origin
  const login = await fetch(`${baseUrl}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password }),
  })
  if (!login.ok) throw new Error(`login ${role}: ${login.status} ${await login.text()}`)
  const { token, user } = (await login.json()) as { token: string; user: { id: number } }
  return {
    id: user.id,
    headers: { authorization: `JWT ${token}`, 'content-type': 'application/json', origin },
  }
}

/** POST /api/feed/{id}/report or /api/comments/{id}/report. */
export function report(
  baseUrl: string,
  session: Session | null,
  target: { kind: 'post' | 'comment'; id: number | string },
  body: unknown = { reason: 'spam' },
): Promise<Response> {
  const path = target.kind === 'post' ? 'feed' : 'comments'
  return write(baseUrl, `/api/${path}/${target.id}/report`, { method: 'POST', session, body })
}

/** The queue's decision endpoint, as the admin's buttons call it. */
export function decide(
  baseUrl: string,
  staff: { headers: Record<string, string> } | null,
  decision: { kind: 'post' | 'comment'; itemId: number; action: string; reason?: string },
): Promise<Response> {
  const origin = new URL(baseUrl).origin
  return fetch(`${baseUrl}/cms-api/content-reports/decide`, {
    method: 'POST',
    headers: staff?.headers ?? { 'content-type': 'application/json', origin },
    body: JSON.stringify({ reason: 'Breaks the house rules', ...decision }),
  })
}

/** A REST call to /cms-api as staff, a surfer (cookie) or a visitor. */
export function cms(
  baseUrl: string,
  path: string,
  init: { method?: string; body?: unknown; as?: StaffAuth | Session | null } = {},
): Promise<Response> {
  const origin = new URL(baseUrl).origin
  const headers: Record<string, string> = { 'content-type': 'application/json', origin }
  const who = init.as
  if (who && 'headers' in who) Object.assign(headers, who.headers)
  else if (who) Object.assign(headers, { cookie: who.cookie, 'sec-fetch-site': 'same-origin' })
  return fetch(`${baseUrl}/cms-api${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
}
