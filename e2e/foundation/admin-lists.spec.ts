// The admin's list views still sort and search with the query check on every collection:
// their filters and sorts name the collection's own columns.
import type { Page } from '@playwright/test'
import { expect, test } from '../support/test'

const ADMIN = {
  email: process.env.ADMIN_EMAIL ?? 'admin@firing.local',
  password: process.env.ADMIN_PASSWORD ?? 'firing-admin-change-me',
}

async function signIn(page: Page) {
  await page.goto('/admin/login')
  await page.getByLabel(/email/i).fill(ADMIN.email)
  await page.getByLabel(/password/i).fill(ADMIN.password)
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
}

/** The text of the list's first cell link (the row's title). */
const firstRow = (page: Page) => page.locator('table tbody tr').first().locator('a').first()

test('should sort and search the admin lists', async ({ page }) => {
  await signIn(page)
  await page.goto('/admin/collections/surf-spots?sort=name&limit=10')
  const first = (await firstRow(page).textContent())?.trim()
  await page.goto('/admin/collections/surf-spots?sort=-name&limit=10')
  const last = (await firstRow(page).textContent())?.trim()
  expect(first).toBeTruthy()
  expect(last).toBeTruthy()
  expect(first).not.toBe(last)

  await page.goto(`/admin/collections/surf-spots?search=${encodeURIComponent(first ?? '')}`)
  await expect(firstRow(page)).toHaveText(first ?? '')

  for (const view of ['users?sort=-email', 'feed-posts?sort=-createdAt', 'contact-messages']) {
    await page.goto(`/admin/collections/${view}`)
    const list = page.locator('table').or(page.getByRole('heading', { name: 'No Results.' }))
    await expect(list.first()).toBeVisible()
    await expect(page.getByText(/You may not filter or sort/)).toHaveCount(0)
  }
})
