import type { Stats } from '../../shared/contracts/conditions'
import { createSurfer, signInAs } from '../support/accounts'
import { expect, test } from '../support/test'
import { gotoHydrated } from '../support/hydrated'

test("should show five stat cards with today's counts in the HTML, Flat being not working", async ({
  page,
}) => {
  const stats = (await (await page.request.get('/api/stats')).json()) as Stats
  const html = await (await page.request.get('/landing')).text()
  expect(html).toContain('Spots by rating today')
  await gotoHydrated(page, '/landing')
  const cards = page.getByRole('list', { name: 'Spots by rating today' }).getByRole('listitem')
  await expect(cards).toHaveText([
    `${stats.epic}Epic`,
    `${stats.firing}Firing`,
    `${stats.good}Good`,
    `${stats.rideable}Rideable`,
    `${stats['not working']}Flat`,
  ])
})

test('should link the three feature cards to their screens', async ({ page }) => {
  await page.goto('/landing')
  const features = [
    ['Live Conditions', '/surf-spots'],
    ['Global Map', '/surf-map'],
    ['Forecasts', '/summary'],
  ] as const
  for (const [name, href] of features) {
    await expect(page.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute(
      'href',
      href,
    )
  }
})

test('should show the brand and a Sign In button that opens the dialog when signed out', async ({
  page,
}) => {
  await gotoHydrated(page, '/landing')
  await expect(page.getByRole('link', { name: 'Firing', exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Sign In' })
  const email = dialog.getByLabel('Email')
  await expect(email).toHaveAttribute('type', 'email')
  await expect(email).toHaveAttribute('required', '')
  await expect(dialog.getByLabel('Password')).toHaveAttribute('required', '')
  await expect(dialog.getByRole('button', { name: 'Sign In' })).toBeVisible()
})

test('should greet a signed-in surfer by first name with Browse Surf Spots, no Sign In', async ({
  page,
  request,
}) => {
  await signInAs(page, await createSurfer(request, 'Layne'))
  await gotoHydrated(page, '/landing')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Layne')
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toHaveCount(0)
  await page.getByRole('link', { name: 'Browse Surf Spots' }).click()
  await expect(page).toHaveURL('/surf-spots')
})
