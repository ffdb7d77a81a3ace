import type { APIRequestContext } from '@playwright/test'
import { sameOrigin } from '../support/origin'
import { expect, test } from '../support/test'

const ADMIN = {
  email: process.env.ADMIN_EMAIL ?? 'admin@firing.local',
  password: process.env.ADMIN_PASSWORD ?? 'firing-admin-change-me',
}
const EDITOR = { email: `editor-${Date.now()}@firing.test`, password: 'editor-pass-123' }

async function createEditor(request: APIRequestContext) {
  const login = await request.post('/cms-api/users/login', {
    data: ADMIN,
    headers: sameOrigin(),
  })
  const { token } = (await login.json()) as { token: string }
  const created = await request.post('/cms-api/users', {
    headers: { authorization: `JWT ${token}`, ...sameOrigin() },
    data: { ...EDITOR, role: 'editor', firstName: 'Eddie', lastName: 'Editor' },
  })
  expect(created.ok()).toBe(true)
}

test('should let an editor draft, preview and publish a blog entry', async ({
  page,
  request,
  context,
}) => {
  await createEditor(request)
  await page.goto('/admin/login')
  await page.getByLabel(/email/i).fill(EDITOR.email)
  await page.getByLabel(/password/i).fill(EDITOR.password)
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })

  await page.goto('/admin/collections/blog-entries')
  await page.getByRole('link', { name: 'Work Where the Waves Are' }).first().click()
  const title = page.locator('#field-title')
  await expect(title).toBeVisible()
  await title.fill('Work Where the Waves Are — Winter Edition')
  // Blog entries autosave their draft as the editor types (the live preview follows it).
  await expect(page.getByText(/last saved .* ago/i).first()).toBeVisible()

  // The public page still shows the published title.
  const visitor = await context.newPage()
  await visitor.goto('/blog')
  await expect(visitor.getByRole('heading', { name: 'Work Where the Waves Are' })).toBeVisible()
  await expect(visitor.getByText('Winter Edition')).toHaveCount(0)

  // The admin's Preview opens the real page with the draft.
  const [preview] = await Promise.all([
    context.waitForEvent('page'),
    page
      // Exact: the Live Preview toggle beside it has 'Preview' in its name too.
      .getByRole('button', { name: 'Preview', exact: true })
      .or(page.getByRole('link', { name: 'Preview', exact: true }))
      .first()
      .click(),
  ])
  await preview.waitForLoadState()
  await expect(preview.getByText('unpublished draft')).toBeVisible()
  await expect(preview.getByRole('heading', { name: /Winter Edition/ })).toBeVisible()

  await page.getByRole('button', { name: /publish changes/i }).click()
  await expect(page.getByText(/updated successfully|published/i).first()).toBeVisible()
  await visitor.goto('/blog')
  await expect(visitor.getByRole('heading', { name: /Winter Edition/ })).toBeVisible()
})
