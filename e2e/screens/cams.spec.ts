import type { APIRequestContext } from '@playwright/test'
import { CAM_SEEDS } from '../../cms/seed/data/cams'
import { expect, test } from '../support/test'

type SpotRow = { id: number; name: string; location: string }

async function spots(request: APIRequestContext): Promise<SpotRow[]> {
  return (await (await request.get('/api/surf-spots')).json()) as SpotRow[]
}

test('should list the built-in cam of each of the three cam spots with View Live', async ({
  page,
}) => {
  const all = await spots(page.request)
  expect(CAM_SEEDS).toHaveLength(3)
  for (const cam of CAM_SEEDS) {
    const spot = all.find((s) => s.name === cam.spotName)
    if (!spot) throw new Error(`no spot named ${cam.spotName}`)
    await page.goto(`/spot/${spot.id}/cams`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(spot.name)
    await expect(page.getByText(spot.location, { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { name: cam.title })).toBeVisible()
    await expect(page.getByText(cam.description)).toBeVisible()
    const live = page.getByRole('link', { name: /^View Live/ })
    await expect(live).toHaveAttribute('href', cam.url)
    await expect(live).toHaveAttribute('target', '_blank')
    await expect(live).toHaveAttribute('rel', /\bnoopener\b/)
  }
})

test('should open View Live in a new tab', async ({ page, context }) => {
  const spot = (await spots(page.request)).find((s) => s.name === 'Sayulita')
  if (!spot) throw new Error('no Sayulita')
  // The cam host is outside this offline machine: answer its page locally.
  await context.route('https://www.surfline.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>cam</title>' }),
  )
  await page.goto(`/spot/${spot.id}/cams`)
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: /^View Live/ }).click(),
  ])
  await tab.waitForLoadState()
  expect(tab.url()).toContain('surfline.com')
  expect(await tab.evaluate(() => window.opener)).toBeNull()
})

test('should say "No Cam Available" for a spot without a cam', async ({ page }) => {
  const names = new Set(CAM_SEEDS.map((c) => c.spotName))
  const spot = (await spots(page.request)).find((s) => !names.has(s.name))
  if (!spot) throw new Error('every spot has a cam')
  await page.goto(`/spot/${spot.id}/cams`)
  await expect(page.getByText('No Cam Available')).toBeVisible()
  await expect(page.getByRole('link', { name: /^View Live/ })).toHaveCount(0)
})

test('should say "No surf spot found" for an unknown spot, with a way back', async ({ page }) => {
  const response = await page.goto('/spot/999999/cams')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'No surf spot found' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to Spots' }).click()
  await expect(page).toHaveURL('/')
})
