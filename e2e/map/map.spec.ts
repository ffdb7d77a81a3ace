import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import type { SpotWithCondition } from '../../shared/contracts/conditions'
import { addDays } from '../../shared/domain/time/dates'
import { RATINGS } from '../../shared/domain/rating/ratings'
import { createBareSpot, deleteSpot, spotsWithConditions, utcToday } from '../support/conditions'
import { gotoHydrated } from '../support/hydrated'
import { expect, test } from '../support/test'

// Far from every other spot, so its marker is never under another one.
const LONE_SPOT = 'Tsurigasaki Beach (Ichinomiya)'
const CHIPS = ['Epic', 'Firing', 'Good', 'Rideable', 'Not Working']

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const marker = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^${escape(name)}: `) })
const zoomLevel = (page: Page) => page.getByLabel('Zoom level')
const layer = (page: Page) => page.getByTestId('map-layer')
const mapRegion = (page: Page) => page.getByRole('region', { name: 'World map of surf spots' })
const panel = (page: Page) => page.getByRole('complementary', { name: 'Selected spot' })

async function openMap(page: Page, request: Parameters<typeof spotsWithConditions>[0]) {
  const spots = await spotsWithConditions(request)
  await gotoHydrated(page, '/map')
  return spots
}

function loneSpot(spots: SpotWithCondition[]): SpotWithCondition {
  const spot = spots.find((s) => s.name === LONE_SPOT)
  if (!spot) throw new Error(`${LONE_SPOT} is not seeded`)
  return spot
}

test.describe('surf map', () => {
  test('should zoom with the buttons from 0.5× to 4× and no further', async ({ page, request }) => {
    await openMap(page, request)
    const zoomIn = page.getByRole('button', { name: 'Zoom in' })
    const zoomOut = page.getByRole('button', { name: 'Zoom out' })
    await expect(zoomLevel(page)).toHaveText('100%')
    await zoomIn.click()
    await expect(zoomLevel(page)).toHaveText('150%')
    for (let i = 0; i < 3; i++) await zoomIn.click()
    await expect(zoomLevel(page)).toHaveText('400%')
    await expect(zoomIn).toBeDisabled()
    for (let i = 0; i < 6; i++) await zoomOut.click()
    await expect(zoomLevel(page)).toHaveText('50%')
    await expect(zoomOut).toBeDisabled()
  })

  test('should zoom ×1.25 when the wheel scrolls up and ×0.8 when it scrolls down', async ({
    page,
    request,
  }) => {
    await openMap(page, request)
    const box = await mapRegion(page).boundingBox()
    if (!box) throw new Error('no map')
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.wheel(0, -100)
    await expect(zoomLevel(page)).toHaveText('125%')
    await page.mouse.wheel(0, 100)
    await expect(zoomLevel(page)).toHaveText('100%')
    await page.mouse.wheel(0, 100)
    await expect(zoomLevel(page)).toHaveText('80%')
  })

  test('should stop a drag at 300 px × zoom and re-centre below 1.2×', async ({
    page,
    request,
  }) => {
    await openMap(page, request)
    const zoomIn = page.getByRole('button', { name: 'Zoom in' })
    await zoomIn.click()
    await zoomIn.click()
    await expect(zoomLevel(page)).toHaveText('225%')
    const box = await mapRegion(page).boundingBox()
    if (!box) throw new Error('no map')
    await page.mouse.move(box.x + 10, box.y + 10)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width - 10, box.y + box.height - 10, { steps: 10 })
    await page.mouse.up()
    await expect(layer(page)).toHaveAttribute('data-pan-x', '675')
    await expect(layer(page)).toHaveAttribute('data-pan-y', String(Math.min(675, box.height - 20)))
    await page.getByRole('button', { name: 'Zoom out' }).click()
    await expect(layer(page)).toHaveAttribute('data-pan-x', '450')
    await page.getByRole('button', { name: 'Zoom out' }).click()
    await expect(zoomLevel(page)).toHaveText('100%')
    await expect(layer(page)).toHaveAttribute('data-pan-x', '0')
    await expect(layer(page)).toHaveAttribute('data-pan-y', '0')
  })

  test('should select a spot on click and deselect it on a second click', async ({
    page,
    request,
  }) => {
    const spot = loneSpot(await openMap(page, request))
    await expect(panel(page).getByRole('heading', { name: 'Pick a spot' })).toBeVisible()
    await marker(page, spot.name).click()
    await expect(panel(page).getByRole('heading', { name: spot.name })).toBeVisible()
    await expect(panel(page)).toContainText(spot.breakType)
    await expect(panel(page)).toContainText(spot.skillLevel)
    await expect(marker(page, spot.name)).toHaveAttribute('aria-pressed', 'true')
    await marker(page, spot.name).click()
    await expect(panel(page).getByRole('heading', { name: 'Pick a spot' })).toBeVisible()
  })

  test('should pan, not select, when a drag starts on a marker', async ({ page, request }) => {
    const spot = loneSpot(await openMap(page, request))
    const box = await marker(page, spot.name).boundingBox()
    if (!box) throw new Error('no marker')
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width / 2 - 40, box.y + box.height / 2, { steps: 5 })
    await page.mouse.up()
    await expect(layer(page)).toHaveAttribute('data-pan-x', '-40')
    await expect(panel(page).getByRole('heading', { name: 'Pick a spot' })).toBeVisible()
  })

  test('should select with Enter and Space, clear with Escape, zoom and pan by keys', async ({
    page,
    request,
  }) => {
    const spot = loneSpot(await openMap(page, request))
    await marker(page, spot.name).focus()
    await page.keyboard.press('Enter')
    await expect(panel(page).getByRole('heading', { name: spot.name })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(panel(page).getByRole('heading', { name: 'Pick a spot' })).toBeVisible()
    await page.keyboard.press('Space')
    await expect(panel(page).getByRole('heading', { name: spot.name })).toBeVisible()
    await mapRegion(page).focus()
    await page.keyboard.press('+')
    await expect(zoomLevel(page)).toHaveText('150%')
    await page.keyboard.press('ArrowRight')
    await expect(layer(page)).toHaveAttribute('data-pan-x', '-50')
    await page.keyboard.press('ArrowUp')
    await expect(layer(page)).toHaveAttribute('data-pan-y', '50')
    await page.keyboard.press('-')
    await expect(zoomLevel(page)).toHaveText('100%')
    await expect(layer(page)).toHaveAttribute('data-pan-x', '0')
  })

  test('should count each rating on its chip and hide its markers when toggled', async ({
    page,
    request,
  }) => {
    const spots = await openMap(page, request)
    for (const [i, label] of CHIPS.entries()) {
      const count = spots.filter((s) => s.currentCondition?.conditionRating === RATINGS[i]).length
      await expect(
        page.getByRole('button', { name: `${label} ${count}`, exact: true }),
      ).toBeVisible()
    }
    const good = spots.filter((s) => s.currentCondition?.conditionRating === 'good').length
    const goodMarkers = page.getByRole('button', { name: /: GOOD$/ })
    await expect(goodMarkers).toHaveCount(good)
    const chip = page.getByRole('button', { name: new RegExp(`^Good ${good}$`) })
    await chip.click()
    await expect(chip).toHaveAttribute('aria-pressed', 'false')
    await expect(goodMarkers).toHaveCount(0)
    await chip.click()
    await expect(goodMarkers).toHaveCount(good)
  })

  test('should always show spots that have no rating', async ({ page, request }) => {
    await spotsWithConditions(request)
    const { id } = await createBareSpot(request)
    try {
      await gotoHydrated(page, '/map')
      const unrated = page.getByRole('button', { name: /^E2E Bare Reef .*: unknown$/ })
      await expect(unrated).toHaveCount(1)
      for (const label of CHIPS) {
        await page.getByRole('button', { name: new RegExp(`^${label} \\d+$`) }).click()
      }
      await expect(
        page.getByRole('button', { name: /: (EPIC|FIRING|GOOD|RIDEABLE)$/ }),
      ).toHaveCount(0)
      await expect(unrated).toHaveCount(1)
    } finally {
      await deleteSpot(request, id)
    }
  })

  test('should link the selected spot to its report for the chosen date', async ({
    page,
    request,
  }) => {
    const spot = loneSpot(await spotsWithConditions(request))
    const tomorrow = addDays(utcToday(), 1)
    await gotoHydrated(page, `/map?date=${tomorrow}`)
    await expect(page.getByRole('link', { name: 'Tomorrow' })).toHaveAttribute(
      'aria-current',
      'date',
    )
    await marker(page, spot.name).click()
    const link = page.getByRole('link', { name: 'View Detailed Report' })
    await expect(link).toHaveAttribute('href', `/spot/${spot.id}/report/${tomorrow}`)
    await link.click()
    await expect(page).toHaveURL(new RegExp(`/spot/${spot.id}/report/${tomorrow}$`))
    await expect(page.getByRole('heading', { level: 1, name: spot.name })).toBeVisible()
  })

  test('should serve the same map at /surf-map with its own date links', async ({
    page,
    request,
  }) => {
    await spotsWithConditions(request)
    await page.goto('/surf-map')
    await expect(mapRegion(page)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Tomorrow' })).toHaveAttribute(
      'href',
      `/surf-map?date=${addDays(utcToday(), 1)}`,
    )
  })

  for (const width of [360, 768, 1280]) {
    test(`should keep the map 500 px high and fit a ${width} px wide screen`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      await openMap(page, request)
      const box = await mapRegion(page).boundingBox()
      expect(box?.height).toBe(500)
      await expect(panel(page)).toBeVisible()
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow).toBeLessThanOrEqual(0)
    })
  }

  test('should have no serious or critical accessibility violations', async ({ page, request }) => {
    const spot = loneSpot(await openMap(page, request))
    await marker(page, spot.name).click()
    const { violations } = await new AxeBuilder({ page }).analyze()
    const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
  })
})
