import type { Page } from '@playwright/test'
import { expect, introTest as test } from '../support/test'

const VIDEO = '**/intro/intro.{webm,mp4}'

/** The clip's requests never answer: the video stays loading, as on a very slow network. */
const stallVideo = (page: Page) => page.route(VIDEO, () => undefined)

/** A fake clock that stands still until the test moves it (a slow page load spends none). */
async function pausedClock(page: Page): Promise<void> {
  const start = new Date('2026-06-01T06:00:00Z')
  await page.clock.install({ time: start })
  await page.clock.pauseAt(new Date(start.getTime() + 1000))
}

test('should send the first visit of a session from home to the intro, and only the first', async ({
  page,
}) => {
  await stallVideo(page)
  await page.goto('/')
  await expect(page).toHaveURL('/intro')
  expect(await page.evaluate(() => sessionStorage.getItem('hasSeenIntro'))).toBe('true')
  await page.goto('/', { waitUntil: 'load' })
  await expect(page.getByRole('navigation', { name: 'Home tabs' })).toBeVisible()
  await expect(page).toHaveURL('/')
})

test('should say "Loading video", show Enter after 1.5 s and the slow message after 3 s', async ({
  page,
}) => {
  await pausedClock(page)
  await stallVideo(page)
  await page.goto('/intro')
  await expect(page.getByText('Loading video')).toBeVisible()
  const enter = page.getByRole('button', { name: 'Enter', exact: true })
  await expect(enter).toBeHidden()
  await page.clock.runFor(1400)
  await expect(enter).toBeHidden()
  await page.clock.runFor(100)
  await expect(enter).toBeVisible()
  await expect(page.getByText('Video is taking a while')).toBeHidden()
  await page.clock.runFor(1500)
  await expect(page.getByText('Video is taking a while')).toBeVisible()
  await expect(page.getByText('Loading video')).toBeHidden()
  await page.getByRole('button', { name: 'Enter App' }).click()
  await expect(page).toHaveURL('/')
})

test('should go home when Enter is pressed', async ({ page }) => {
  await pausedClock(page)
  await stallVideo(page)
  await page.goto('/intro')
  await page.clock.runFor(1500)
  await page.getByRole('button', { name: 'Enter', exact: true }).click()
  await expect(page).toHaveURL('/')
})

test('should play the clip muted and go home when it ends', async ({ page }) => {
  await page.goto('/intro')
  const video = page.locator('video')
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true)
  expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true)
  await expect(page.getByText('Loading video')).toBeHidden()
  await expect(page).toHaveURL('/', { timeout: 20_000 })
})

test('should go home once the clip is within 0.5 s of its end', async ({ page }) => {
  await page.goto('/intro')
  const video = page.locator('video')
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.duration > 0)).toBe(true)
  // Paused, so 'ended' cannot fire: only the near-the-end rule can leave.
  await video.evaluate((v: HTMLVideoElement) => {
    v.pause()
    v.currentTime = v.duration - 0.4
  })
  await expect(page).toHaveURL('/')
})

test('should stay while the clip is more than 0.5 s from its end', async ({ page }) => {
  await page.goto('/intro')
  const video = page.locator('video')
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.duration > 0)).toBe(true)
  await video.evaluate((v: HTMLVideoElement) => {
    v.pause()
    v.currentTime = v.duration - 1.5
  })
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime > 1)).toBe(true)
  await expect(page).toHaveURL('/intro')
})

test('should ask to "Click to play" when autoplay is blocked, and play on the click', async ({
  page,
}) => {
  // The browser refuses the first play() as a blocked autoplay does; the visitor's click is
  // allowed through to the real play().
  await page.addInitScript(() => {
    const realPlay = HTMLMediaElement.prototype.play
    let refused = false
    HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
      if (refused) return realPlay.call(this)
      refused = true
      return Promise.reject(new DOMException('play() needs a user gesture', 'NotAllowedError'))
    }
  })
  const warnings: string[] = []
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()))
  await page.goto('/intro')
  const prompt = page.getByRole('button', { name: 'Click to play' })
  await expect(prompt).toBeVisible()
  expect(warnings.some((w) => w.includes('NotAllowedError') || w.includes('did not start'))).toBe(
    true,
  )
  const video = page.locator('video')
  expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true)
  await prompt.click()
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true)
  await expect(prompt).toBeHidden()
})

test('should say the video failed, then go home after 3 s', async ({ page }) => {
  await pausedClock(page)
  await page.route(VIDEO, (route) => route.abort('failed'))
  await page.goto('/intro')
  await expect(page.getByText('Video failed to load')).toBeVisible()
  await expect(page.getByText('Redirecting to app')).toBeVisible()
  await page.clock.runFor(2900)
  await expect(page).toHaveURL('/intro')
  await page.clock.runFor(100)
  await expect(page).toHaveURL('/')
})
