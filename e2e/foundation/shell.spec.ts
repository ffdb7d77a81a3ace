import { expect, test } from '../support/test'

test('should move between the four bottom tabs and mark the active one', async ({ page }) => {
  await page.goto('/')
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(nav.getByRole('link', { name: 'Spots' })).toHaveAttribute('aria-current', 'page')
  for (const [tab, path, heading] of [
    ['Map', '/map', 'Surf Map'],
    ['Summary', '/summary', "Today's Summary"],
    ['Favorites', '/favorites', 'My Favorites'],
    ['Spots', '/', 'Surf Spots'],
  ] as const) {
    await nav.getByRole('link', { name: tab }).click()
    await expect(page).toHaveURL(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    await expect(nav.getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page')
  }
})

test('should open the site menu from the keyboard and reach the blog', async ({ page }) => {
  await page.goto('/')
  await page.getByLabel('Site menu').focus()
  await page.keyboard.press('Enter')
  const menu = page.getByRole('navigation', { name: 'Site' })
  await expect(menu.getByRole('link', { name: 'Board Room' })).toBeVisible()
  await menu.getByRole('link', { name: 'Blog' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Surf Blog')
})

test('should show "Wave not found" for an unknown path and lead back to the spots', async ({
  page,
}) => {
  const response = await page.goto('/this/wave/does/not/exist')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Wave not found' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to Surf Spots' }).click()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Surf Spots')
})
