import AxeBuilder from '@axe-core/playwright'
import { spotsReady } from './support'
import { expect, test } from '../support/test'

test('should compare two spots over five days with ratings in words and best windows', async ({
  page,
  request,
}) => {
  const [a, b] = await spotsReady(request)
  if (!a || !b) throw new Error('need two spots')
  await page.goto(`/compare?spots=${a.id},${b.id}`)
  const table = page.getByRole('table')
  await expect(table.getByRole('columnheader')).toHaveCount(6)
  await expect(table.getByRole('columnheader').nth(1)).toHaveText('Today')
  const rows = table.locator('tbody tr')
  await expect(rows).toHaveCount(2)
  await expect(rows.nth(0).getByRole('rowheader')).toContainText(a.name)
  await expect(rows.nth(1).getByRole('rowheader')).toContainText(b.name)
  for (const cell of await rows.nth(0).getByRole('cell').all()) {
    await expect(cell).toContainText(/EPIC|FIRING|GOOD|RIDEABLE|NOT WORKING|unknown/)
  }
  const { violations } = await new AxeBuilder({ page }).analyze()
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  )
})

for (const [query, message] of [
  ['', 'Choose at least 2 spots to compare'],
  ['?spots=1,2,3,4,5', 'Choose at most 4 spots to compare (you chose 5)'],
  ['?spots=1,abc', '“abc” is not a spot id'],
  ['?spots=1,999999', 'No surf spot with id 999999'],
] as const) {
  test(`should say what to change for /compare${query}`, async ({ page }) => {
    await page.goto(`/compare${query}`)
    await expect(page.locator('[data-compare-problem]')).toContainText(message)
    await expect(page.getByRole('table')).toHaveCount(0)
  })
}

test('should pick spots with the form with JavaScript off', async ({ browser, request }) => {
  const [a, b] = await spotsReady(request)
  if (!a || !b) throw new Error('need two spots')
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(`/compare?spots=${a.id}`)
  await expect(page.getByLabel('Spot 1')).toHaveValue(String(a.id))
  await page.getByLabel('Spot 2').selectOption(String(b.id))
  await page.getByRole('button', { name: 'Compare' }).click()
  await expect(page).toHaveURL(new RegExp(`spots=${a.id}&spots=${b.id}`))
  await expect(page.locator('tbody tr')).toHaveCount(2)
  await context.close()
})
