import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '../support/test'
import { createSurfer, signInAs } from '../support/accounts'
import { gotoHydrated } from '../support/hydrated'
import { sameOrigin } from '../support/origin'

test('should set a favourite’s alert and the digest hour by keyboard, announced, axe clean', async ({
  page,
}) => {
  await signInAs(page, await createSurfer(page.request))
  await page.request.patch('/api/surf-spots/1/favorite', {
    data: { isFavorite: true },
    headers: sameOrigin(),
  })
  await gotoHydrated(page, '/favorites')
  const alerts = page.getByRole('region', { name: 'Email alerts' })
  const tier = alerts.getByRole('combobox', { name: /Email me when it will be/ })
  await expect(tier).toHaveValue('')
  await tier.focus()
  await page.keyboard.press('ArrowDown') // Never → EPIC
  await page.keyboard.press('ArrowDown') // → FIRING
  await page.keyboard.press('ArrowDown') // → GOOD
  await expect(tier).toHaveValue('good')
  await page.keyboard.press('Tab')
  const hour = alerts.getByRole('combobox', { name: /Send my daily digest at/ })
  await expect(hour).toBeFocused()
  await page.keyboard.press('ArrowDown') // 7 AM → 8 AM
  await page.keyboard.press('Tab')
  await expect(alerts.getByRole('button', { name: 'Save alerts' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(alerts.getByRole('status')).toHaveText('Alerts saved.')
  const saved = (await (await page.request.get('/api/user/alerts')).json()) as unknown
  expect(saved).toMatchObject({ digestHour: 8, rules: [{ spotId: 1, minRating: 'good' }] })

  // Serious and critical, as report.spec.ts: the cards' h3 under the page's h1 (heading-order,
  // moderate) predates the alerts.
  const { violations } = await new AxeBuilder({ page }).include('main').analyze()
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
})
