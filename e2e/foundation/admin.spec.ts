import { expect, test } from '../support/test'

const ADMIN_EMAIL = process.env.ADMIN_EMAIL ?? 'admin@firing.local'
const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? 'firing-admin-change-me'

test('should let an admin sign into /admin and see the collections', async ({ page }) => {
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login/)
  await page.getByLabel(/email/i).fill(ADMIN_EMAIL)
  await page.getByLabel(/password/i).fill(ADMIN_PASSWORD)
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
  for (const collection of [
    'Surf Spots',
    'Cams',
    'Feed Posts',
    'Blog Entries',
    'Shapers',
    'Contact Messages',
  ]) {
    await expect(page.getByRole('link', { name: collection }).first()).toBeVisible()
  }
})

test('should refuse a wrong password at /admin', async ({ page }) => {
  await page.goto('/admin/login')
  await page.getByLabel(/email/i).fill(ADMIN_EMAIL)
  await page.getByLabel(/password/i).fill('not-the-password')
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page.getByText(/incorrect|invalid/i).first()).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/login/)
})
