import { expect, test } from '../support/test'

// Signing in from here and the signed-in redirect are covered in e2e/accounts/sign-in.spec.ts.
test('should list the benefits and offer the code-hosting sign-in and the guest way in', async ({
  page,
}) => {
  await page.goto('/login')
  const benefits = page.getByRole('heading', { name: 'Why sign in?' }).locator('xpath=..')
  await expect(benefits.getByRole('listitem')).toHaveText([
    /favourite/i,
    /personalised forecasts/i,
    /detailed .*reports/i,
    /community/i,
  ])
  await expect(
    page.getByRole('link', { name: 'Continue with a code-hosting account' }),
  ).toHaveAttribute('href', '/api/login')
  await page.getByRole('link', { name: 'Continue as Guest' }).click()
  await expect(page).toHaveURL('/')
})
