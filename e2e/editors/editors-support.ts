import type { APIRequestContext, Page } from '@playwright/test'
import { sameOrigin } from '../support/origin'
import { expect } from '../support/test'

export const ADMIN = {
  email: process.env.ADMIN_EMAIL ?? 'admin@firing.local',
  password: process.env.ADMIN_PASSWORD ?? 'firing-admin-change-me',
}

/** The seeded admin's REST headers (JWT and the Origin the server asks of writes). */
export async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/cms-api/users/login', { data: ADMIN, headers: sameOrigin() })
  const { token } = (await login.json()) as { token: string }
  return { authorization: `JWT ${token}`, ...sameOrigin() }
}

/** A new editor account, made by the admin; answers its credentials. */
export async function createEditor(request: APIRequestContext, name: string) {
  const editor = { email: `${name}-${Date.now()}@firing.test`, password: 'editor-pass-123' }
  const created = await request.post('/cms-api/users', {
    headers: await adminHeaders(request),
    data: { ...editor, role: 'editor', firstName: 'Eddie', lastName: 'Editor' },
  })
  expect(created.ok()).toBe(true)
  return editor
}

/** A blog entry draft, made by the admin; answers its id. */
export async function createBlogDraft(request: APIRequestContext, title: string) {
  const created = await request.post('/cms-api/blog-entries', {
    headers: await adminHeaders(request),
    data: {
      title,
      companyName: 'Draft Co',
      location: 'Ericeira, Portugal',
      date: '2026-11-24',
      description: 'A draft written by an end-to-end test.',
      siteUrl: 'https://draft.test',
      _status: 'draft',
    },
  })
  expect(created.ok()).toBe(true)
  return ((await created.json()) as { doc: { id: number } }).doc.id
}

/** Signs in on the admin's login page and waits for the dashboard. */
export async function signInToAdmin(page: Page, account: { email: string; password: string }) {
  await page.goto('/admin/login')
  await page.getByLabel(/email/i).fill(account.email)
  await page.getByLabel(/password/i).fill(account.password)
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
}

/** A new spot that is only a draft (never published), made by the admin; answers its id. */
export async function createSpotDraft(request: APIRequestContext, name: string) {
  const created = await request.post('/cms-api/surf-spots', {
    headers: await adminHeaders(request),
    data: {
      name,
      slug: name.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-'),
      location: 'Draft Cove, Nowhere',
      latitude: 38.9,
      longitude: -9.4,
      breakType: 'reef',
      skillLevel: 'advanced',
      description: 'A spot drafted by an end-to-end test.',
      beachFacingDegrees: 270,
      timeZone: 'UTC',
      _status: 'draft',
    },
  })
  expect(created.ok()).toBe(true)
  return ((await created.json()) as { doc: { id: number } }).doc.id
}

/** Deletes a spot made by createSpotDraft, so other tests see the seeded spots only. */
export async function deleteSpotAsAdmin(request: APIRequestContext, id: number) {
  const response = await request.delete(`/cms-api/surf-spots/${id}`, {
    headers: await adminHeaders(request),
  })
  // Other specs count the 49 seeded spots: a spot left behind would fail them, not this one.
  if (!response.ok()) throw new Error(`deleting spot ${id}: ${response.status()}`)
}
