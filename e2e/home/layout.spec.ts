import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '../support/test'
import { gotoHydrated } from '../support/hydrated'
import { spotGrid, spotsWithConditions } from './support'

for (const [width, columns] of [
  [360, 1],
  [768, 2],
  [1280, 3],
] as const) {
  test(`should show ${columns} column(s) without horizontal scroll at ${width} px`, async ({
    page,
    request,
  }) => {
    await spotsWithConditions(request)
    await page.setViewportSize({ width, height: 900 })
    await gotoHydrated(page, '/')
    const lefts = await spotGrid(page)
      .getByRole('listitem')
      .evaluateAll((items) =>
        items.slice(0, 6).map((i) => Math.round(i.getBoundingClientRect().left)),
      )
    expect(new Set(lefts).size).toBe(columns)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
  })
}

test('should have no serious or critical axe violations on /', async ({ page, request }) => {
  test.setTimeout(240_000) // 49 cards: axe takes a while on this shared machine
  await spotsWithConditions(request)
  await gotoHydrated(page, '/')
  const { violations } = await new AxeBuilder({ page }).analyze()
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  )
})
