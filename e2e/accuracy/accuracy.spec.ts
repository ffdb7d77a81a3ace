// The report's accuracy section and /accuracy, as a surfer sees them (no JavaScript
// needed to sort), and both clean under axe.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from '../support/test'
import { spotsWithConditions } from '../home/support'

async function expectNoSeriousAxe(page: Page, include: string) {
  const { violations } = await new AxeBuilder({ page }).include(include).analyze()
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  )
}

test("should show the spot's record by lead day, or say there is not enough yet", async ({
  page,
  request,
}) => {
  const [spot] = await spotsWithConditions(request)
  await page.goto(`/spot/${spot?.id}/report`)
  const section = page.getByRole('region', { name: 'How right have we been here?' })
  await expect(section).toBeVisible()
  const table = section.getByRole('table', { name: /over 30 days/ })
  await expect(table.getByRole('rowheader', { name: 'next-day' })).toBeVisible()
  await expect(section.getByText(/Not enough data yet \(\d of 5\)/).first()).toBeVisible()
  await expectNoSeriousAxe(page, '[data-section="accuracy"]')
})

test('should sort /accuracy by a header link, without scripts', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/accuracy')
  await expect(
    page.getByRole('heading', { level: 1, name: 'How right have we been?' }),
  ).toBeVisible()
  await page.getByRole('link', { name: 'Spot', exact: true }).click()
  await expect(page).toHaveURL(/sort=name/)
  const names = await page.getByRole('table').first().getByRole('rowheader').allTextContents()
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)))
  await context.close()
})

test('should have no serious or critical axe violations on /accuracy', async ({ page }) => {
  await page.goto('/accuracy')
  await expectNoSeriousAxe(page, 'main')
})
