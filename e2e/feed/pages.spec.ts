// The single post page, the spot posts page and what visitors are asked to do.
import { createSurfer, signInAs } from '../support/accounts'
import { gotoHydrated } from '../support/hydrated'
import { sameOrigin } from '../support/origin'
import { expect, test } from '../support/test'
import { postAs, spotIdByName, uniqueText } from './feed-support'

test('should show a single post with its comments open and typed as an article', async ({
  page,
  request,
}) => {
  await signInAs(page, await createSurfer(request, 'Dane'))
  const text = uniqueText('Single post test, long lefts')
  const post = await postAs(page, { content: text })
  await page.request.post(`/api/feed/${post.id}/comments`, {
    data: { content: 'Looks fun' },
    headers: sameOrigin(),
  })

  await page.context().clearCookies()
  await gotoHydrated(page, `/discover/post/${post.id}`)
  await expect(page.getByRole('article')).toHaveCount(1)
  await expect(page.getByRole('article').getByText(text)).toBeVisible()
  await expect(page.getByText('Looks fun')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Sign in to comment' })).toHaveAttribute(
    'href',
    '/login',
  )
  await expect(page.getByRole('link', { name: 'Back to Feed' })).toHaveAttribute(
    'href',
    '/?tab=discover',
  )
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    new RegExp(text.slice(0, 20)),
  )
})

test('should answer 404 for an unknown post', async ({ page }) => {
  const response = await page.goto('/discover/post/987654321')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Wave not found' })).toBeVisible()
})

test('should list the posts of a spot by id or by name in the location', async ({
  page,
  request,
}) => {
  await signInAs(page, await createSurfer(request, 'Eli'))
  const spotId = await spotIdByName(request, 'Waimea Bay')
  const byId = await postAs(page, { content: uniqueText('By spot id'), spotId })
  const byName = await postAs(page, { content: uniqueText('By name'), location: 'waimea bay' })
  const other = await postAs(page, { content: uniqueText('Elsewhere'), location: 'Malibu' })

  await gotoHydrated(page, `/spot/${spotId}/posts`)
  await expect(page.getByRole('heading', { level: 1, name: 'Waimea Bay' })).toBeVisible()
  await expect(page.getByText(byId.content)).toBeVisible()
  await expect(page.getByText(byName.content)).toBeVisible()
  await expect(page.getByText(other.content)).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Back to Spots' })).toHaveAttribute(
    'href',
    '/?tab=conditions',
  )

  const card = page.getByRole('article').filter({ hasText: byName.content })
  await card.getByRole('button', { name: 'Post options' }).click()
  await expect(page.getByRole('menuitem', { name: 'Edit post' })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: 'Delete post' })).toBeVisible()
  await page.keyboard.press('Escape')
  await card.getByRole('button', { name: 'Post options' }).click()
  await page.getByRole('menuitem', { name: 'Edit post' }).click()
  await card.getByLabel('Post text').fill(`${byName.content} edited`)
  await card.getByRole('button', { name: 'Save Changes' }).click()
  await expect(
    page.getByText('Your post has been updated successfully', { exact: true }),
  ).toBeVisible()
  await expect(page.getByText(`${byName.content} edited`)).toBeVisible()
})

test('should show the empty state of a spot with no posts', async ({ page, request }) => {
  const spotId = await spotIdByName(request, 'Tsurigasaki Beach (Ichinomiya)')
  await gotoHydrated(page, `/spot/${spotId}/posts`)
  await expect(
    page.getByRole('heading', { name: 'No posts yet for Tsurigasaki Beach (Ichinomiya)' }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Share Your Story' })).toHaveAttribute(
    'href',
    '/?tab=discover',
  )
})

test('should hide the composer from visitors and ask them to sign in to like', async ({
  page,
  request,
}) => {
  const surfer = await createSurfer(request, 'Fin')
  await signInAs(page, surfer)
  const text = uniqueText('Visitor prompt post')
  await postAs(page, { content: text })
  await page.context().clearCookies()

  await gotoHydrated(page, '/discover')
  await expect(page.getByLabel('Your surf story')).toHaveCount(0)
  const card = page.getByRole('article').filter({ hasText: text })
  await card.getByRole('button', { name: /^Like/ }).click()
  await expect(page.getByText('Sign in required', { exact: true })).toBeVisible()
  await expect(page.getByText('Please sign in to like posts', { exact: true })).toBeVisible()
  await card.getByRole('button', { name: /^Comments/ }).click()
  await expect(page.getByText('Please sign in to comment on posts', { exact: true })).toBeVisible()
  await expect(card.getByRole('button', { name: /^Comments/ })).toHaveAttribute(
    'aria-expanded',
    'false',
  )
  await expect(card.getByRole('button', { name: 'Post options' })).toHaveCount(0)
})
