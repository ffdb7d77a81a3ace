import { expect, test } from '../support/test'
import { gotoHydrated } from '../support/hydrated'

test('should show the spec messages for an empty contact form', async ({ page }) => {
  await gotoHydrated(page, '/contact-us')
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Name is required')).toBeVisible()
  await expect(page.getByText('Invalid email address')).toBeVisible()
  await expect(page.getByText('Subject is required')).toBeVisible()
  await expect(page.getByText('Message must be at least 10 characters')).toBeVisible()
  await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true')
})

test('should send a message, confirm it and reset the form', async ({ page }) => {
  await gotoHydrated(page, '/contact-us')
  await page.getByLabel('Name').fill('Bethany')
  await page.getByLabel('Email').fill('bethany@example.com')
  await page.getByLabel('Subject').fill('A spot suggestion')
  await page.getByLabel('Message').fill('Hanalei Bay deserves a place on the map.')
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Message sent successfully!', { exact: true })).toBeVisible()
  await expect(
    page.getByText("We'll get back to you as soon as possible.", { exact: true }),
  ).toBeVisible()
  await expect(page.getByLabel('Name')).toHaveValue('')
  await expect(page.getByLabel('Message')).toHaveValue('')
})
