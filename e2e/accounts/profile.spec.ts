import { expect, test } from '../support/test'
import { createSurfer, signInAs } from '../support/accounts'
import { gotoHydrated } from '../support/hydrated'

test('should show the profile rules’ messages and save a valid profile', async ({
  page,
  request,
}) => {
  const surfer = await createSurfer(request, 'Layne')
  await signInAs(page, surfer)
  await gotoHydrated(page, '/profile')
  await expect(page.getByRole('heading', { level: 2, name: 'Layne Tester' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'No Favorite Spots Yet' })).toBeVisible()

  await page.getByLabel('First Name').fill('')
  await page.getByLabel('Last Name').fill(' ')
  await page.getByLabel('Email Address').fill('not-an-email')
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('First name is required')).toBeVisible()
  await expect(page.getByText('Last name is required')).toBeVisible()
  await expect(page.getByText('Invalid email address')).toBeVisible()
  await expect(page.getByLabel('First Name')).toHaveAttribute('aria-invalid', 'true')

  await page.getByLabel('First Name').fill('Stephanie')
  await page.getByLabel('Last Name').fill('Gilmore')
  await page.getByLabel('Email Address').fill(surfer.email)
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(
    page.getByText('Your profile has been successfully updated.', { exact: true }),
  ).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Stephanie Gilmore' })).toBeVisible()
  const card = page.getByRole('region', { name: 'Stephanie Gilmore' })
  await expect(card.getByText('SG', { exact: true })).toBeVisible()
})

test('should toast the server’s message when the email belongs to someone else', async ({
  page,
  request,
}) => {
  const other = await createSurfer(request)
  await signInAs(page, await createSurfer(request))
  await gotoHydrated(page, '/profile')
  await page.getByLabel('Email Address').fill(other.email)
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Update failed', { exact: true })).toBeVisible()
  await expect(
    page.getByText('That email address is already used by another account.', { exact: true }),
  ).toBeVisible()
})

test('should ask for the current password before changing the email', async ({ page, request }) => {
  const surfer = await createSurfer(request)
  await signInAs(page, surfer)
  await gotoHydrated(page, '/profile')
  await expect(page.getByLabel('Current Password')).toHaveCount(0)
  await page.getByLabel('Email Address').fill(`moved-${surfer.email}`)
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(
    page.getByText('Enter your current password to change the email or password.', {
      exact: true,
    }),
  ).toBeVisible()
  await page.getByLabel('Current Password').fill(surfer.password)
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(
    page.getByText('Your profile has been successfully updated.', { exact: true }),
  ).toBeVisible()
})

test('should tell a visitor they are logged out and send them to sign in', async ({ page }) => {
  // Hold the redirect to sign-in so the screen can be read before the browser leaves it.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(
    (url) => url.pathname === '/api/login',
    async (route) => {
      await held
      await route.fulfill({ contentType: 'text/plain', body: 'signing in' })
    },
  )
  await page.goto('/profile')
  await expect(page.getByText('Unauthorized', { exact: true })).toBeVisible()
  await expect(
    page.getByRole('main').getByText('You are logged out. Logging in again...'),
  ).toBeVisible()
  release()
  await page.waitForURL((url) => url.pathname === '/api/login')
  expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/profile')
})
