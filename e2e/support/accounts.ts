// Users for the accounts e2e tests: each test creates its own through the admin's REST API and
// signs in through the same endpoint the dialog uses, sharing the page's cookies.
import { randomUUID } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import { sameOrigin } from './origin'

export type Surfer = { id: number; email: string; password: string; firstName: string }

/** A JWT for the seeded admin, for setting up data through the admin REST API. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/cms-api/users/login', {
    headers: sameOrigin(),
    data: { email: 'admin@firing.local', password: 'firing-admin-change-me' },
  })
  return ((await response.json()) as { token: string }).token
}

/** A new surfer with a unique email. */
export async function createSurfer(request: APIRequestContext, firstName = 'Kai'): Promise<Surfer> {
  const email = `e2e-${randomUUID().slice(0, 8)}@accounts.test`
  const password = `pw-${randomUUID()}`
  const response = await request.post('/cms-api/users', {
    headers: { authorization: `JWT ${await adminToken(request)}`, ...sameOrigin() },
    data: { email, password, firstName, lastName: 'Tester' },
  })
  if (!response.ok()) throw new Error(`create user: ${response.status()} ${await response.text()}`)
  const { doc } = (await response.json()) as { doc: { id: number } }
  return { id: doc.id, email, password, firstName }
}

/**
 * Signs the page's browser context in (its cookies are the page's). Each sign-in comes from its
 * own address (the e2e server trusts X-Forwarded-For), so the whole suite's sign-ins don't add
 * up against the per-address login limit that one real visitor meets.
 */
export async function signInAs(page: Page, surfer: Surfer): Promise<void> {
  const response = await page.request.post('/api/auth/login', {
    data: { email: surfer.email, password: surfer.password },
    headers: { 'x-forwarded-for': `10.${randomOctets()}`, ...sameOrigin() },
  })
  if (!response.ok()) throw new Error(`sign-in: ${response.status()}`)
}

const randomOctets = () =>
  Array.from({ length: 3 }, () => Math.floor(Math.random() * 254) + 1).join('.')
