// The admin is Firing's, its avatar is drawn locally, and the dashboard shows
// an editor the moderation queue and how fresh the conditions are.
import AxeBuilder from '@axe-core/playwright'
import { spotsWithConditions } from '../support/conditions'
import { expect, test } from '../support/test'
import { createEditor, signInToAdmin } from './editors-support'

test("should show an editor Firing's dashboard without asking Gravatar", async ({
  page,
  request,
}) => {
  const requested: string[] = []
  page.on('request', (r) => requested.push(r.url()))
  const editor = await createEditor(request, 'dashboard')

  await page.goto('/admin/login')
  await expect(page.locator('.firing-logo')).toContainText('Firing')
  await expect(page).toHaveTitle(/Firing admin/)
  await signInToAdmin(page, editor)

  await expect(page.locator('[data-tile="moderation"]')).toContainText(
    /\d+ items? reported, waiting for a decision/,
  )
  // The e2e server refreshes the conditions from the recorded samples soon after it starts.
  await spotsWithConditions(request)
  await page.reload()
  const refresh = page.locator('[data-tile="refresh"]')
  await expect(refresh.locator('li[data-source="open-meteo-marine"]')).toContainText(
    /(just now|\d+m ago) · \d+\/\d+ answered/,
  )
  await expect(page.locator('[data-tile="contact"]')).toBeVisible()
  await expect(page.getByTestId('firing-avatar').first()).toHaveText('E')

  // Navigation: what editors write, grouped; the machine's collections are not theirs to see.
  const nav = page.locator('nav')
  await expect(nav.getByText('Content', { exact: true })).toBeVisible()
  await expect(nav.getByText('Community', { exact: true })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Blog Entries' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Surf Conditions' })).toHaveCount(0)

  expect(requested.filter((url) => /gravatar/i.test(url))).toEqual([])

  const { violations } = await new AxeBuilder({ page }).include('.firing-dashboard').analyze()
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  )
})
