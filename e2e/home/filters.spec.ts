import { expect, test } from '../support/test'
import { gotoHydrated } from '../support/hydrated'
import type { SpotWithCondition } from '../../shared/contracts/conditions'
import { cardNames, spotGrid, spotsWithConditions } from './support'

const RANK: Record<string, number> = { epic: 1, firing: 2, good: 3, rideable: 4, 'not working': 5 }
const rank = (s: SpotWithCondition) => RANK[s.currentCondition?.conditionRating ?? ''] ?? 6
const waveSum = (s: SpotWithCondition) =>
  (s.currentCondition?.waveHeightMin ?? 0) + (s.currentCondition?.waveHeightMax ?? 0)

let spots: SpotWithCondition[] = []

test.beforeEach(async ({ page, request }) => {
  spots = await spotsWithConditions(request)
  await gotoHydrated(page, '/')
  await expect(spotGrid(page).getByRole('listitem')).toHaveCount(spots.length)
})

test('should order the cards by rating, then by min + max wave height', async ({ page }) => {
  const names = await cardNames(page)
  const byName = new Map(spots.map((s) => [s.name, s]))
  const ordered = names.map((n) => byName.get(n) as SpotWithCondition)
  for (let i = 1; i < ordered.length; i++) {
    const [a, b] = [ordered[i - 1] as SpotWithCondition, ordered[i] as SpotWithCondition]
    expect(rank(a) < rank(b) || (rank(a) === rank(b) && waveSum(a) >= waveSum(b))).toBe(true)
  }
  expect(new Set(names)).toEqual(new Set(spots.map((s) => s.name)))
})

test('should combine chips with OR, search with AND, and clear with All Spots', async ({
  page,
}) => {
  const chips = page.getByRole('group', { name: 'Filter spots' })
  const max = (s: SpotWithCondition) => s.currentCondition?.waveHeightMax ?? -1
  await chips.getByRole('button', { name: '2-4ft' }).click()
  await chips.getByRole('button', { name: '4-6ft' }).click()
  await expect(chips.getByRole('button', { name: '4-6ft' })).toHaveAttribute('aria-pressed', 'true')
  await expect(chips.getByRole('button', { name: 'All Spots' })).toHaveAttribute(
    'aria-pressed',
    'false',
  )
  const either = spots.filter((s) => max(s) >= 2 && max(s) <= 6).map((s) => s.name)
  await expect.poll(async () => new Set(await cardNames(page))).toEqual(new Set(either))

  const query = 'an'
  await page.getByRole('combobox', { name: 'Search surf spots' }).fill(query)
  const both = spots
    .filter((s) => max(s) >= 2 && max(s) <= 6)
    .filter((s) => `${s.name}\n${s.location}`.toLowerCase().includes(query))
    .map((s) => s.name)
  await expect.poll(async () => new Set(await cardNames(page))).toEqual(new Set(both))

  await page.getByRole('combobox', { name: 'Search surf spots' }).fill('')
  await chips.getByRole('button', { name: 'All Spots' }).click()
  await expect(chips.getByRole('button', { name: '2-4ft' })).toHaveAttribute(
    'aria-pressed',
    'false',
  )
  await expect(spotGrid(page).getByRole('listitem')).toHaveCount(spots.length)
})

test('should show the empty state when nothing matches', async ({ page }) => {
  await page.getByRole('combobox', { name: 'Search surf spots' }).fill('zzzz-no-such-spot')
  await expect(page.getByText('No surf spots found matching your criteria')).toBeVisible()
  await expect(page.getByText('Try adjusting your search or filters')).toBeVisible()
})

test('should suggest at most 7 spots and pick one with the keyboard', async ({ page }) => {
  const box = page.getByRole('combobox', { name: 'Search surf spots' })
  const query = 'a'
  await box.fill(query)
  const options = page.getByRole('listbox', { name: 'Spot suggestions' }).getByRole('option')
  const matching = spots.filter((s) => `${s.name}\n${s.location}`.toLowerCase().includes(query))
  expect(matching.length).toBeGreaterThan(7)
  await expect(options).toHaveCount(7)
  await expect(box).toHaveAttribute('aria-expanded', 'true')

  await box.press('ArrowDown')
  await box.press('ArrowDown')
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true')
  const second = (await options.nth(1).locator('span').first().textContent())?.trim() ?? ''
  await box.press('Enter')
  await expect(box).toHaveValue(second)
  await expect(box).toHaveAttribute('aria-expanded', 'false')
  await expect(spotGrid(page).getByRole('heading', { level: 2, name: second })).toBeVisible()

  await box.press('Escape')
  await expect(box).toHaveValue('')
})

test('should match the search on the location, case-insensitively', async ({ page }) => {
  const spot = spots[0] as SpotWithCondition
  const place = spot.location.split(',')[0]?.toUpperCase() ?? ''
  await page.getByRole('combobox', { name: 'Search surf spots' }).fill(place)
  const expected = spots
    .filter((s) => `${s.name}\n${s.location}`.toLowerCase().includes(place.toLowerCase()))
    .map((s) => s.name)
  await expect.poll(async () => new Set(await cardNames(page))).toEqual(new Set(expected))
})
