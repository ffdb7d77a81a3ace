import type { Page } from '@playwright/test'
import { expect, test } from '../support/test'
import { gotoHydrated } from '../support/hydrated'
import type { SpotWithCondition } from '../../shared/contracts/conditions'
import { spotGrid, spotsWithConditions } from './support'

let spots: SpotWithCondition[] = []

test.beforeEach(async ({ page, request }) => {
  spots = await spotsWithConditions(request)
  await gotoHydrated(page, '/')
})

async function firstCard(page: Page) {
  const card = spotGrid(page).getByRole('listitem').first()
  const name = (await card.getByRole('heading', { level: 2 }).textContent())?.trim() ?? ''
  const spot = spots.find((s) => s.name === name) as SpotWithCondition
  return { card, spot }
}

test('should link Cam, Posts and View Details to the spot', async ({ page }) => {
  const { card, spot } = await firstCard(page)
  await expect(card.getByRole('link', { name: /^Cam/ })).toHaveAttribute(
    'href',
    `/spot/${spot.id}/cams`,
  )
  await expect(card.getByRole('link', { name: /^Posts/ })).toHaveAttribute(
    'href',
    `/spot/${spot.id}/posts`,
  )
  await expect(card.getByRole('link', { name: /^View Details/ })).toHaveAttribute(
    'href',
    `/spot/${spot.id}/report`,
  )
})

test("should show the card's numbers, wind class in words and the rating label", async ({
  page,
}) => {
  const { card, spot } = await firstCard(page)
  const c = spot.currentCondition
  if (!c) throw new Error('no condition')
  await expect(card).toContainText(spot.location)
  await expect(card).toContainText(spot.breakType)
  await expect(card).toContainText(`${c.waterTemp === null ? '–' : Math.round(c.waterTemp)}°F`)
  await expect(card).toContainText(c.visibility)
  if (c.windClassification) await expect(card).toContainText(c.windClassification)
  await expect(card.getByRole('button', { name: /why this rating/ })).toContainText(
    /EPIC|FIRING|GOOD|RIDEABLE|NOT WORKING/,
  )
})

test('should tell why a spot got its rating, by keyboard', async ({ page }) => {
  const { card, spot } = await firstCard(page)
  const badge = card.getByRole('button', { name: /why this rating/ })
  await badge.focus()
  await page.keyboard.press('Enter')
  await expect(badge).toHaveAttribute('aria-expanded', 'true')
  const why = card.getByRole('region', { name: /^Why / })
  await expect(why).toContainText(spot.currentCondition?.ratingReasons.summary ?? '')
  await page.keyboard.press('Escape')
  await expect(why).toBeHidden()
})

test('should show why on hover and hide it when the pointer leaves', async ({ page }) => {
  const { card } = await firstCard(page)
  const badge = card.getByRole('button', { name: /why this rating/ })
  await badge.hover()
  await expect(badge).toHaveAttribute('aria-expanded', 'true')
  await expect(card.getByRole('region', { name: /^Why / })).toBeVisible()
  await card.getByRole('heading', { level: 2 }).hover()
  await expect(badge).toHaveAttribute('aria-expanded', 'false')
})

test("should show a forecast day's detail when the day is pressed", async ({ page }) => {
  const { card, spot } = await firstCard(page)
  const strip = card.getByRole('group', { name: /^5-day forecast for / })
  const days = strip.getByRole('button')
  await expect(days).toHaveCount(5)
  await expect(days.first()).toContainText('Today')
  // Day 0 carries the current condition's rating, not the forecast's.
  const current = spot.currentCondition?.conditionRating?.toUpperCase() ?? ''
  await expect(days.first()).toContainText(current)
  const heights = await strip
    .getByTestId('forecast-bar')
    .evaluateAll((bars) => bars.map((b) => (b as HTMLElement).getBoundingClientRect().height))
  expect(Math.max(...heights)).toBe(48)
  expect(Math.min(...heights)).toBeGreaterThanOrEqual(8)

  const second = days.nth(1)
  const label = (await second.locator('span.font-medium').textContent())?.trim() ?? ''
  await second.click()
  await expect(second).toHaveAttribute('aria-pressed', 'true')
  await expect(card.getByText(new RegExp(`^${label} · `))).toBeVisible()
  await expect(card).toContainText('Confidence')
  await second.click()
  await expect(card.getByText(new RegExp(`^${label} · `))).toBeHidden()
})

test("should show the same 5 days as the spot's forecast API", async ({ page, request }) => {
  const { card, spot } = await firstCard(page)
  const response = await request.get(`/api/surf-spots/${spot.id}/forecasts?days=5`)
  const forecasts = (await response.json()) as { dayOffset: number; swellHeight: string }[]
  const expected = forecasts.sort((a, b) => a.dayOffset - b.dayOffset).map((f) => f.swellHeight)
  const strip = card.getByRole('group', { name: /^5-day forecast for / })
  const shown = await strip
    .getByRole('button')
    .evaluateAll((days) => days.map((d) => d.querySelector('.text-slate-600')?.textContent))
  expect(shown).toEqual(expected)
})

test('should open and close the Wave Categories Guide with the keyboard', async ({ page }) => {
  const info = page.getByRole('button', { name: 'Wave Categories Guide' })
  await info.focus()
  await page.keyboard.press('Enter')
  const guide = page.getByRole('dialog', { name: 'Wave Categories Guide' })
  await expect(guide).toBeVisible()
  await expect(guide.getByRole('row')).toHaveCount(6)
  await expect(guide).toContainText(
    '1.5 to 4 ft; offshore wind up to 8 mph; period 10+ s; barrel potential',
  )
  await page.keyboard.press('Escape')
  await expect(guide).toBeHidden()
  await expect(info).toBeFocused()
})
