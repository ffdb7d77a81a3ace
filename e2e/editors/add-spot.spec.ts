// An editor adds a spot with a name and a map click, accepts what the point
// proposes, publishes, and the spot gets conditions: a rated card on home and a report.
import type { Locator, Page } from '@playwright/test'
import { pixelOf } from '../../cms/admin/map-view'
import { gotoHydrated } from '../support/hydrated'
import { expect, test } from '../support/test'
import { createEditor, deleteSpotAsAdmin, signInToAdmin } from './editors-support'
import type { SpotWithCondition } from '../../shared/contracts/conditions'

// In the water off Huntington Beach, California (a real beach break).
const TARGET = { lat: 33.645, lon: -118.0 }
const todayUtc = () => new Date().toISOString().slice(0, 10)

/** Clicks the map at a point, from the view the map says it shows. */
async function clickMapAt(map: Locator, lat: number, lon: number) {
  const view = {
    lat: Number(await map.getAttribute('data-view-lat')),
    lon: Number(await map.getAttribute('data-view-lon')),
    zoom: Number(await map.getAttribute('data-view-zoom')),
    width: 640,
    height: 400,
  }
  const [x, y] = pixelOf(view, lat, lon) ?? [-1, -1]
  if (x < 0 || y < 0 || x > 640 || y > 400) throw new Error(`${lat}, ${lon} is not in the view`)
  const box = await map.boundingBox()
  if (!box) throw new Error('the map is not on screen')
  await map.click({ position: { x: (x * box.width) / 640, y: (y * box.height) / 400 } })
}

const row = (page: Page, label: RegExp) =>
  page.getByRole('table', { name: 'Proposed from the point' }).getByRole('row', { name: label })

let spotId: number | null = null

test.afterEach(async ({ request }) => {
  if (spotId !== null) await deleteSpotAsAdmin(request, spotId)
})

test('should let an editor add a spot from a map click and see it rated within a minute', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(240_000)
  await signInToAdmin(page, await createEditor(request, 'spot-adder'))
  await page.goto('/admin/collections/surf-spots/create')
  const name = `Huntington Test Peak ${Date.now() % 100_000}`
  await page.locator('#field-name').fill(name)
  await page.locator('#field-location').fill('California, USA')
  await page.getByLabel('Break type').selectOption('beach')
  await page.getByLabel('Skill level').selectOption('beginner')

  // The world first: a click near the place, then close in around the marker and click the break.
  const map = page.getByRole('application', { name: /pick the spot's point/ })
  await expect(map.locator('path')).toHaveAttribute('d', /^M/)
  await clickMapAt(map, TARGET.lat, TARGET.lon)
  await page.getByRole('button', { name: 'Centre the map on the marker' }).click()
  // From ~16 km across to ~130 km: the first click was a pixel of the world (~60 km) off.
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Zoom out' }).click()
  await expect(map).toHaveAttribute('data-view-zoom', '8')
  await clickMapAt(map, TARGET.lat, TARGET.lon)
  await expect(page.locator('#field-latitude')).toHaveValue(/^33\.6[45]/)
  await expect(page.locator('#field-longitude')).toHaveValue(/^-11[78]\.99|^-118\.00/)
  await expect(page.locator('#field-slug')).toHaveValue(/^huntington-test-peak-/)

  // Everything else is proposed from the point, each marked until the editor changes it.
  await expect(row(page, /Time zone/)).toContainText('America/Los_Angeles')
  await expect(row(page, /Time zone/)).toContainText('proposed')
  await expect(page.locator('#field-timeZone')).toHaveValue('America/Los_Angeles')
  await expect(page.getByLabel('In the United States')).toBeChecked()
  await expect(page.locator('#field-tideStation')).toHaveValue(/^\d{7}$/)
  // The NWS marine zone, looked up by point (the fake's recording of the checked table).
  await expect(row(page, /NWS marine zone/)).toContainText('PZZ655')
  await expect(page.locator('#field-nwsZone')).toHaveValue('PZZ655')
  await expect(page.locator('#field-nwsOffice')).toHaveValue('LOX')
  await expect(page.locator('#field-beachFacingDegrees')).toHaveValue(/^\d+$/)

  // What is published: the point clicked, the proposals accepted, the choices made.
  await expect(page.getByLabel('Break type')).toHaveValue('beach')
  await expect(page.getByLabel('Skill level')).toHaveValue('beginner')
  await expect(page.locator('#field-latitude')).toHaveValue(/^33\.6[45]/)
  await expect(row(page, /Tide station/)).toContainText('proposed')
  await page.getByRole('button', { name: /publish changes/i }).click()
  await expect(page.getByText(/updated successfully|published/i).first()).toBeVisible()
  await expect(page).toHaveURL(/\/surf-spots\/\d+/)
  spotId = Number(/\/surf-spots\/(\d+)/.exec(page.url())?.[1])

  // Within a minute: conditions, a rated card on home, a report.
  let spot: SpotWithCondition | undefined
  await expect(async () => {
    const response = await request.get(`/api/surf-spots?date=${todayUtc()}`)
    const spots = (await response.json()) as SpotWithCondition[]
    spot = spots.find((s) => s.id === spotId)
    expect(spot?.currentCondition?.conditionRating).toBeTruthy()
  }).toPass({ timeout: 60_000 })
  // Published without an image: it got a drawn one.
  expect(spot?.imageUrl).toBeTruthy()

  const visitor = await context.newPage()
  await gotoHydrated(visitor, '/')
  const card = visitor
    .getByRole('list', { name: 'Surf spots' })
    .getByRole('listitem')
    .filter({ has: visitor.getByRole('heading', { level: 2, name }) })
  await expect(card.getByRole('button', { name: /why this rating/ })).toContainText(
    /EPIC|FIRING|GOOD|RIDEABLE|NOT WORKING/,
  )
  await visitor.goto(`/spot/${spotId}/report`)
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible()
})
