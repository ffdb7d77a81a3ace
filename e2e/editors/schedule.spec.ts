// An editor schedules a draft's publication; the jobs queue publishes it when
// it is due, and the public page changes.
import { sameOrigin } from '../support/origin'
import { expect, test } from '../support/test'
import { adminHeaders, createBlogDraft, createEditor, signInToAdmin } from './editors-support'

/**
 * Waits, when needed, for the start of a minute: the queue's cron runs what is due at second 0,
 * and the draft scheduled here is due at once, so "not out yet" must be checked within the same
 * minute as the scheduling (CI once saw the cron publish it between the two).
 */
async function startOfAMinute() {
  const second = new Date().getSeconds()
  if (second > 15) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000))
}

test('should publish a scheduled draft when its time comes', async ({ page, request }) => {
  test.setTimeout(120_000)
  const editor = await createEditor(request, 'scheduler')
  const id = await createBlogDraft(request, 'Scheduled Swell Story')
  // The fake clock: the editor's browser runs ten minutes behind the server, so the first time
  // the Schedule drawer offers (the next 5-minute step) is already due when the queue runs.
  await page.clock.install({ time: new Date(Date.now() - 10 * 60_000) })
  await signInToAdmin(page, editor)

  await page.goto(`/admin/collections/blog-entries/${id}`)
  await expect(page.locator('#field-title')).toHaveValue('Scheduled Swell Story')
  // The Publish button's menu holds Schedule Publish.
  await page.locator('#action-save').locator('xpath=..').getByRole('button').last().click()
  await page.getByRole('button', { name: 'Schedule Publish' }).click()
  // A draft never published defaults to Unpublish; the editor picks Publish.
  await page
    .locator('label')
    .filter({ hasText: /^Publish$/ })
    .click()
  await page.locator('#time').click()
  await page.locator('.react-datepicker__day--today').click()
  await page
    .locator('.react-datepicker__time-list-item:not(.react-datepicker__time-list-item--disabled)')
    .first()
    .click()
  // The picker's calendar stays open over the drawer's Save; the click goes to the button.
  await startOfAMinute()
  await page.locator('#scheduled-publish-save').dispatchEvent('click')
  await expect(page.getByText('Scheduled successfully.')).toBeVisible()

  // Not out yet: visitors see nothing, the dashboard lists it.
  const visitor = await page.context().newPage()
  await visitor.goto('/blog')
  await expect(visitor.getByRole('heading', { name: 'Scheduled Swell Story' })).toHaveCount(0)
  await page.goto('/admin')
  const scheduled = page.locator('[data-tile="scheduled"]')
  await expect(scheduled.getByRole('link', { name: 'Scheduled Swell Story' })).toBeVisible()

  // The jobs queue runs what is due (its cron every minute; here, its endpoint as an admin).
  const run = await request.get('/cms-api/payload-jobs/run?queue=default', {
    headers: { ...(await adminHeaders(request)), ...sameOrigin() },
  })
  expect(run.ok()).toBe(true)
  await visitor.goto('/blog')
  await expect(visitor.getByRole('heading', { name: 'Scheduled Swell Story' })).toBeVisible()
  await page.reload()
  await expect(scheduled.getByText('Nothing scheduled.')).toBeVisible()
})
