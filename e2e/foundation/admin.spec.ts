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

test('should mask the current password in the admin and refuse a wrong one', async ({ page }) => {
  await page.goto('/admin/login')
  await page.getByLabel(/email/i).fill(ADMIN_EMAIL)
  await page.getByLabel(/password/i).fill(ADMIN_PASSWORD)
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
  await page.goto('/admin/account')
  const current = page.getByLabel('Your current password')
  await expect(current).toHaveAttribute('type', 'password')
  await page.getByLabel(/^email/i).fill('someone-else@firing.local')
  await current.fill('not-my-password')
  await page.getByRole('button', { name: /save/i }).click()
  // Payload's toast names the field by its label, which carries the reason.
  await expect(page.getByText(/current password \(incorrect\)/i).first()).toBeVisible()
  await page.reload()
  await expect(page.getByLabel(/^email/i)).toHaveValue(ADMIN_EMAIL)
})
