// A surfer says "How was it?" with the keyboard alone, from the spot's posts screen
// (spot preselected), and their post shows the report chip; the open form passes axe.
import AxeBuilder from '@axe-core/playwright'
import { createSurfer, signInAs } from '../support/accounts'
import { gotoHydrated } from '../support/hydrated'
import { expect, test } from '../support/test'
import { spotIdByName, uniqueText } from './feed-support'

test('should post a surf report with the keyboard and show its chip', async ({ page, request }) => {
  await signInAs(page, await createSurfer(request, 'Noa'))
  const spotId = await spotIdByName(request, 'Snapper Rocks')
  await gotoHydrated(page, `/spot/${spotId}/posts`)
  const form = page.getByRole('form', { name: 'Share a surf story' })
  const text = uniqueText('Report from the point')

  await form.getByLabel('Your surf story').focus()
  await page.keyboard.type(text)
  await page.keyboard.press('Tab') // Location (already the spot)
  await page.keyboard.press('Tab')
  await expect(form.getByText('How was it? (optional)')).toBeFocused()
  await page.keyboard.press('Enter')
  await page.keyboard.press('Tab')
  await expect(form.getByRole('combobox', { name: 'Spot' })).toBeFocused()
  await expect(form.getByRole('combobox', { name: 'Spot' })).toHaveValue(String(spotId))
  await page.keyboard.press('Tab') // When: Now
  await page.keyboard.press('Tab')
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight')
  await expect(form.getByRole('radio', { name: '3-4 ft' })).toBeChecked()
  await page.keyboard.press('Tab')
  for (let i = 0; i < 2; i++) await page.keyboard.press('ArrowRight')
  await expect(form.getByRole('radio', { name: 'GOOD' })).toBeChecked()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Space')
  await expect(form.getByRole('radio', { name: 'clean' })).toBeChecked()

  expect(
    (await new AxeBuilder({ page }).include('form').analyze()).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => v.id),
  ).toEqual([])

  await page.keyboard.press('Tab') // Photo or video
  await page.keyboard.press('Tab')
  await expect(form.getByRole('button', { name: 'Share' })).toBeFocused()
  await page.keyboard.press('Enter')

  const post = page.getByRole('article').filter({ hasText: text })
  await expect(
    post.getByText(/^Reported GOOD · 3-4 ft · clean · \d{1,2}(:\d\d)? (AM|PM)$/),
  ).toBeVisible()
  await expect(post.getByText('Surf report at Snapper Rocks:')).toBeAttached()
})
