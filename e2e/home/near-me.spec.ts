// Home's "Near me" and region picker in Chromium: with the location granted the nearest spots are
// listed nearest first, as GET /api/surf-spots?near answers; with it refused a message says so
// and the region picker (a plain form) works by keyboard; axe finds nothing to fix.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { SpotPage } from '../../shared/contracts/spot-pages'
import { expect, test } from '../support/test'
import { spotsWithConditions } from './support'
import { gotoHydrated } from '../support/hydrated'

const PIPELINE = { latitude: 21.665, longitude: -158.053 }

const nearMe = (page: Page) => page.locator('#near-me')

/** Home, then the intro's "Spots near me" link, as a phone's visitor gets there. */
async function openNearMe(page: Page) {
  await gotoHydrated(page, '/')
  await page.getByRole('link', { name: 'Spots near me' }).click()
  await expect(page).toHaveURL(/#near-me$/)
  await expect(
    nearMe(page).getByRole('heading', { name: 'Near me, or spots by region' }),
  ).toBeInViewport()
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('#near-me').analyze()
  expect(violations).toEqual([])
}

test.describe('granted', () => {
  test.use({ geolocation: PIPELINE, permissions: ['geolocation'] })

  test('lists the nearest spots in distance order, rated in words', async ({ page, request }) => {
    await spotsWithConditions(request)
    // Counts the page's asks for the position: none until the button is pressed.
    await page.addInitScript(() => {
      const geo = navigator.geolocation
      const ask = geo.getCurrentPosition.bind(geo)
      Object.assign(window, { locationAsks: 0 })
      geo.getCurrentPosition = (...args) => {
        Object.assign(window, {
          locationAsks: (window as { locationAsks?: number }).locationAsks! + 1,
        })
        ask(...args)
      }
    })
    await openNearMe(page)
    const asks = () => page.evaluate(() => (window as { locationAsks?: number }).locationAsks)
    expect(await asks()).toBe(0)
    await nearMe(page).getByRole('button', { name: 'Show spots near me' }).click()
    await expect.poll(asks).toBe(1)
    const list = nearMe(page).getByRole('list', { name: 'Spots near you' })
    await expect(list.getByRole('listitem').first()).toBeVisible()
    await expect(nearMe(page).getByRole('status')).toHaveText('8 spots nearest you')

    const answer = SpotPage.parse(
      await (await request.get('/api/surf-spots?near=21.66,-158.05&limit=8')).json(),
    )
    const distances = answer.spots.map((s) => s.distanceKm ?? NaN)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    await expect(list.getByRole('link')).toHaveText(answer.spots.map((s) => s.name))
    expect(answer.spots[0]?.name).toBe('Banzai Pipeline')
    const first = list.getByRole('listitem').first()
    await expect(first).toContainText(/EPIC|FIRING|GOOD|RIDEABLE|NOT WORKING|Not rated yet/)
    await expect(first).toContainText(/\d+(\.\d)? mi away/)
    await expectNoAxeViolations(page)
  })
})

test.describe('refused', () => {
  test.use({ permissions: [] })

  test('says so and offers the region picker, which works by keyboard', async ({ page }) => {
    await openNearMe(page)
    await nearMe(page).getByRole('button', { name: 'Show spots near me' }).click()
    await expect(nearMe(page).getByRole('status')).toContainText('Location permission was refused')
    const picker = nearMe(page).getByRole('combobox', { name: 'Region' })
    await expect(picker).toBeVisible()
    await expect(picker).toBeFocused()
    await expectNoAxeViolations(page)

    await page.keyboard.type('Europe')
    await expect(picker).toHaveValue('europe-atlantic')
    await page.keyboard.press('Tab')
    await expect(nearMe(page).getByRole('button', { name: 'Show spots in region' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/[?&]region=europe-atlantic/)
    const region = nearMe(page).getByRole('region', {
      name: 'Spots in Europe Atlantic & North Sea',
    })
    await expect(region.getByRole('link', { name: 'Nazare (Praia do Norte)' })).toBeVisible()
    await expect(region.getByRole('link', { name: 'Mundaka' })).toBeVisible()
    await expect(region.getByRole('link', { name: 'Anchor Point' })).toHaveCount(0)
    await expectNoAxeViolations(page)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the region picker is a plain form with the spots in the HTML', async ({ page }) => {
    await page.goto('/?region=hawaii')
    const region = nearMe(page).getByRole('region', { name: 'Spots in Hawaii' })
    await expect(region.getByRole('link', { name: 'Banzai Pipeline' })).toBeVisible()
    await expect(nearMe(page).getByRole('button', { name: 'Show spots near me' })).toBeHidden()
  })
})
