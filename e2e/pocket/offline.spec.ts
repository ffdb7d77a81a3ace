// Installable and offline (docs/offline.md): the service worker keeps a
// favourite's report, which opens offline with the banner; pages it has not kept show the
// offline page; posting and liking offline say they need a connection.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { createSurfer, signInAs } from '../support/accounts'
import { gotoHydrated } from '../support/hydrated'
import { sameOrigin } from '../support/origin'
import { expect, test } from '../support/test'
import { postAs, spotIdByName, uniqueText } from '../feed/feed-support'

const BANNER = /^Offline: conditions from (less than a minute|\d+ min|\d+ h|\d+ d) ago$/

async function seriousViolations(page: Page, exclude?: string): Promise<string[]> {
  const axe = new AxeBuilder({ page })
  const results = await (exclude ? axe.exclude(exclude) : axe).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** Waits until the service worker controls the page (it claims open pages once active). */
async function waitForWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready)
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}

test('should offer an installable manifest with the usual icons', async ({ page, request }) => {
  await page.goto('/')
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  const manifest = (await (await request.get(href ?? '')).json()) as {
    name: string
    start_url: string
    theme_color: string
    icons: { src: string; sizes: string; purpose: string }[]
  }
  expect(manifest).toMatchObject({ name: 'Firing', start_url: '/', theme_color: '#0e7490' })
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ])
  for (const icon of manifest.icons) {
    const answer = await request.get(icon.src)
    expect(answer.headers()['content-type'], icon.src).toBe('image/png')
  }
  const touch = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')
  expect((await request.get(touch ?? '')).ok()).toBe(true)
})

test("should open a favourite's report offline with the banner, and the offline page elsewhere", async ({
  page,
  context,
}) => {
  await signInAs(page, await createSurfer(page.request, 'Ola'))
  const spotId = await spotIdByName(page.request, 'Rincon')
  const favorite = await page.request.patch(`/api/surf-spots/${spotId}/favorite`, {
    data: { isFavorite: true },
    headers: sameOrigin(),
  })
  expect(favorite.ok()).toBe(true)

  await gotoHydrated(page, '/')
  await waitForWorker(page)
  await expect(page.locator('#offline-banner')).toBeHidden()
  // A navigation the worker sees: it keeps the favourites' reports (never visited here).
  await gotoHydrated(page, '/')
  await page.waitForFunction(async (path) => {
    const cache = await caches.open('firing-favorite-reports')
    return (await cache.match(path)) !== undefined
  }, `/spot/${spotId}/report`)
  // Nothing of the API or the session is kept.
  const kept = await page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url)
    }
    return urls
  })
  expect(kept.filter((url) => /\/api\/|\/admin|\/cms-api/.test(url))).toEqual([])

  await context.setOffline(true)
  await page.goto(`/spot/${spotId}/report`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Rincon')
  await expect(page.locator('#offline-banner')).toBeVisible()
  await expect(page.locator('#offline-banner')).toHaveText(BANNER)
  expect(await seriousViolations(page)).toEqual([])

  await page.goto('/who-we-are')
  await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await context.setOffline(false)
})

test('should say posting and liking need a connection when offline, keeping the draft', async ({
  page,
  context,
}) => {
  await signInAs(page, await createSurfer(page.request, 'Nalu'))
  await postAs(page, { content: uniqueText('Offline like target') })
  await gotoHydrated(page, '/discover')
  await context.setOffline(true)

  const story = page.getByLabel('Your surf story')
  await story.fill('Glassy at dawn, written on the beach')
  await page
    .getByRole('form', { name: 'Share a surf story' })
    .getByRole('button', { name: 'Share' })
    .click()
  await expect(page.getByText('No connection').first()).toBeVisible()
  await expect(page.getByText(/need a connection\. Nothing was sent/).first()).toBeVisible()
  await expect(story).toHaveValue('Glassy at dawn, written on the beach')

  // The post's toast has gone (5 s): the one now showing is the like's.
  await expect(page.getByText('No connection')).toHaveCount(0, { timeout: 15_000 })
  await page
    .getByRole('button', { name: /^Like \(/ })
    .first()
    .click()
  await expect(page.getByText('No connection').first()).toBeVisible()
  await expect(page.getByRole('button', { name: /^Like \(/ }).first()).toHaveAccessibleName(
    'Like (0)',
  )
  await context.setOffline(false)
})

test('should render the API reference on /developers with the licence and limits', async ({
  page,
}) => {
  const blocked: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text())
  })
  const outside: string[] = []
  const own = sameOrigin().origin
  page.on('request', (request) => {
    if (!/^(data|blob):/.test(request.url()) && new URL(request.url()).origin !== own)
      outside.push(request.url())
  })
  await page.goto('/developers')
  await expect(page.getByRole('heading', { name: 'Developers', level: 1 })).toBeVisible()
  await expect(page.getByText(/CC BY 4\.0/).first()).toBeVisible()
  await expect(page.getByText(/requests a minute per client/)).toBeVisible()
  // Scalar's rendering of /api/openapi.json: an operation's summary from the route list.
  await expect(page.getByText('Spots per rating on a date').first()).toBeVisible({
    timeout: 30_000,
  })
  expect(blocked).toEqual([])
  expect(outside).toEqual([])
  // Our part of the page; Scalar's rendering (thousands of nodes) is its own project's to check.
  expect(await seriousViolations(page, '#api-reference')).toEqual([])
})
