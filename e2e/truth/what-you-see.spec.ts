// What the surfer sees: samples are never passed off as live, every group of numbers
// says where it came from, confidence comes in words, and the data's credits are on the page.
import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import type { Forecast, SpotWithCondition } from '../../shared/contracts/conditions'
import { SAMPLE_BANNER_TEXT } from '../../site/lib/universal/sample-data'
import { confidenceText, confidenceWord } from '../../site/lib/universal/confidence-word'
import { provenanceLines } from '../../site/lib/universal/provenance-words'
import { reportWithData, spotsWithConditions } from '../support/conditions'
import { gotoHydrated } from '../support/hydrated'
import { expect, test } from '../support/test'

// Far from every other spot, so its marker is never under another one.
const LONE_SPOT = 'Tsurigasaki Beach (Ichinomiya)'

const banner = (page: Page) => page.getByRole('status').filter({ hasText: SAMPLE_BANNER_TEXT })

/** The lines a spot's sources should read. Sample data reads "recorded sample", not an age. */
const sourceSentences = (spot: SpotWithCondition) =>
  provenanceLines(spot.currentCondition?.provenance ?? never(), new Date()).map(
    (l) => `${l.label}: ${l.text}`,
  )

function never(): never {
  throw new Error('the spot has no condition')
}

async function expectSources(scope: Locator, spot: SpotWithCondition) {
  const group = scope.getByRole('group', { name: 'Data sources' }).first()
  await expect(group).toBeVisible()
  for (const line of sourceSentences(spot)) await expect(group).toContainText(line)
}

/** axe on the page, or on one part of it (49 home cards take axe minutes; layout.spec does all). */
async function expectNoSeriousViolations(page: Page, include?: string) {
  const axe = new AxeBuilder({ page })
  const { violations } = await (include ? axe.include(include) : axe).analyze()
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
}

test.describe('sample banner', () => {
  test('should show the banner on home, report, map, summary, validation and landing', async ({
    page,
    request,
  }) => {
    const spots = await spotsWithConditions(request)
    expect(spots.every((s) => s.currentCondition?.isSample)).toBe(true)
    const [first] = spots
    for (const path of [
      '/',
      `/spot/${first?.id}/report`,
      '/map',
      '/summary',
      '/validation',
      '/landing',
    ]) {
      await page.goto(path)
      await expect(banner(page), path).toBeVisible()
      await expect(banner(page), path).toHaveText(SAMPLE_BANNER_TEXT)
    }
  })

  test('should keep the banner when home loads another date in the browser', async ({
    page,
    request,
  }) => {
    await spotsWithConditions(request)
    await gotoHydrated(page, '/')
    await page.getByRole('link', { name: 'Tomorrow' }).click()
    const grid = page.locator('[data-home-grid]')
    // The grid now holds the date loaded in the browser; the banner came with it.
    await expect(grid.getByRole('link', { name: /^View Details/ }).first()).toHaveAttribute(
      'href',
      /\?date=/,
    )
    await expect(grid.getByRole('status').filter({ hasText: SAMPLE_BANNER_TEXT })).toBeVisible()
  })
})

test.describe('provenance and confidence in words', () => {
  test('should say where a home card’s numbers came from and its days’ confidence', async ({
    page,
    request,
  }) => {
    const spots = await spotsWithConditions(request)
    await gotoHydrated(page, '/')
    const card = page.getByRole('list', { name: 'Surf spots' }).getByRole('listitem').first()
    const name = (await card.getByRole('heading', { level: 2 }).textContent())?.trim()
    const spot = spots.find((s) => s.name === name) ?? never()
    await expectSources(card, spot)
    await card
      .getByRole('group', { name: /^5-day forecast/ })
      .getByRole('button')
      .first()
      .click()
    const detail = await card.locator('[aria-live="polite"]').first().textContent()
    const [, number, word] = /Confidence (\d+)% · (High|Medium|Low)/.exec(detail ?? '') ?? []
    expect(word).toBe(confidenceWord(Number(number)))
    await expectNoSeriousViolations(page, '[data-home-grid] li:first-child')
  })

  test('should say where the report’s numbers came from and each day’s confidence', async ({
    page,
    request,
  }) => {
    const [first] = await spotsWithConditions(request)
    const spot = await reportWithData(request, first?.id ?? never())
    const forecasts = (await (
      await request.get(`/api/surf-spots/${spot.id}/forecasts`)
    ).json()) as Forecast[]
    const day = [...forecasts].sort((a, b) => a.dayOffset - b.dayOffset)[0] ?? never()
    await page.goto(`/spot/${spot.id}/report`)
    await expectSources(page.getByRole('region', { name: 'Where these numbers come from' }), spot)
    const button = page.locator('[data-forecast] button[aria-controls]').first()
    await button.click()
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`)
    await expect(panel).toContainText(`Confidence${confidenceText(day.confidence)}`)
    await expect(panel.getByRole('group', { name: 'Data sources' })).toBeVisible()
  })

  test('should say where the map panel’s numbers came from', async ({ page, request }) => {
    const spots = await spotsWithConditions(request)
    const spot = spots.find((s) => s.name === LONE_SPOT) ?? never()
    await gotoHydrated(page, '/map')
    await page
      .getByRole('button', { name: new RegExp(`^${LONE_SPOT.replace(/[()]/g, '\\$&')}: `) })
      .click()
    await expectSources(page.getByRole('complementary', { name: 'Selected spot' }), spot)
    await expectNoSeriousViolations(page)
  })
})

test('should credit NOAA, Open-Meteo (CC BY 4.0) and OpenStreetMap in every page’s footer', async ({
  page,
}) => {
  for (const path of ['/', '/summary', '/landing']) {
    await page.goto(path)
    const footer = page.getByRole('contentinfo')
    await expect(footer).toContainText('NOAA')
    await expect(footer.getByRole('link', { name: 'National Weather Service' })).toBeVisible()
    await expect(footer.getByRole('link', { name: 'Open-Meteo.com' })).toHaveAttribute(
      'href',
      'https://open-meteo.com/',
    )
    await expect(footer.getByRole('link', { name: 'CC BY 4.0' })).toHaveAttribute(
      'href',
      'https://creativecommons.org/licenses/by/4.0/',
    )
    await expect(footer.getByRole('link', { name: 'OpenStreetMap contributors' })).toBeVisible()
  }
})
