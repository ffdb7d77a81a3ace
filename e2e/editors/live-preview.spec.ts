// Issue 19 item 1: the real page beside the form, following the draft as the editor types.
import { expect, test } from '../support/test'
import { createBlogDraft, createEditor, signInToAdmin } from './editors-support'

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
