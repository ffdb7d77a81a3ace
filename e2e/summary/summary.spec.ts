import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '../support/test'
import { gotoHydrated } from '../support/hydrated'
import type { SpotWithCondition } from '../../shared/contracts/conditions'
import { spotsWithConditions } from '../home/support'

const TILES = [
  ['Epic', 'epic'],
  ['Firing', 'firing'],
  ['Good', 'good'],
  ['Rideable', 'rideable'],
  ['Not Working', 'not working'],
] as const

let spots: SpotWithCondition[] = []

test.beforeEach(async ({ page, request }) => {
  spots = await spotsWithConditions(request)
  await gotoHydrated(page, '/summary')
})

test('should count the spots of each rating on five tiles', async ({ page }) => {
  for (const [title, rating] of TILES) {
    const count = spots.filter((s) => s.currentCondition?.conditionRating === rating).length
    await expect(page.getByRole('button', { name: `${count} ${title}`, exact: true })).toBeVisible()
    await expect(page.getByRole('region', { name: `${title} (${count})` })).toBeVisible()
  }
})

test('should toggle a rating section from its tile', async ({ page }) => {
  const tile = page.getByRole('button', { name: /Good$/ })
  const section = page.getByRole('region', { name: /^Good \(/ })
  await expect(tile).toHaveAttribute('aria-expanded', 'true')
  await tile.click()
  await expect(tile).toHaveAttribute('aria-expanded', 'false')
  await expect(section).toBeHidden()
  await tile.press('Enter')
  await expect(tile).toHaveAttribute('aria-expanded', 'true')
  await expect(section).toBeVisible()
})

test("should link each row to the spot's report", async ({ page }) => {
  const rows = page.getByRole('main').getByRole('listitem').getByRole('link')
  await expect(rows).toHaveCount(spots.length)
  const first = rows.first()
  const name = (await first.locator('span.font-medium').textContent())?.trim()
  const spot = spots.find((s) => s.name === name) as SpotWithCondition
  await expect(first).toHaveAttribute('href', `/spot/${spot.id}/report`)
})

test('should go home from View All Surf Spots and reload on Refresh', async ({ page }) => {
  await expect(page.getByRole('link', { name: 'View All Surf Spots' })).toHaveAttribute('href', '/')
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true))
  await Promise.all([
    page.waitForEvent('load'),
    page.getByRole('button', { name: 'Refresh' }).click(),
  ])
  expect(await page.evaluate(() => 'marker' in window)).toBe(false)
})

test('should have no serious or critical axe violations', async ({ page }) => {
  const { violations } = await new AxeBuilder({ page }).analyze()
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  )
})
