// The feed shows the newest 20 posts; older ones come a page at a time on request.
import type { APIRequestContext, Page } from '@playwright/test'
import { createSurfer, signInAs } from '../support/accounts'
import { gotoHydrated } from '../support/hydrated'
import { expect, test } from '../support/test'
import { postAs, uniqueText } from './feed-support'

/** Posts the texts, oldest first, as two surfers (one may post 20 in 10 minutes). */
async function postMany(page: Page, request: APIRequestContext, texts: string[]): Promise<void> {
  const half = Math.ceil(texts.length / 2)
  for (const [from, name] of [
    [0, 'Ana'],
    [half, 'Ben'],
  ] as const) {
    await signInAs(page, await createSurfer(request, name))
    for (const content of texts.slice(from, from === 0 ? half : undefined))
      await postAs(page, { content })
  }
  await page.context().clearCookies()
}

test('should load the posts older than the first page on request', async ({ page, request }) => {
  test.setTimeout(90_000)
  const tag = uniqueText('Older posts test')
  const label = (n: number) => `${tag} #${String(n).padStart(2, '0')}`
  await postMany(
    page,
    request,
    Array.from({ length: 21 }, (_, i) => label(i + 1)),
  )

  await gotoHydrated(page, '/discover')
  const ours = page.getByRole('article').filter({ hasText: tag })
  await expect(ours).toHaveCount(20)
  await expect(page.getByText(label(21), { exact: true })).toBeVisible()
  await expect(page.getByText(label(1), { exact: true })).toHaveCount(0)

  await page.getByRole('button', { name: 'Load older posts' }).click()
  await expect(page.getByText(label(1), { exact: true })).toBeVisible()
  await expect(ours).toHaveCount(21)
})

test('should say when older posts fail to load and let the visitor try again', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  // More than a page of posts (the e2e database is shared: other specs may have left them).
  const shown = (await (await request.get('/api/feed?limit=21')).json()) as unknown[]
  const tag = uniqueText('Filler post')
  await postMany(
    page,
    request,
    Array.from({ length: 21 - shown.length }, (_, i) => `${tag} ${i}`),
  )
  await gotoHydrated(page, '/discover')
  const more = page.getByRole('button', { name: 'Load older posts' })
  await expect(more).toBeVisible()
  const before = await page.getByRole('article').count()
  await page.route('**/api/feed?before=*', (route) => route.fulfill({ status: 500, body: 'down' }))
  await more.click()
  await expect(page.getByRole('alert')).toHaveText('Failed to load older posts. Please try again.')
  await page.unroute('**/api/feed?before=*')
  await more.click()
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(before)
})
