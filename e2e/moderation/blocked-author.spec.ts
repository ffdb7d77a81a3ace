// An admin blocks an author from the moderation queue, with a reason; that author's
// next post and comment are refused (403 'Your account cannot post right now'), said so in the
// UI, and nothing is created.
import type { Page } from '@playwright/test'
import { ADMIN, signInToAdmin } from '../editors/editors-support'
import { gotoHydrated } from '../support/hydrated'
import { sameOrigin } from '../support/origin'
import { expect, test } from '../support/test'
import { postAs, surferInNewContext, uniqueText } from '../feed/feed-support'

const BLOCKED = 'Your account cannot post right now'

/** Waits for the page's POST to a path and answers its status. */
const statusOfPost = (page: Page, path: RegExp) =>
  page
    .waitForResponse((r) => r.request().method() === 'POST' && path.test(new URL(r.url()).pathname))
    .then((r) => r.status())

test('should refuse a blocked author a post and a comment, in words, and create nothing', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const author = await surferInNewContext({ browser, request, baseURL }, 'Spammy')
  const other = await surferInNewContext({ browser, request, baseURL }, 'Reef')
  const spam = await postAs(author.page, { content: uniqueText('Cheap boards, DM me') })
  const target = await postAs(other.page, { content: uniqueText('Clean lines all morning') })
  const reported = await other.page.request.post(`/api/feed/${spam.id}/report`, {
    data: { reason: 'spam' },
    headers: sameOrigin(),
  })
  expect(reported.status()).toBe(201)

  // The admin blocks the author from the queue row of the reported post.
  const context = await browser.newContext({ baseURL })
  const admin = await context.newPage()
  await signInToAdmin(admin, ADMIN)
  await admin.goto('/admin/collections/content-reports')
  const row = admin.getByTestId('moderation-item').filter({ hasText: spam.content.slice(0, 30) })
  await expect(row).toContainText('Spammy')
  await row.getByLabel('Action').selectOption('block')
  await row.getByLabel('Reason').fill('Advertising again and again')
  await row.getByRole('button', { name: 'Apply' }).click()
  await expect(row).toContainText('blocked')

  // Their post from the composer: refused, said so, and not in the feed.
  const page = author.page
  await gotoHydrated(page, '/discover')
  const refusedText = uniqueText('Still selling boards')
  await page.getByLabel('Your surf story').fill(refusedText)
  const posted = statusOfPost(page, /^\/api\/feed$/)
  await page
    .getByRole('form', { name: 'Share a surf story' })
    .getByRole('button', { name: 'Share' })
    .click()
  expect(await posted).toBe(403)
  await expect(page.getByText(BLOCKED, { exact: true })).toBeVisible()
  const feed = await (await page.request.get('/api/feed')).text()
  expect(feed).not.toContain(refusedText)

  // Their comment on someone else's post: refused the same way, and not stored.
  await gotoHydrated(page, `/discover/post/${target.id}`)
  const box = page.getByLabel('Write a comment')
  await box.fill('Buy my boards')
  const commented = statusOfPost(page, new RegExp(`^/api/feed/${target.id}/comments$`))
  await box.press('Enter')
  expect(await commented).toBe(403)
  await expect(page.getByText(BLOCKED, { exact: true }).first()).toBeVisible()
  const comments = await (await page.request.get(`/api/feed/${target.id}/comments`)).text()
  expect(comments).not.toContain('Buy my boards')

  await Promise.all([author.close(), other.close(), context.close()])
})
