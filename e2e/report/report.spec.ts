import AxeBuilder from '@axe-core/playwright'
import { addDays, dateStripLabel } from '../../shared/domain/time/dates'
import {
  createBareSpot,
  deleteSpot,
  reportWithData,
  spotsWithConditions,
} from '../support/conditions'
import { expect, test } from '../support/test'

async function firstSpotReport(request: Parameters<typeof reportWithData>[0]) {
  const [spot] = await spotsWithConditions(request)
  if (!spot) throw new Error('no spots')
  return reportWithData(request, spot.id)
}

test.describe('spot report', () => {
  test('should show the sections in the spec order with the data in the first HTML', async ({
    page,
    request,
  }) => {
    const answer = await firstSpotReport(request)
    await page.goto(`/spot/${answer.id}/report`)
    const headings = await page.locator('[data-section] > h2').allTextContents()
    const expected = [
      ...(answer.description ? ['Spot Bio'] : []),
      // The spot's swell window and ideal conditions, before the days.
      'What works here',
      '5-Day Forecast',
      'Hour by Hour',
      "Today's Report",
      'Swell',
      'Crowd Level',
      'Best Times',
      'Hourly Wind Forecast',
      'Wind Analysis',
      'Tide Analysis',
      'Recommendations',
      ...(answer.report?.safetyNotes ? ['Safety Notes'] : []),
      // The spot's forecast record closes the report.
      'How right have we been here?',
    ]
    expect(headings).toEqual(expected)
    await expect(page.getByRole('heading', { level: 1, name: answer.name })).toBeVisible()
    await expect(page.getByText(answer.report?.summary ?? '', { exact: true })).toBeVisible()
    await expect(page).toHaveTitle(new RegExp(`${answer.name} surf report`))
  })

  test('should show the hero score, rating label and why it got that rating', async ({
    page,
    request,
  }) => {
    const answer = await firstSpotReport(request)
    await page.goto(`/spot/${answer.id}/report`)
    const score = page.getByTestId('overall-score')
    await expect(score).toContainText(`${answer.report?.overallScore}/10`)
    const rating = answer.currentCondition?.conditionRating?.toUpperCase() ?? 'unknown'
    await expect(page.getByRole('heading', { name: `Why it is ${rating}` })).toBeVisible()
    await expect(
      page.getByText(answer.currentCondition?.ratingReasons.summary ?? '', { exact: true }),
    ).toBeVisible()
  })

  test('should put the hourly wind cells in the first HTML', async ({ request }) => {
    const answer = await firstSpotReport(request)
    const wind = (await (await request.get(`/api/surf-spots/${answer.id}/wind-hourly`)).json()) as {
      time: string
    }[]
    expect(wind.length).toBeGreaterThan(0)
    const html = await (await request.get(`/spot/${answer.id}/report`)).text()
    for (const entry of wind) expect(html).toContain(`>${entry.time}<`)
  })

  test('should expand and collapse a forecast day on click', async ({ page, request }) => {
    const answer = await firstSpotReport(request)
    await page.goto(`/spot/${answer.id}/report`)
    const day = page.locator('[data-forecast] button[aria-controls]').first()
    const panel = page.locator(`#${await day.getAttribute('aria-controls')}`)
    await expect(day).toHaveAttribute('aria-expanded', 'false')
    await expect(panel).toBeHidden()
    await day.click()
    await expect(day).toHaveAttribute('aria-expanded', 'true')
    await expect(panel).toBeVisible()
    await expect(panel).toContainText('Confidence')
    await day.click()
    await expect(day).toHaveAttribute('aria-expanded', 'false')
    await expect(panel).toBeHidden()
  })

  test('should draw forecast bars from 12 to 80 px with the biggest day at 80', async ({
    page,
    request,
  }) => {
    const answer = await firstSpotReport(request)
    await page.goto(`/spot/${answer.id}/report`)
    const heights = (await page
      .locator('[data-bar-height]')
      .evaluateAll((bars) => bars.map((b) => b.getBoundingClientRect().height))) as number[]
    expect(heights.length).toBeGreaterThan(0)
    expect(Math.max(...heights)).toBe(80)
    for (const h of heights) expect(h).toBeGreaterThanOrEqual(12)
  })

  test('should go back to the spot list, with the date when it is not today', async ({
    page,
    request,
  }) => {
    const answer = await firstSpotReport(request)
    const back = page.getByRole('link', { name: 'Back to Spots' })
    await page.goto(`/spot/${answer.id}/report`)
    await expect(back).toHaveAttribute('href', '/')
    const later = addDays(answer.date, 2)
    await page.goto(`/spot/${answer.id}/report/${later}`)
    await expect(back).toHaveAttribute('href', `/?date=${later}`)
  })

  test('should take the query date over the path date', async ({ page, request }) => {
    const answer = await firstSpotReport(request)
    const pathDate = addDays(answer.date, 1)
    const queryDate = addDays(answer.date, 3)
    await page.goto(`/spot/${answer.id}/report/${pathDate}?date=${queryDate}`)
    const label = `${dateStripLabel(queryDate, answer.date)}'s Report`
    await expect(page.getByRole('heading', { name: label })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to Spots' })).toHaveAttribute(
      'href',
      `/?date=${queryDate}`,
    )
  })

  test('should answer 404 with a clear message for an unknown spot', async ({ page }) => {
    const response = await page.goto('/spot/987654/report')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Spot not found' })).toBeVisible()
    await expect(page.getByText('No surf spot with id 987654')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to Spots' })).toHaveAttribute('href', '/')
  })

  // Published without an image it gets a drawn one; its first refresh runs after the
  // save and takes seconds, so the page asked at once still has no conditions.
  test('should show the drawn image and the empty states for a spot without data', async ({
    page,
    request,
  }) => {
    const { id } = await createBareSpot(request)
    try {
      await page.goto(`/spot/${id}/report`)
      await expect(page.locator('header img')).not.toHaveAttribute(
        'src',
        '/images/spot-fallback.svg',
      )
      expect(
        await page.locator('header img').evaluate((i: HTMLImageElement) => i.naturalWidth),
      ).toBeGreaterThan(0)
      await expect(page.getByText('No detailed report available for this spot')).toBeVisible()
      await expect(page.getByText('No forecast data available')).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Spot Bio' })).toHaveCount(0)
      await expect(page.getByRole('heading', { name: 'Safety Notes' })).toHaveCount(0)
    } finally {
      await deleteSpot(request, id)
    }
  })

  for (const width of [360, 768, 1280]) {
    test(`should fit a ${width} px wide screen`, async ({ page, request }) => {
      const answer = await firstSpotReport(request)
      await page.setViewportSize({ width, height: 900 })
      await page.goto(`/spot/${answer.id}/report`)
      await expect(page.getByRole('heading', { level: 1, name: answer.name })).toBeVisible()
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow).toBeLessThanOrEqual(0)
    })
  }

  test('should have no serious or critical accessibility violations', async ({ page, request }) => {
    const answer = await firstSpotReport(request)
    await page.goto(`/spot/${answer.id}/report`)
    await page.locator('[data-forecast] button[aria-controls]').first().click()
    const { violations } = await new AxeBuilder({ page }).analyze()
    const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
  })
})
