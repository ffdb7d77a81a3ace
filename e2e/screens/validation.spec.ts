import type { Page, Route } from '@playwright/test'
import type { ValidateAll, ValidateSpot } from '../../shared/contracts/conditions'
import { addDays } from '../../shared/domain/time/dates'
import { expect, test } from '../support/test'
import { gotoHydrated } from '../support/hydrated'
import { spotsWithConditions } from '../support/conditions'

/** Holds matching API calls until `release()`, so the "running" state can be seen. */
async function holdRequests(page: Page, glob: string) {
  const held: Route[] = []
  let open = false
  await page.route(glob, (route) => (open ? route.continue() : void held.push(route)))
  return {
    count: () => held.length,
    release: async () => {
      open = true
      await Promise.all(held.map((route) => route.continue()))
    },
  }
}

async function todayRun(page: Page): Promise<ValidateAll> {
  return (await (await page.request.get('/api/validate-all')).json()) as ValidateAll
}

test("should arrive with today's results in the HTML, without asking the API again", async ({
  page,
}) => {
  await spotsWithConditions(page.request) // the sample conditions the rate is about
  const calls: string[] = []
  page.on('request', (r) => r.url().includes('/api/validate-all') && calls.push(r.url()))
  const html = await (await page.request.get('/validation')).text()
  expect(html).toContain('Spots Checked')
  expect(html).toContain('Data Quality Overview')
  await gotoHydrated(page, '/validation')
  const run = await todayRun(page)
  const tiles = page.getByRole('list', { name: 'Validation summary' })
  await expect(tiles.getByRole('listitem')).toHaveText([
    `Spots Checked${run.summary.totalChecked}`,
    `Validated${run.summary.validCount}`,
    `Discrepancies${run.summary.discrepancyCount}`,
    // The e2e server's conditions are recorded samples (e2e-server.ts): the rate is not graded.
    `Accuracy Rate${run.summary.accuracyRate}%Sample data`,
  ])
  expect(calls).toEqual([])
  await expect(page.getByLabel('Date')).toHaveValue(run.date)
})

test('should show the accuracy as a progress bar with its word and the recommendations', async ({
  page,
}) => {
  await spotsWithConditions(page.request)
  await gotoHydrated(page, '/validation')
  const run = await todayRun(page)
  const bar = page.getByRole('progressbar', { name: 'Sources in agreement' })
  await expect(bar).toHaveAttribute('aria-valuemax', '100')
  await expect(bar).toHaveAttribute('aria-valuenow', String(run.summary.accuracyRate))
  // Sample conditions: said in words, not graded High, Fair or Low (accuracy-verdict.test.ts).
  await expect(bar).toHaveAttribute('aria-valuetext', `${run.summary.accuracyRate}%, sample data`)
  await expect(page.getByText(`${run.summary.accuracyRate}% · Sample data`)).toBeVisible()
  const overview = page.getByRole('region', { name: 'Data Quality Overview' })
  await expect(overview.getByRole('listitem')).toHaveText(run.recommendations)
})

test('should re-run for a new date, saying "Validating..." while it runs', async ({ page }) => {
  await gotoHydrated(page, '/validation')
  const today = await page.getByLabel('Date').inputValue()
  const tomorrow = addDays(today, 1)
  const gate = await holdRequests(page, '**/api/validate-all?date=*')
  await page.getByLabel('Date').fill(tomorrow)
  const button = page.getByRole('button', { name: 'Validating...' })
  await expect(button).toBeDisabled()
  await expect.poll(gate.count).toBe(1)
  const answer = page.waitForResponse((r) => r.url().endsWith(`/api/validate-all?date=${tomorrow}`))
  await gate.release()
  const run = (await (await answer).json()) as ValidateAll
  await expect(page.getByRole('button', { name: 'Run Validation' })).toBeEnabled()
  await expect(page.getByRole('status').filter({ hasText: 'Results for' })).toHaveText(
    `Results for ${tomorrow}`,
  )
  await expect(page.getByRole('listitem').filter({ hasText: 'Spots Checked' })).toHaveText(
    `Spots Checked${run.summary.totalChecked}`,
  )
})

