import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { createBareSpot, deleteSpot, spotsWithConditions } from '../support/conditions'
import { gotoHydrated } from '../support/hydrated'
import { expect, test } from '../support/test'

// The map's search (docs/screens-report-map.md "Search"): the combobox named "Search spots on the
// map" suggests spots; picking one zooms the map onto it and opens its panel, for a featured spot
// and for a published spot the map had not loaded.
const LONE_SPOT = 'Tsurigasaki Beach (Ichinomiya)'

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search spots on the map' })
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Spot suggestions' })
const panel = (page: Page) => page.getByRole('complementary', { name: 'Selected spot' })
const layer = (page: Page) => page.getByTestId('map-layer')

test.describe('map search', () => {
  test('should find a featured spot from the keyboard, zoom onto it and open its panel', async ({
    page,
    request,
  }) => {
    await spotsWithConditions(request)
    await gotoHydrated(page, '/map')
    await searchBox(page).fill('Tsurigasaki')
    const option = suggestions(page).getByRole('option').first()
    await expect(option).toContainText(LONE_SPOT)
    await searchBox(page).press('ArrowDown')
    await expect(option).toHaveAttribute('aria-selected', 'true')
    await searchBox(page).press('Enter')
    await expect(searchBox(page)).toHaveValue(LONE_SPOT)
    await expect(panel(page).getByRole('heading', { name: LONE_SPOT })).toBeVisible()
    await expect(page.getByLabel('Zoom level')).not.toHaveText('100%')
    await expect(layer(page)).not.toHaveAttribute('data-pan-x', '0')
    const marker = page.getByRole('button', {
      name: new RegExp(`^${LONE_SPOT.replace(/[()]/g, '\\$&')}: `),
    })
    await expect(marker).toHaveAttribute('aria-pressed', 'true')
    await expect(marker).toBeInViewport()
    const { violations } = await new AxeBuilder({ page }).analyze()
    const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
  })

  test('should find a spot that is not featured, add its marker and open its panel', async ({
    page,
    request,
  }) => {
    await spotsWithConditions(request)
    const { id } = await createBareSpot(request, {
      name: 'E2E Hidden Map Point',
      slug: `e2e-hidden-map-point-${Date.now()}`,
      featured: false,
      latitude: 38.5,
      longitude: -28.6,
    })
    try {
      await gotoHydrated(page, '/map')
      const marker = page.getByRole('button', { name: /^E2E Hidden Map Point: / })
      await expect(marker).toHaveCount(0)
      await searchBox(page).fill('Hidden Map')
      const option = suggestions(page).getByRole('option', { name: /E2E Hidden Map Point/ })
      await expect(option).toContainText('shows it on the map')
      await option.click()
      await expect(panel(page).getByRole('heading', { name: 'E2E Hidden Map Point' })).toBeVisible()
      await expect(panel(page).getByRole('link', { name: 'View Detailed Report' })).toHaveAttribute(
        'href',
        new RegExp(`^/spot/${id}/report/`),
      )
      await expect(marker).toHaveAttribute('aria-pressed', 'true')
      await expect(marker).toBeInViewport()
    } finally {
      await deleteSpot(request, id)
    }
  })
})
