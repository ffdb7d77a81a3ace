// Issue 35 item 4 end to end: with more spots loaded than CLUSTER_ABOVE, the map gathers nearby
// markers into clusters named by their count per rating (never by colour alone), loads a zoomed
// view's spots by its bounds, and a cluster activated zooms in and splits. Eighty spots are
// imported (published, not featured) along the coast of Senegal to Western Sahara, where no
// seeded spot is, 10 km apart; they are removed afterwards.
import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { coastPoints } from '../../cms/conditions/geo/coast-vertices'
import { SpotImportProgress, SpotImportQueued } from '../../shared/contracts/spot-import'
import { adminHeaders } from '../editors/editors-support'
import { deleteSpot } from '../support/conditions'
import { gotoHydrated } from '../support/hydrated'
import { expect, test } from '../support/test'

const made: number[] = []
const TAG = `E2E Cluster Reef ${randomUUID().slice(0, 6)}`

test.afterAll(async ({ request }) => {
  for (const id of made.splice(0)) await deleteSpot(request, id)
})

const clusters = (page: Page) => page.getByTestId('map-cluster')
const ourMarkers = (page: Page) => page.getByRole('button', { name: new RegExp(`^${TAG} \\d+: `) })

/** Each cluster's name: its count, and that many spots told by rating ('3 GOOD, 9 RIDEABLE'). */
async function clusterNames(page: Page): Promise<{ count: number; parts: number }[]> {
  const names = await clusters(page).evaluateAll((els) =>
    els.map((el) => el.getAttribute('aria-label') ?? ''),
  )
  return names.map((name) => {
    const match = /^(\d+) spots: (.+)\. Zoom in$/.exec(name)
    if (!match) throw new Error(`a cluster named "${name}"`)
    const parts = match[2]!
      .split(', ')
      .map((part) =>
        Number(/^(\d+) (EPIC|FIRING|GOOD|RIDEABLE|NOT WORKING|unknown)$/.exec(part)?.[1]),
      )
    return { count: Number(match[1]), parts: parts.reduce((a, b) => a + b, 0) }
  })
}

test('the map clusters a crowded view by rating, and a cluster activated zooms in and splits', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000)
  const points = coastPoints(80, [], {
    within: { west: -18, south: 12, east: -12, north: 28 },
    apartKm: 10,
  })
  const features = points.map((coordinates, i) => ({
    type: 'Feature',
    geometry: { type: 'Point', coordinates },
    properties: { name: `${TAG} ${i}` },
  }))
  const headers = await adminHeaders(request)
  const queued = await request.post('/api/admin/spots/import', {
    headers,
    data: { features: { type: 'FeatureCollection', features }, publish: true },
  })
  expect(queued.status()).toBe(202)
  const { statusUrl } = SpotImportQueued.parse(await queued.json())
  let progress = SpotImportProgress.parse(await (await request.get(statusUrl, { headers })).json())
  await expect
    .poll(
      async () => {
        progress = SpotImportProgress.parse(
          await (await request.get(statusUrl, { headers })).json(),
        )
        return progress.state
      },
      { timeout: 120_000, intervals: [1_000] },
    )
    .toBe('finished')
  for (const r of progress.results) if (r.status === 'created' && r.id) made.push(r.id)
  // Enough to cross CLUSTER_ABOVE (100) with the 49 featured spots.
  expect(made.length).toBeGreaterThan(60)

  await gotoHydrated(page, '/map')
  // The world view draws the featured spots only (49: no cluster); none of ours yet.
  await expect(page.getByLabel('Zoom level')).toHaveText('100%')
  await expect(clusters(page)).toHaveCount(0)
  await expect(ourMarkers(page)).toHaveCount(0)

  // The search finds one in the middle of the grid and flies there: that view's spots load.
  await page.getByRole('combobox', { name: 'Search spots on the map' }).fill(`${TAG} 25`)
  await page
    .getByRole('listbox', { name: 'Spot suggestions' })
    .getByRole('option', { name: new RegExp(`${TAG} 25`) })
    .click()
  await expect(page.getByLabel('Zoom level')).toHaveText('400%')
  await expect.poll(async () => ourMarkers(page).count(), { timeout: 15_000 }).toBeGreaterThan(10)

  // Two steps out, the grid's markers (19 px apart or less) gather into clusters.
  const zoomOut = page.getByRole('button', { name: 'Zoom out' })
  await zoomOut.click()
  await zoomOut.click()
  await expect.poll(async () => clusters(page).count(), { timeout: 15_000 }).toBeGreaterThan(0)
  // Each cluster names its spots by rating, and the parts add up to its count.
  for (const { count, parts } of await clusterNames(page)) {
    expect(count).toBeGreaterThan(1)
    expect(parts).toBe(count)
  }
  // Nothing is lost to a cluster: every spot loaded is drawn, alone or counted in one.
  const names = await clusterNames(page)
  const lone = await page.getByTestId('map-layer').getByRole('button').count()
  const inClusters = names.reduce((n, c) => n + c.count, 0)
  expect(lone - names.length + inClusters).toBeGreaterThanOrEqual(49 + made.length)

  // The cluster in the middle of the view (ours: no seeded spot is near) zooms in when activated
  // by keyboard, and splits into more, smaller clusters or lone markers.
  const before = { clusters: names.length, ours: await ourMarkers(page).count() }
  const zoomBefore = await page.getByLabel('Zoom level').textContent()
  const middle = await nearestToCentre(page)
  await clusters(page).nth(middle).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByLabel('Zoom level')).not.toHaveText(zoomBefore ?? '')
  await expect
    .poll(async () => (await clusters(page).count()) + (await ourMarkers(page).count()), {
      timeout: 15_000,
    })
    .toBeGreaterThan(before.clusters + before.ours)
})

/** The index of the cluster nearest to the map's centre. */
async function nearestToCentre(page: Page): Promise<number> {
  const box = await page.getByRole('region', { name: 'World map of surf spots' }).boundingBox()
  if (!box) throw new Error('the map has no box')
  const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2]
  const boxes = await clusters(page).evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect()
      return [r.x + r.width / 2, r.y + r.height / 2] as const
    }),
  )
  let best = 0
  boxes.forEach(([x, y], i) => {
    const [bx, by] = boxes[best] ?? [0, 0]
    if (Math.hypot(x - cx, y - cy) < Math.hypot(bx - cx, by - cy)) best = i
  })
  return best
}