test('should run again for the same date from the Run Validation button', async ({ page }) => {
  await gotoHydrated(page, '/validation')
  const today = await page.getByLabel('Date').inputValue()
  const request = page.waitForRequest((r) => r.url().endsWith(`/api/validate-all?date=${today}`))
  await page.getByRole('button', { name: 'Run Validation' }).click()
  await request
  await expect(page.getByRole('button', { name: 'Run Validation' })).toBeEnabled()
})

test('should only log a failed run and keep the dashboard usable', async ({ page }) => {
  await gotoHydrated(page, '/validation')
  const logged: string[] = []
  page.on('console', (m) => m.type() === 'error' && logged.push(m.text()))
  await page.route('**/api/validate-all?date=*', (route) => route.abort('connectionrefused'))
  await page.getByRole('button', { name: 'Run Validation' }).click()
  await expect.poll(() => logged.some((t) => t.includes('Validation failed'))).toBe(true)
  await expect(page.getByRole('button', { name: 'Run Validation' })).toBeEnabled()
  await expect(page.getByRole('alert')).toHaveCount(0)
})

test('should mark each errored spot with an Error badge', async ({ page }) => {
  await gotoHydrated(page, '/validation')
  const run = await todayRun(page)
  const rows = page.getByRole('region', { name: 'Results by spot' }).getByRole('listitem')
  await expect(rows).toHaveCount(run.results.length)
  const errored = run.results.filter((r) => r.error)
  const badges = page.getByText('Error', { exact: true })
  await expect(badges).toHaveCount(errored.length)
  for (const r of errored.slice(0, 3)) {
    await expect(rows.filter({ hasText: r.spotName }).first()).toContainText('Error')
  }
})

test("should open a spot's panel, show it loading, then its sources, and close it", async ({
  page,
}) => {
  await gotoHydrated(page, '/validation')
  const run = await todayRun(page)
  const spot = run.results.find((r) => !r.error) ?? run.results[0]
  if (!spot) throw new Error('no spots in the validation run')
  const gate = await holdRequests(page, `**/api/validate-data/${spot.spotId}?date=*`)
  const toggle = page.getByRole('button', { name: `Details for ${spot.spotName}` })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await toggle.click()
  const panel = page.getByRole('region', { name: `Validation details for ${spot.spotName}` })
  await expect(panel.getByText('Validating...')).toBeVisible()
  const answer = page.waitForResponse((r) => r.url().includes(`/api/validate-data/${spot.spotId}`))
  await gate.release()
  const detail = (await (await answer).json()) as ValidateSpot
  await expect(panel.getByText('Validating...')).toBeHidden()
  const count = detail.validation.discrepancies.length
  await expect(
    panel.getByText(count === 0 ? 'Sources are consistent' : `${count} discrepanc`),
  ).toBeVisible()
  const { confidence, isValid } = detail.validation
  const icon =
    confidence === 'high' && isValid
      ? 'High confidence, valid'
      : confidence === 'medium'
        ? 'Medium confidence'
        : /confidence/
  await expect(panel.getByRole('img', { name: icon })).toBeVisible()
  await expect(panel.getByText(detail.sources.primary.name, { exact: true })).toBeVisible()
  await expect(panel.getByText(detail.sources.secondary.name, { exact: true })).toBeVisible()
  for (const tip of detail.recommendations) await expect(panel.getByText(tip)).toBeVisible()
  await panel.getByRole('button', { name: /^Close/ }).click()
  await expect(panel).toBeHidden()
  await expect(page.getByRole('button', { name: `Details for ${spot.spotName}` })).toHaveAttribute(
    'aria-expanded',
    'false',
  )
})

test('should explain the two data sources', async ({ page }) => {
  await page.goto('/validation')
  const sources = page.getByRole('region', { name: 'Data sources' })
  await expect(sources).toContainText('official US marine forecast source')
  await expect(sources).toContainText('global open marine weather API')
})
