// Sharing a post (the share sheet, else the clipboard) and the video link preview
// (skeleton, then card; the thumbnail steps down on a failed load).
import type { APIRequestContext, Page } from '@playwright/test'
import sharp from 'sharp'
import { createSurfer, signInAs } from '../support/accounts'
import { gotoHydrated } from '../support/hydrated'
import { expect, test } from '../support/test'
import { postAs, uniqueText } from './feed-support'

type Recorded = { shared?: ShareData; copied?: string }
declare global {
  interface Window {
    recorded: Recorded
  }
}

/** A post by a fresh surfer; the page is then a visitor's again. */
async function aPost(page: Page, request: APIRequestContext, content: string) {
  await signInAs(page, await createSurfer(request, 'Noa'))
  const post = await postAs(page, { content })
  await page.context().clearCookies()
  return post
}

test('should hand the post link to the share sheet with its title', async ({ page, request }) => {
  await page.addInitScript(() => {
    window.recorded = {}
    navigator.share = async (data?: ShareData) => {
      window.recorded.shared = data
    }
  })
  const post = await aPost(page, request, uniqueText('Share sheet test'))
  await gotoHydrated(page, `/discover/post/${post.id}`)
  await page.getByRole('button', { name: 'Share' }).click()
  await expect
    .poll(() => page.evaluate(() => window.recorded.shared))
    .toEqual({
      title: 'Check out this surf post',
      url: `${new URL(page.url()).origin}/discover/post/${post.id}`,
    })
})

test('should copy the post link when there is no share sheet', async ({ page, request }) => {
  await page.addInitScript(() => {
    window.recorded = {}
    Object.defineProperty(navigator, 'share', { value: undefined })
    navigator.clipboard.writeText = async (text: string) => {
      window.recorded.copied = text
    }
  })
  const post = await aPost(page, request, uniqueText('Clipboard test'))
  await gotoHydrated(page, `/discover/post/${post.id}`)
  await page.getByRole('button', { name: 'Share' }).click()
  await expect(page.getByText('Link copied!')).toBeVisible()
  expect(await page.evaluate(() => window.recorded.copied)).toBe(
    `${new URL(page.url()).origin}/discover/post/${post.id}`,
  )
})

test('should preview a video link and step the thumbnail down when one fails', async ({
  page,
  request,
}) => {
  const videoId = 'eiHXASgRTcA'
  const expected = (await (await request.get(`/api/youtube-metadata/${videoId}`)).json()) as {
    title: string
    channelTitle: string
  }
  const jpeg = await sharp({
    create: { width: 8, height: 6, channels: 3, background: '#0e7490' },
  })
    .jpeg()
    .toBuffer()
  const asked: string[] = []
  // The video host's thumbnails: standard and medium are missing for this video, high exists.
  await page.route('https://i.ytimg.com/**', (route) => {
    const url = route.request().url()
    asked.push(url.split('/').at(-1) ?? '')
    return url.endsWith('/hqdefault.jpg')
      ? route.fulfill({ body: jpeg, contentType: 'image/jpeg' })
      : route.fulfill({ status: 404, body: '' })
  })
  const post = await aPost(
    page,
    request,
    `${uniqueText('Video test')} https://www.youtube.com/watch?v=${videoId}`,
  )
  await gotoHydrated(page, `/discover/post/${post.id}`)
  const card = page.getByTestId('video-preview')
  await expect(card).toContainText(expected.title)
  await expect(card).toContainText(expected.channelTitle)
  await expect(card).toHaveAttribute('href', `https://www.youtube.com/watch?v=${videoId}`)
  await expect(card.locator('img')).toHaveAttribute('src', /\/hqdefault\.jpg$/)
  // The src changes before the browser asks for it: wait for the request, not just the attribute.
  await expect.poll(() => asked).toEqual(['sddefault.jpg', 'mqdefault.jpg', 'hqdefault.jpg'])
})

test("should say 'YouTube Video' by 'YouTube' when the video's details cannot be had", async ({
  page,
  request,
}) => {
  await page.route('https://i.ytimg.com/**', (route) => route.fulfill({ status: 404, body: '' }))
  // The fake video host answers 404 for ids starting with 'missing'.
  const post = await aPost(
    page,
    request,
    `${uniqueText('Missing video test')} https://youtu.be/missing1234`,
  )
  await gotoHydrated(page, `/discover/post/${post.id}`)
  const card = page.getByTestId('video-preview')
  await expect(card).toContainText('YouTube Video')
  await expect(card).toContainText('YouTube')
  // Every thumbnail failed: the card keeps its words and drops the picture.
  await expect(card.locator('img')).toHaveCount(0)
})
