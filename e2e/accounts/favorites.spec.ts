import { expect, test } from '../support/test'
import { createSurfer, signInAs } from '../support/accounts'
import { gotoHydrated } from '../support/hydrated'
import { sameOrigin } from '../support/origin'

test('should add a spot with the heart and find it on /favorites and /profile', async ({
  page,
  request,
}) => {
  await signInAs(page, await createSurfer(request))
  await gotoHydrated(page, '/')
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) })
  const first = card.first()
  const name = (await first.getByRole('heading', { level: 2 }).textContent())?.trim() ?? ''
  const heart = first.getByRole('button', { name: `Favorite ${name}` })
  // The first request of a fresh server can be slow while the conditions warm up.
  await expect(heart).toBeEnabled({ timeout: 30_000 })
  await expect(heart).toHaveAttribute('aria-pressed', 'false')
  await heart.click()
  await expect(
    page.getByText('Favorite status updated successfully', { exact: true }),
  ).toBeVisible()
  await expect(heart).toHaveAttribute('aria-pressed', 'true')

  await gotoHydrated(page, '/favorites')
  await expect(page.getByText('1 favorite spot')).toBeVisible()
  await expect(page.getByRole('heading', { level: 3, name })).toBeVisible()

  await gotoHydrated(page, '/profile')
  const favorites = page.getByRole('region', { name: 'My Favorite Surf Spots' })
  await expect(favorites.getByRole('heading', { level: 3, name })).toBeVisible()
  await expect(favorites.getByRole('link', { name: 'View Full Report' })).toHaveAttribute(
    'href',
    /^\/surf-report\/\d+$/,
  )
})

test('should remove a favourite from /favorites and show the empty state', async ({
  page,
  request,
}) => {
  await signInAs(page, await createSurfer(request))
  await page.request.patch('/api/surf-spots/1/favorite', {
    data: { isFavorite: true },
    headers: sameOrigin(),
  })
  await gotoHydrated(page, '/favorites')
  await page.getByRole('button', { name: /^Favorite / }).click()
  await expect(page.getByRole('heading', { name: 'No Favorite Spots Yet' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Browse Surf Spots' })).toHaveAttribute('href', '/')
  await expect(page.getByRole('link', { name: 'Discover More Surf Spots' })).toHaveAttribute(
    'href',
    '/',
  )
})

test('should ask a visitor to sign up when they tap a heart', async ({ page }) => {
  await gotoHydrated(page, '/')
  await page
    .getByRole('button', { name: /^Favorite / })
    .first()
    .click()
  await expect(page.getByText('Login Required', { exact: true })).toBeVisible()
  await expect(
    page.getByText('Create a profile to add favorite spots', { exact: true }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/login')
})

test('should show a visitor "Login Required" on /favorites with a way home', async ({ page }) => {
  await gotoHydrated(page, '/favorites')
  await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible()
  await expect(
    page.getByText('Please log in to view and manage your favorite surf spots.'),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/')
})
