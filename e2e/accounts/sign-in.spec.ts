import { randomUUID } from 'node:crypto'
import { expect, test } from '../support/test'
import { createSurfer, signInAs } from '../support/accounts'
import { gotoHydrated } from '../support/hydrated'

test('should sign in with a password from the landing dialog, then sign out', async ({
  page,
  request,
}) => {
  const surfer = await createSurfer(request, 'Bethany')
  await gotoHydrated(page, '/landing')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find Perfect Waves')
  await page.getByRole('button', { name: 'Get Started' }).click()
  const dialog = page.getByRole('dialog', { name: 'Sign In' })
  await expect(dialog.getByText('demo@firing.local')).toBeVisible()
  await dialog.getByLabel('Email').fill(surfer.email)
  await dialog.getByLabel('Password').fill(surfer.password)
  await dialog.getByRole('button', { name: 'Sign In' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Bethany')
  await expect(page.getByRole('link', { name: 'Browse Surf Spots' })).toHaveAttribute(
    'href',
    '/surf-spots',
  )

  await gotoHydrated(page, '/')
  await page.getByRole('button', { name: /Account menu for Bethany Tester/ }).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
  const me = await page.request.get('/api/auth/user')
  expect(me.status()).toBe(401)
})

test('should say "Login failed. Please try again." for a wrong password', async ({ page }) => {
  await gotoHydrated(page, '/landing')
  await page.getByRole('button', { name: 'Get Started' }).click()
  const dialog = page.getByRole('dialog', { name: 'Sign In' })
  await dialog.getByLabel('Email').fill('demo@firing.local')
  await dialog.getByLabel('Password').fill('not-the-password')
  await dialog.getByRole('button', { name: 'Sign In' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Login failed. Please try again.')
  await expect(dialog.getByLabel('Email')).toBeVisible()
})

test('should sign in through the local OpenID Connect provider and come back', async ({ page }) => {
  const login = `wave-${randomUUID().slice(0, 6)}`
  await gotoHydrated(page, '/login?returnTo=/favorites')
  await page.getByRole('link', { name: 'Continue with a code-hosting account' }).click()
  // The provider's own development pages: any login name, any password, then consent.
  await page.locator('input[name="login"]').fill(login)
  await page.locator('input[name="password"]').fill('anything')
  await page.getByRole('button', { name: 'Sign-in' }).click()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL('/favorites')
  await expect(page.getByRole('heading', { name: 'No Favorite Spots Yet' })).toBeVisible()
  await gotoHydrated(page, '/profile')
  await expect(page.getByLabel('Email Address')).toHaveValue(`${login}@oidc.test`)
  await expect(page.getByRole('heading', { level: 2, name: /Tester$/ })).toBeVisible()
})

test('should explain on /login when external sign-in is not set up', async ({ page }) => {
  await gotoHydrated(page, '/login?error=oidc-not-configured')
  await expect(page.getByRole('alert')).toContainText('External sign-in is not set up')
  await expect(page.getByRole('button', { name: 'Sign in with email and password' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Continue as Guest' })).toHaveAttribute('href', '/')
})

test('should send a signed-in visitor of /login home', async ({ page, request }) => {
  await signInAs(page, await createSurfer(request))
  await page.goto('/login')
  await expect(page).toHaveURL('/')
})
