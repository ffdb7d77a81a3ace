// Two signed-in browsers on the feed: what one does, the other sees without reloading.
import type { Page } from '@playwright/test'
import { gotoHydrated } from '../support/hydrated'
import { expect, test } from '../support/test'
import { postAs, spotIdByName, surferInNewContext, tinyPng, uniqueText } from './feed-support'

/** Opens a feed page and waits until its socket is connected, so no event is missed. */
async function openLive(page: Page, path: string): Promise<void> {
  await gotoHydrated(page, path)
  await expect(page.locator('[data-live="on"]')).toBeVisible()
}

const postCard = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text })

test('should show a post with an image in another browser without a reload', async ({
  browser,
  request,
  baseURL,
}) => {
  const a = await surferInNewContext({ browser, request, baseURL }, 'Alana')
  const b = await surferInNewContext({ browser, request, baseURL }, 'Bodhi')
  await openLive(a.page, '/discover')
  await openLive(b.page, '/?tab=discover')
  const text = uniqueText('Dawn patrol, glassy and overhead')

  await a.page.getByLabel('Your surf story').fill(text)
  await a.page.getByLabel('Photo or video').setInputFiles({
    name: 'wave.png',
    mimeType: 'image/png',
    buffer: await tinyPng(),
  })
  await a.page
    .getByRole('form', { name: 'Share a surf story' })
    .getByRole('button', { name: 'Share' })
    .click()
  await expect(
    a.page.getByText('Your surf story has been shared with the community!', { exact: true }),
  ).toBeVisible()
  await expect(a.page.getByLabel('Your surf story')).toHaveValue('')

  const seenByB = postCard(b.page, text)
  await expect(seenByB).toBeVisible()
  await expect(seenByB.getByText('Alana', { exact: true })).toBeVisible()
  await expect(seenByB.getByRole('img', { name: 'Post photo' })).toBeVisible()
  await expect(b.page.getByText('New post from Alana')).toBeAttached()
  await Promise.all([a.close(), b.close()])
})

test('should show the like and the comment of another browser live', async ({
  browser,
  request,
  baseURL,
}) => {
  const a = await surferInNewContext({ browser, request, baseURL }, 'Alana')
  const b = await surferInNewContext({ browser, request, baseURL }, 'Bodhi')
  const text = uniqueText('Offshore all day')
  await postAs(a.page, { content: text })
  await openLive(a.page, '/discover')
  await openLive(b.page, '/discover')

  const bCard = postCard(b.page, text)
  await bCard.getByRole('button', { name: 'Like (0)' }).click()
  await expect(bCard.getByRole('button', { name: 'Like (1)' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  const aCard = postCard(a.page, text)
  // A sees the count, but the heart stays A's own: not pressed.
  await expect(aCard.getByRole('button', { name: 'Like (1)' })).toHaveAttribute(
    'aria-pressed',
    'false',
  )

  await bCard.getByRole('button', { name: 'Comments (0)' }).click()
  await expect(bCard.getByText('No comments yet. Be the first to comment!')).toBeVisible()
  await bCard.getByLabel('Write a comment').fill('Saw you out there, epic wave!')
  await bCard.getByLabel('Write a comment').press('Enter')
  await expect(bCard.getByLabel('Write a comment')).toHaveValue('')
  await expect(b.page.getByText('Comment added', { exact: true })).toBeVisible()

  await expect(aCard.getByRole('button', { name: 'Comments (1)' })).toBeVisible()
  await aCard.getByRole('button', { name: 'Comments (1)' }).click()
  await expect(aCard.getByText('Saw you out there, epic wave!')).toBeVisible()
  await Promise.all([a.close(), b.close()])
})

test('should show an edit and a delete in another browser', async ({
  browser,
  request,
  baseURL,
}) => {
  const a = await surferInNewContext({ browser, request, baseURL }, 'Alana')
  const b = await surferInNewContext({ browser, request, baseURL }, 'Bodhi')
  const spotId = await spotIdByName(request, 'Banzai Pipeline')
  const text = uniqueText('Pipe was heavy')
  await postAs(a.page, { content: text, location: 'Banzai Pipeline, Oahu' })
  await openLive(a.page, '/discover')
  await openLive(b.page, '/discover')

  const aCard = postCard(a.page, text)
  await aCard.getByRole('button', { name: 'Post options' }).click()
  await expect(a.page.getByRole('menuitem', { name: 'Delete post' })).toHaveCount(0)
  await a.page.getByRole('menuitem', { name: 'Edit post' }).click()
  const form = a.page.getByRole('form', { name: 'Edit post' })
  await expect(form.getByLabel('Post text')).toHaveValue(text)
  await expect(form.getByRole('combobox', { name: 'Location' })).toHaveValue(
    'Banzai Pipeline, Oahu',
  )
  const edited = `${text} (edited)`
  await form.getByLabel('Post text').fill(edited)
  await form.getByRole('button', { name: 'Save Changes' }).click()
  await expect(a.page.getByText('Post updated', { exact: true })).toBeVisible()
  await expect(postCard(b.page, edited)).toBeVisible()

  await openLive(a.page, `/spot/${spotId}/posts`)
  const onSpot = postCard(a.page, edited)
  await onSpot.getByRole('button', { name: 'Post options' }).click()
  a.page.once('dialog', (dialog) => void dialog.accept())
  await a.page.getByRole('menuitem', { name: 'Delete post' }).click()
  await expect(a.page.getByText('Your post has been deleted', { exact: true })).toBeVisible()
  await expect(postCard(b.page, edited)).toHaveCount(0)
  await Promise.all([a.close(), b.close()])
})
