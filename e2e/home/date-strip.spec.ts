import { expect, test } from '../support/test'
import { gotoHydrated } from '../support/hydrated'
import { addDays } from '../../shared/domain/time/dates'
import { cardNames, spotGrid, spotsWithConditions, todayUtc, tomorrowUtc } from './support'

test.beforeEach(async ({ request }) => {
  await spotsWithConditions(request)
})

test('should offer five days and load a chosen day in the browser', async ({ page }) => {
  await gotoHydrated(page, '/')
  const strip = page.getByRole('navigation', { name: 'Choose a date' })
  await expect(strip.getByRole('link')).toHaveCount(5)
  await expect(strip.getByRole('link').first()).toHaveText('Today')
  await expect(strip.getByRole('link', { name: 'Today' })).toHaveAttribute('aria-current', 'date')
  await strip.getByRole('link', { name: 'Tomorrow' }).click()
  await expect(page).toHaveURL(`/?date=${tomorrowUtc()}`)
  await expect(strip.getByRole('link', { name: 'Tomorrow' })).toHaveAttribute(
    'aria-current',
    'date',
  )
  const details = spotGrid(page).getByRole('link', { name: /^View Details/ })
  await expect(details.first()).toHaveAttribute('href', new RegExp(`\\?date=${tomorrowUtc()}$`))
  await page.goBack()
  await expect(details.first()).toHaveAttribute('href', /\/report$/)
})

test('should keep search, badge, strip and heart working on a day loaded in the browser', async ({
  page,
}) => {
  await gotoHydrated(page, '/')
  await page.getByRole('link', { name: 'Tomorrow' }).click()
  const details = spotGrid(page).getByRole('link', { name: /^View Details/ })
  await expect(details.first()).toHaveAttribute('href', new RegExp(`\\?date=${tomorrowUtc()}$`))
  const name = (await cardNames(page))[0] ?? ''
  await page.getByRole('combobox', { name: 'Search surf spots' }).fill(name)
  await expect.poll(async () => (await cardNames(page)).length).toBeLessThan(49)
  expect(await cardNames(page)).toContain(name)
  const card = spotGrid(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) })
  const day = card
    .getByRole('group', { name: /^5-day forecast for / })
    .getByRole('button')
    .nth(1)
  await day.click()
  await expect(day).toHaveAttribute('aria-pressed', 'true')
  await expect(card).toContainText('Confidence')
  const badge = card.getByRole('button', { name: /why this rating/ })
  await badge.click()
  await expect(badge).toHaveAttribute('aria-expanded', 'true')
  await expect(card.getByRole('button', { name: `Favorite ${name}` })).toBeEnabled()
})

test('should render a date from the URL on the server', async ({ page }) => {
  const date = addDays(todayUtc(), 3)
  await page.goto(`/?date=${date}`)
  await expect(
    page.getByRole('navigation', { name: 'Choose a date' }).locator('a[aria-current="date"]'),
  ).toHaveAttribute('href', `/?date=${date}`)
})

test('should show 6 skeleton cards while a day loads', async ({ page }) => {
  await gotoHydrated(page, '/')
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/fragments/spot-grid?date=*', async (route) => {
    await held
    await route.continue()
  })
  await page.getByRole('link', { name: 'Tomorrow' }).click()
  await expect(page.getByRole('status', { name: 'Loading surf spots' })).toBeVisible()
  const skeletons = page.getByTestId('spot-skeleton').filter({ visible: true })
  await expect(skeletons).toHaveCount(6)
  release()
  await expect(skeletons).toHaveCount(0)
  await expect(spotGrid(page).getByRole('listitem').first()).toBeVisible()
})

// 'No surf spots found.' (no spot at all) is the server's render: site/components/home/SpotGrid.test.ts.

test('should say the surf data failed to load after the retries', async ({ page }) => {
  test.setTimeout(60_000)
  await gotoHydrated(page, '/')
  let calls = 0
  // The date's grid comes as server HTML; the spot list's retries (3, backing off) hold.
  await page.route('**/fragments/spot-grid?date=*', (route) => {
    calls++
    return route.fulfill({ status: 500, body: 'down' })
  })
  await page.getByRole('link', { name: 'Tomorrow' }).click()
  const alert = page.getByRole('alert').filter({ hasText: 'Failed to load surf data' })
  await expect(alert).toBeVisible({ timeout: 30_000 })
  await expect(alert).toContainText('Please check your connection and try again')
  expect(calls).toBe(4)
})

test('should show one month from Sunday with only the five days enabled', async ({ page }) => {
  await gotoHydrated(page, '/')
  await page.getByRole('button', { name: 'Calendar' }).click()
  const dialog = page.getByRole('dialog', { name: 'Choose a date' })
  await expect(dialog.getByRole('columnheader').first()).toHaveText('Sun')
  await expect(dialog.getByRole('columnheader').last()).toHaveText('Sat')
  const enabled = new Set<string>()
  const collect = async () => {
    for (const day of await dialog.locator('button[data-date]:enabled').all()) {
      enabled.add((await day.getAttribute('data-date')) ?? '')
    }
  }
  await collect()
  const next = dialog.getByRole('button', { name: 'Next month' })
  if (await next.isEnabled()) {
    await next.click()
    await collect()
  }
  const window = Array.from({ length: 5 }, (_, i) => addDays(todayUtc(), i))
  expect([...enabled].sort()).toEqual(window)
})

test('should choose a day from the calendar with the keyboard', async ({ page }) => {
  await gotoHydrated(page, '/')
  const trigger = page.getByRole('button', { name: 'Calendar' })
  await trigger.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Choose a date' })
  await expect(dialog.locator(`button[data-date="${todayUtc()}"]`)).toBeFocused()
  await page.keyboard.press('ArrowLeft') // yesterday is not selectable: focus stays
  await expect(dialog.locator(`button[data-date="${todayUtc()}"]`)).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(trigger).toBeFocused()

  await page.keyboard.press('Enter')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(dialog.locator(`button[data-date="${addDays(todayUtc(), 2)}"]`)).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(`/?date=${addDays(todayUtc(), 2)}`)
})
