import AxeBuilder from '@axe-core/playwright'
import { gotoHydrated } from '../support/hydrated'
import { expect, test } from '../support/test'

// Within 5 km of Natural Earth's coast, in the water off Santa Cruz, California.
const COAST = { latitude: 36.95, longitude: -122.03 }

test.describe('forecast here', () => {
  test('a click on the map fills in the point, and "Forecast here" opens its forecast', async ({
    page,
  }) => {
    await gotoHydrated(page, '/map')
    const layer = page.getByTestId('map-layer')
    const box = await layer.boundingBox()
    if (!box) throw new Error('the map has no box')
    // The drawing is equirectangular: the point's place is its share of the width and height.
    // Off Namibia, where no marker sits.
    await page.mouse.click(
      box.x + ((13.5 + 180) / 360) * box.width,
      box.y + ((90 + 23) / 180) * box.height,
    )
    const picker = page.getByTestId('point-picker')
    await expect(picker).toContainText('Point chosen:')
    const lat = Number(await picker.getByLabel('Latitude').inputValue())
    const lon = Number(await picker.getByLabel('Longitude').inputValue())
    // One pixel of the unzoomed world is about half a degree.
    expect(Math.abs(lat + 23)).toBeLessThan(1)
    expect(Math.abs(lon - 13.5)).toBeLessThan(1)

    // With the keyboard: type a point on the coast and press "Forecast here".
    await picker.getByLabel('Latitude').fill(String(COAST.latitude))
    await picker.getByLabel('Longitude').fill(String(COAST.longitude))
    await picker.getByRole('button', { name: 'Forecast here' }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/forecast\?lat=36\.95&lon=-122\.03$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forecast for 36.95, -122.03')
    await expect(page.getByTestId('computed-point')).toContainText(
      'A computed forecast for a point, not a known spot.',
    )
    await expect(page.getByRole('heading', { name: '5-Day Forecast' })).toBeVisible()
    await expect(page.getByTestId('nearest-spots').getByRole('link').first()).toBeVisible()
    const { violations } = await new AxeBuilder({ page }).analyze()
    const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
  })

  test('a point on land is a 400 page that says why', async ({ page }) => {
    const response = await page.goto('/forecast?lat=39.74&lon=-104.99')
    expect(response?.status()).toBe(400)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No forecast for this point')
    await expect(page.getByTestId('point-refusal')).toContainText('is on land')
  })
})
