// A comment is reported from its own Report button, by keyboard, through the same dialog
// as a post; its author has no such button, and a visitor is asked to sign in.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { adminHeaders } from '../editors/editors-support'
import { gotoHydrated } from '../support/hydrated'
import { sameOrigin } from '../support/origin'
import { expect, test } from '../support/test'
import { postAs, surferInNewContext, uniqueText } from '../feed/feed-support'

async function seriousViolations(page: Page, include: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include(include).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

test('should let a surfer report a comment by keyboard, and ask a visitor to sign in', async ({
  browser,
  request,
  baseURL,
}) => {
  const author = await surferInNewContext({ browser, request, baseURL }, 'Kalani')
  const commenter = await surferInNewContext({ browser, request, baseURL }, 'Moana')
  const reporter = await surferInNewContext({ browser, request, baseURL }, 'Noa')
  const post = await postAs(author.page, { content: uniqueText('Glassy at dawn') })
  const words = uniqueText('Go home, locals only')
  const comment = await commenter.page.request.post(`/api/feed/${post.id}/comments`, {
    data: { content: words },
    headers: sameOrigin(),
  })
  expect(comment.status()).toBe(201)
  const commentId = ((await comment.json()) as { id: number }).id

  // Its author sees no Report button on their own comment.
  await gotoHydrated(commenter.page, `/discover/post/${post.id}`)
  await expect(commenter.page.getByText(words)).toBeVisible()
  await expect(commenter.page.getByRole('button', { name: "Report Moana's comment" })).toHaveCount(
    0,
  )

  // Another surfer reports it with the keyboard alone.
  const page = reporter.page
  await gotoHydrated(page, `/discover/post/${post.id}`)
  const report = page.getByRole('button', { name: "Report Moana's comment" })
  await report.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Report this comment' })
  await expect(dialog).toBeVisible()
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([])
  const spam = dialog.getByRole('radio', { name: 'Spam' })
  await expect(spam).toBeFocused()
  await page.keyboard.press('ArrowDown') // the radio group: Spam → Harassment
  await expect(dialog.getByRole('radio', { name: 'Harassment' })).toBeChecked()
  await page.keyboard.press('Tab')
  await expect(dialog.getByLabel('Note (needed for Other)')).toBeFocused()
  await page.keyboard.type('Telling visitors to leave.')
  await page.keyboard.press('Tab') // Cancel
  await page.keyboard.press('Tab') // Send report
  await expect(dialog.getByRole('button', { name: 'Send report' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(
    page.getByText('Thanks, our editors will take a look', { exact: true }),
  ).toBeVisible()
  await expect(dialog).toBeHidden()

  // The report was stored: the same reporter's second one is a repeat (200, nothing new).
  const again = await page.request.post(`/api/comments/${commentId}/report`, {
    data: { reason: 'spam' },
    headers: sameOrigin(),
  })
  expect(again.status()).toBe(200)
  expect(((await again.json()) as { created: boolean }).created).toBe(false)

  // A visitor sees the button and is asked to sign in, in the spec's words.
  const visitorContext = await browser.newContext({ baseURL })
  await visitorContext.addInitScript(() => sessionStorage.setItem('hasSeenIntro', 'true'))
  const visitor = await visitorContext.newPage()
  await gotoHydrated(visitor, `/discover/post/${post.id}`)
  await visitor.getByRole('button', { name: "Report Moana's comment" }).click()
  await expect(visitor.getByText('Sign in required', { exact: true })).toBeVisible()
  await expect(
    visitor.getByText('Please sign in to report comments', { exact: true }),
  ).toBeVisible()
  await expect(visitor.getByRole('dialog', { name: 'Report this comment' })).toHaveCount(0)

  // An editor hides it: its author still sees it, marked; the reporter no longer sees it.
  const hidden = await request.post('/cms-api/content-reports/decide', {
    headers: await adminHeaders(request),
    data: { kind: 'comment', itemId: commentId, action: 'hide', reason: 'Hostile to visitors' },
  })
  expect(hidden.ok()).toBe(true)
  await gotoHydrated(commenter.page, `/discover/post/${post.id}`)
  const own = commenter.page.getByRole('listitem').filter({ hasText: words })
  await expect(own.getByText('Hidden by moderators', { exact: true })).toBeVisible()
  await gotoHydrated(page, `/discover/post/${post.id}`)
  await expect(page.getByText(words)).toHaveCount(0)

  await Promise.all([author.close(), commenter.close(), reporter.close(), visitorContext.close()])
})
