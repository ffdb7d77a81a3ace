// Home's e2e helpers: the data the page should show, read from the same API the cards come from.
import type { APIRequestContext, Page } from '@playwright/test'
import { expect } from '../support/test'
import type { SpotWithCondition } from '../../shared/contracts/conditions'
import { addDays } from '../../shared/domain/time/dates'
import { spotsOnTheirDay } from '../support/conditions'

/** Today as the server's spot list reads it (UTC). */
export const todayUtc = (): string => new Date().toISOString().slice(0, 10)
export const tomorrowUtc = (): string => addDays(todayUtc(), 1)

/**
 * The spots with conditions once the background refresh has stored them: on the date given, or
 * without one on each spot's own today (its local date), as home, the map and the summary show.
 */
export async function spotsWithConditions(
  request: APIRequestContext,
  date?: string,
): Promise<SpotWithCondition[]> {
  let spots: SpotWithCondition[] = []
  await expect(async () => {
    if (date !== undefined) {
      const response = await request.get(`/api/surf-spots?date=${date}`)
      expect(response.ok()).toBe(true)
      spots = (await response.json()) as SpotWithCondition[]
    } else spots = await spotsOnTheirDay(request)
    expect(spots.length).toBeGreaterThan(0)
    expect(spots.every((s) => s.currentCondition !== null)).toBe(true)
  }).toPass({ timeout: 90_000 })
  return spots
}

/** The spot grid of the page. */
export const spotGrid = (page: Page) => page.getByRole('list', { name: 'Surf spots' })

/** The names on the cards, in page order. */
export async function cardNames(page: Page): Promise<string[]> {
  return (await spotGrid(page).getByRole('heading', { level: 2 }).allTextContents()).map((n) =>
    n.trim(),
  )
}
