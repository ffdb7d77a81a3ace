import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '../support/test'
import { bestTimesFor } from '../../shared/domain/forecast/report-sessions'
import { spotWithHourly } from './support'

const CHARTS = ['Surf height', 'Swell trains', 'Wind', 'Tide']

for (const width of [360, 768, 1280]) {
  test(`should draw the four hourly charts at ${width} px without the page scrolling sideways`, async ({
    page,
    request,
  }) => {
    const day = await spotWithHourly(request)
    await page.setViewportSize({ width, height: 900 })
    await page.goto(`/spot/${day.spotId}/report`)
    const section = page.locator('#hourly')
    for (const name of CHARTS) {
      await expect(
        section.getByRole('img', { name: new RegExp(`^${name} by hour, Today`) }),
      ).toBeVisible()
    }
    await expect(section.locator('[data-chart^="surf"] [data-bar]')).toHaveCount(day.hours.length)
    const pageOverflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(pageOverflow).toBeLessThanOrEqual(0)
    const band = section.locator('[data-hourly-band]')
    const [scrollWidth, clientWidth] = await band.evaluate((el) => [el.scrollWidth, el.clientWidth])
    // Narrow: the band scrolls sideways. Wide: the charts fill the band, scaled up from the viewBox.
    if (width === 360) expect(scrollWidth).toBeGreaterThan(clientWidth)
    else expect(scrollWidth).toBe(clientWidth)
    await page.screenshot({
      path: test.info().outputPath(`report-hourly-${width}.png`),
      fullPage: true,
    })
  })
}

test('should show the best windows above the charts and link to compare', async ({
  page,
  request,
}) => {
  const day = await spotWithHourly(request)
  await page.goto(`/spot/${day.spotId}/report`)
  const best = page.locator('[data-best-windows]')
  await expect(best.getByRole('heading', { name: 'Best times to go' })).toBeVisible()
  for (const w of day.bestWindows)
    await expect(best.getByText(w.why, { exact: true })).toBeVisible()
  await expect(page.locator('[data-week-best]')).toHaveText(
    /^(Best: \w{3} .+ · [A-Z ]+|No daylight window.*)$/,
  )
  await page.getByRole('link', { name: 'Compare with…' }).click()
  await expect(page).toHaveURL(new RegExp(`/compare\\?spots=${day.spotId}$`))
})

test('should say in Best Times exactly what the hour-by-hour windows say', async ({
  page,
  request,
}) => {
  const day = await spotWithHourly(request)
  await page.goto(`/spot/${day.spotId}/report/${day.date}`)
  await expect(page.locator('[data-section="best-times"] p')).toHaveText(
    bestTimesFor(day.bestWindows),
  )
})

test('should change the charts day by links with JavaScript off, keeping the report date', async ({
  browser,
  request,
}) => {
  const day = await spotWithHourly(request)
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(`/spot/${day.spotId}/report?date=${day.date}`)
  const picker = page.getByRole('navigation', { name: 'Day of the hourly charts' })
  await expect(picker.getByRole('link', { name: 'Today' })).toHaveAttribute('aria-current', 'true')
  const third = picker.getByRole('link').nth(2)
  const label = (await third.textContent())?.trim() ?? ''
  await third.click()
  await expect(page).toHaveURL(new RegExp(`\\?date=${day.date}&day=\\d{4}-\\d{2}-\\d{2}#hourly$`))
  await expect(picker.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'true')
  await expect(
    page.getByRole('img', { name: new RegExp(`^Tide by hour, ${label} `) }),
  ).toBeVisible()
  await context.close()
})

test('should open a chart table by keyboard with the same hours as the chart', async ({
  page,
  request,
}) => {
  const day = await spotWithHourly(request)
  await page.goto(`/spot/${day.spotId}/report`)
  const details = page.locator('details[data-chart-table^="Surf"]')
  const table = details.getByRole('table')
  await expect(table).toBeHidden()
  await details.locator('summary').focus()
  await page.keyboard.press('Enter')
  await expect(table).toBeVisible()
  await expect(table.locator('tbody tr')).toHaveCount(day.hours.length)
  await page.keyboard.press('Enter')
  await expect(table).toBeHidden()
})

test('should have no serious or critical axe violations on the report with its charts', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const day = await spotWithHourly(request)
  await page.goto(`/spot/${day.spotId}/report`)
  await page
    .locator('details[data-chart-table]')
    .evaluateAll((all) => all.forEach((d) => d.setAttribute('open', '')))
  const { violations } = await new AxeBuilder({ page }).include('#hourly').analyze()
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  )
})
