// Moderation in two browsers and the admin: a surfer reports a post from its menu, an editor hides
// it from the moderation queue, and a third browser's open feed drops it without a reload.
import AxeBuilder from '@axe-core/playwright'
import { randomUUID } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import { adminToken } from '../support/accounts'
import { gotoHydrated } from '../support/hydrated'
import { sameOrigin } from '../support/origin'
import { expect, test } from '../support/test'
import { postAs, surferInNewContext, uniqueText } from '../feed/feed-support'

const postCard = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text })

async function openLive(page: Page, path: string): Promise<void> {
  await gotoHydrated(page, path)
  await expect(page.locator('[data-live="on"]')).toBeVisible()
}

/** A new editor account, made through the admin's REST API. */
async function createEditor(request: APIRequestContext) {
  const email = `e2e-editor-${randomUUID().slice(0, 8)}@accounts.test`
  const password = `pw-${randomUUID()}`
  const response = await request.post('/cms-api/users', {
    headers: { authorization: `JWT ${await adminToken(request)}`, ...sameOrigin() },
    data: { email, password, firstName: 'Eddie', role: 'editor' },
  })
  if (!response.ok()) throw new Error(`create editor: ${response.status()}`)
  return { email, password }
}

async function seriousViolations(page: Page, include: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include(include).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

test('should let a surfer report a post and an editor hide it while another feed drops it', async ({
  browser,
  request,
  baseURL,
}) => {
  const author = await surferInNewContext({ browser, request, baseURL }, 'Alana')
  const reporter = await surferInNewContext({ browser, request, baseURL }, 'Bodhi')
  const watcher = await surferInNewContext({ browser, request, baseURL }, 'Coral')
  const text = uniqueText('Selling cheap boards, DM me')
  await postAs(author.page, { content: text })

  // The surfer reports it from the post menu.
  await openLive(reporter.page, '/discover')
  await postCard(reporter.page, text).getByRole('button', { name: 'Post options' }).click()
  await reporter.page.getByRole('menuitem', { name: 'Report' }).click()
  const dialog = reporter.page.getByRole('dialog', { name: 'Report this post' })
  await expect(dialog).toBeVisible()
  expect(await seriousViolations(reporter.page, '[role="dialog"]')).toEqual([])
  await dialog.getByRole('button', { name: 'Send report' }).click()
  await expect(dialog.getByText('Choose a reason')).toBeVisible()
  await dialog.getByRole('radio', { name: 'Spam' }).check()
  await dialog.getByRole('button', { name: 'Send report' }).click()
  await expect(
    reporter.page.getByText('Thanks, our editors will take a look', { exact: true }),
  ).toBeVisible()
  await expect(dialog).toBeHidden()

  // Another surfer has the feed open.
  await openLive(watcher.page, '/discover')
  await expect(postCard(watcher.page, text)).toBeVisible()

  // The editor hides it from the queue.
  const editor = await createEditor(request)
  const context = await browser.newContext({ baseURL })
  const admin = await context.newPage()
  await admin.goto('/admin/login')
  await admin.getByLabel(/email/i).fill(editor.email)
  await admin.getByLabel(/password/i).fill(editor.password)
  await admin.getByRole('button', { name: /login/i }).click()
  await expect(admin).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
  await admin.goto('/admin/collections/content-reports')
  await expect(admin.getByRole('heading', { name: 'Moderation queue' })).toBeVisible()
  const row = admin.getByTestId('moderation-item').filter({ hasText: text.slice(0, 40) })
  await expect(row).toContainText('spam')
  await expect(row).toContainText('Alana')
  await row.getByLabel('Action').selectOption('hide')
  await row.getByLabel('Reason').fill('Advertising')
  await row.getByRole('button', { name: 'Apply' }).click()
  // Decided: its reports are closed, so it leaves the queue.
  await expect(row).toHaveCount(0)

  // The open feed drops it at once; its author still sees it, marked.
  await expect(postCard(watcher.page, text)).toHaveCount(0)
  await gotoHydrated(author.page, '/discover')
  await expect(postCard(author.page, text).getByText('Hidden by moderators')).toBeVisible()

  await Promise.all([author.close(), reporter.close(), watcher.close(), context.close()])
})
