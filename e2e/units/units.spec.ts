// A surfer switches to metric in the header's menu (by keyboard) and sees m, km/h
// and °C on home, the report and the map, rendered so on the server; then switches back.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { spotsWithConditions } from '../support/conditions'
import { gotoHydrated } from '../support/hydrated'
import { expect, test } from '../support/test'

const LONE_SPOT = 'Tsurigasaki Beach (Ichinomiya)'
const METRIC = 'Metric (m, km/h, °C)'
const IMPERIAL = 'Imperial (ft, mph, °F)'

/** Opens the header's menu and presses a units button, all by keyboard. */
async function chooseUnits(page: Page, name: string) {
  const summary = page.getByLabel('Site menu')
  await summary.focus()
  await page.keyboard.press('Enter')
  const button = page.getByRole('button', { name })
  await button.focus()
  await Promise.all([
    page.waitForURL((url) => url.pathname !== '/api/units'),
    page.keyboard.press('Enter'),
  ])
}

const cardFacts = (page: Page) => page.locator('.card-facts').first()
/** A units button, read while the menu is closed (the choice is announced by aria-pressed). */
const unitsButton = (page: Page, name: string) =>
  page.getByRole('button', { name, includeHidden: true })

test.describe('units', () => {
  // The first test may wait for the fresh server's conditions to land (spotsWithConditions).
  test.describe.configure({ timeout: 180_000 })

  test('should switch to metric from the menu and show m, km/h and °C on home, report and map', async ({
    page,
    request,
  }) => {
    const spots = await spotsWithConditions(request)
    await page.goto('/')
    await expect(cardFacts(page)).toContainText('mph')
    await expect(unitsButton(page, IMPERIAL)).toHaveAttribute('aria-pressed', 'true')

    await chooseUnits(page, METRIC)
    await expect(page).toHaveURL(/\/$/)
    await expect(unitsButton(page, METRIC)).toHaveAttribute('aria-pressed', 'true')
    const facts = cardFacts(page)
    await expect(facts).toContainText('km/h')
    await expect(facts).toContainText('°C')
    await expect(facts).toContainText(/\d m(?![a-z/])/)
    await expect(facts).not.toContainText('mph')
    const chips = page.getByRole('group', { name: 'Filter spots' })
    await expect(chips.getByRole('button', { name: '0.6-1.2m', exact: true })).toBeVisible()

    // The server renders it so: the first HTML already says metric (no flash of imperial).
    const html = await (await page.request.get('/')).text()
    expect(html).toContain('km/h')
    expect(html).not.toMatch(/\d mph/)

    const spot = spots.find((s) => s.currentCondition !== null) ?? spots[0]
    await page.goto(`/spot/${spot?.id}/report`)
    // The charts' tables sit in closed "Show as table" disclosures.
    const header = (name: string) =>
      page.getByRole('columnheader', { name, includeHidden: true }).first()
    await expect(header('Surf (m)')).toBeAttached()
    await expect(header('Speed (km/h)')).toBeAttached()
    await expect(
      page.locator('[data-hourly-band] svg text', { hasText: / m$/ }).first(),
    ).toBeAttached()
    await expect(page.locator('[data-section="hourly"]')).not.toContainText(/\d ?ft\b/)

    await gotoHydrated(page, '/map')
    await page
      .getByRole('button', { name: new RegExp(`^${LONE_SPOT.replace(/[()]/g, '\\$&')}: `) })
      .click()
    const panel = page.getByRole('complementary', { name: 'Selected spot' })
    await expect(panel).toContainText('km/h')
    await expect(panel).toContainText('°C')
    await expect(panel).not.toContainText('mph')

    await chooseUnits(page, IMPERIAL)
    await expect(unitsButton(page, IMPERIAL)).toHaveAttribute('aria-pressed', 'true')
    await page.goto('/')
    await expect(cardFacts(page)).toContainText('mph')
  })

  test('should have no serious or critical accessibility violations in metric', async ({
    page,
    request,
  }) => {
    await spotsWithConditions(request)
    await page.goto('/')
    await page
      .context()
      .addCookies([{ name: 'units', value: 'metric', url: new URL(page.url()).origin }])
    await page.goto('/')
    await page.getByLabel('Site menu').click()
    await expect(unitsButton(page, METRIC)).toHaveAttribute('aria-pressed', 'true')
    const { violations } = await new AxeBuilder({ page }).analyze()
    const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
  })
})
