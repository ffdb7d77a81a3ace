// Helpers for the feed specs: a second signed-in browser, a real PNG, posts made through the API.
import { test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import sharp from 'sharp'
import type { FeedPost } from '../../shared/contracts/feed'
import { createSurfer, signInAs, type Surfer } from '../support/accounts'

/** A signed-in surfer in a browser context of their own (their own cookies and socket). */
export async function surferInNewContext(
  { browser, request, baseURL }: { browser: Browser; request: APIRequestContext; baseURL?: string },
  firstName: string,
): Promise<{ page: Page; surfer: Surfer; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL })
  await context.addInitScript(() => sessionStorage.setItem('hasSeenIntro', 'true'))
  const page = await context.newPage()
  const surfer = await createSurfer(request, firstName)
  await signInAs(page, surfer)
  return { page, surfer, close: () => context.close() }
}

/** A small real PNG (a teal square) made for the test. */
export function tinyPng(): Promise<Buffer> {
  return sharp({ create: { width: 16, height: 16, channels: 3, background: '#0e7490' } })
    .png()
    .toBuffer()
}

/** Posts through POST /api/feed as the page's signed-in user. */
export async function postAs(
  page: Page,
  fields: { content: string; location?: string; spotId?: number },
): Promise<FeedPost> {
  const multipart: Record<string, string> = { content: fields.content }
  if (fields.location) multipart.location = fields.location
  if (fields.spotId) multipart.spotId = String(fields.spotId)
  // A form POST must name its origin (Astro refuses cross-site form submissions).
  const origin = new URL(test.info().project.use.baseURL ?? '').origin
  const response = await page.request.post('/api/feed', { multipart, headers: { origin } })
  if (!response.ok()) throw new Error(`post: ${response.status()} ${await response.text()}`)
  return (await response.json()) as FeedPost
}

/** A seeded spot's id by its name. */
export async function spotIdByName(request: APIRequestContext, name: string): Promise<number> {
  const spots = (await (await request.get('/api/surf-spots')).json()) as {
    id: number
    name: string
  }[]
  const spot = spots.find((s) => s.name === name)
  if (!spot) throw new Error(`no spot named ${name}`)
  return spot.id
}

/** A text no other test posts, so a spec finds its own post among everyone's. */
export function uniqueText(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
}
