// The real page beside the form, following the draft as the editor types.
import { expect, test } from '../support/test'
import {
  createBlogDraft,
  createEditor,
  createSpotDraft,
  deleteSpotAsAdmin,
  signInToAdmin,
} from './editors-support'

test('should show an editor the draft change in the live preview as they type', async ({
  page,
  request,
}) => {
  const editor = await createEditor(request, 'live-preview')
  const id = await createBlogDraft(request, 'Live Preview Reef Story')
  await signInToAdmin(page, editor)

  await page.goto(`/admin/collections/blog-entries/${id}`)
  await page.getByRole('button', { name: 'Live Preview' }).click()
  const frame = page.frameLocator('iframe[src*="preview="]')
  await expect(frame.getByText('unpublished draft')).toBeVisible({ timeout: 30_000 })
  await expect(frame.getByRole('heading', { name: 'Live Preview Reef Story' })).toBeVisible()

  // Typing only: autosave stores the draft, the admin tells the page, the page renders again.
  await page.locator('#field-title').fill('Live Preview Reef Story, Rewritten')
  await expect(
    frame.getByRole('heading', { name: 'Live Preview Reef Story, Rewritten' }),
  ).toBeVisible({ timeout: 20_000 })

  // The three device sizes are offered.
  await page.locator('.live-preview-toolbar-controls__breakpoint button').first().click()
  for (const size of ['Mobile', 'Tablet', 'Desktop'])
    await expect(page.getByRole('button', { name: size })).toBeVisible()

  // Visitors still see nothing of the draft.
  const visitor = await page.context().newPage()
  await visitor.goto('/blog')
  await expect(visitor.getByText('Live Preview Reef Story')).toHaveCount(0)
})

test("should show an editor a spot draft's change in the live preview as they type, by autosave", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const problems: string[] = []
  page.on('console', (message) => {
    if (/content[- ]security[- ]policy|frame-ancestors|refused to frame/i.test(message.text()))
      problems.push(message.text())
  })
  const editor = await createEditor(request, 'spot-preview')
  const name = `Live Draft Point ${Date.now().toString(36)}`
  const id = await createSpotDraft(request, name)
  await signInToAdmin(page, editor)

  await page.goto(`/admin/collections/surf-spots/${id}`)
  await page.getByRole('button', { name: 'Live Preview' }).click()
  const frame = page.frameLocator('iframe[src*="preview="]')
  await expect(frame.getByText('unpublished draft')).toBeVisible({ timeout: 30_000 })
  await expect(frame.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(frame.getByRole('heading', { name: 'Spot Bio' })).toBeVisible()

  // Typing only, no Save Draft: autosave stores the draft, the admin tells the page, and the page
  // renders again from the stored draft. Emptying the bio takes its whole section away, which
  // only a new render of the page can do.
  const autosaved = page.waitForResponse(
    (r) =>
      r.request().method() === 'PATCH' &&
      r.url().includes(`/surf-spots/${id}`) &&
      new URL(r.url()).searchParams.get('autosave') === 'true',
  )
  await page.locator('#field-name').fill(`${name} Renamed`)
  await page.locator('#field-description').fill('')
  expect((await autosaved).ok()).toBe(true)
  await expect(frame.getByRole('heading', { level: 1, name: `${name} Renamed` })).toBeVisible({
    timeout: 20_000,
  })
  await expect(frame.getByRole('heading', { name: 'Spot Bio' })).toHaveCount(0, {
    timeout: 20_000,
  })
  expect(problems).toEqual([])

  // Visitors still have no such spot.
  const context = await browser.newContext({ baseURL })
  const visitor = await context.newPage()
  const answer = await visitor.goto(`/spot/${id}/report`)
  expect(answer?.status()).toBe(404)
  await expect(visitor.getByText(name)).toHaveCount(0)
  await context.close()
  await deleteSpotAsAdmin(request, id)
})
