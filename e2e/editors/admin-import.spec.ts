// Issue 35 item 1 end to end: an editor imports a small GeoJSON file in the admin's "Import spots"
// view by keyboard, reads the results table (one created, one refused with its reason), and a
// visitor finds the new spot by search on the map and on home and opens its report with the OpenStreetMap
// credit. The spot is removed afterwards, so a rerun starts clean.
import { randomUUID } from 'node:crypto'
import { expect, test } from '../support/test'
import { gotoHydrated } from '../support/hydrated'
import { adminHeaders, createEditor, signInToAdmin } from './editors-support'

let made: number[] = []

test.afterEach(async ({ request }) => {
  const headers = await adminHeaders(request)
  for (const id of made) await request.delete(`/cms-api/surf-spots/${id}`, { headers })
  made = []
})

test('an editor imports a GeoJSON file in the admin and a visitor finds the spot on the map and on home', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const name = `Imported Left ${randomUUID().slice(0, 6)}`
  const file = {
    type: 'FeatureCollection',
    features: [
      // In the water off the Portuguese coast north of Figueira da Foz, no known spot within 300 m.
      {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [-8.99, 39.92] },
        properties: { name, breakType: 'reef', skillLevel: 'advanced' },
      },
      // Denver: on land.
      {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [-104.99, 39.74] },
        properties: { name: `Inland ${name}` },
      },
    ],
  }

  await signInToAdmin(page, await createEditor(request, 'importer'))
  // The nav lists the view (a drawer, inert while closed at this width); open it by its address.
  await expect(page.locator('a[href="/admin/import-spots"]')).toHaveText('Import spots')
  await page.goto('/admin/import-spots')
  await expect(page.getByRole('heading', { level: 1, name: 'Import spots' })).toBeVisible()
  await page.getByLabel('GeoJSON file').setInputFiles({
    name: 'spots.geojson',
    mimeType: 'application/geo+json',
    buffer: Buffer.from(JSON.stringify(file)),
  })
  const publish = page.getByLabel(/Publish the spots/)
  await expect(publish).toBeChecked()
  // By keyboard: the checkbox, then the button.
  await publish.focus()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Import' })).toBeFocused()
  await page.keyboard.press('Enter')

  const results = page.getByRole('table')
  // The view's own status (the admin also keeps an empty drag-and-drop live region).
  await expect(page.getByRole('status').filter({ hasText: 'features' })).toContainText(
    '1 created, 1 refused, of 2 features',
    { timeout: 60_000 },
  )
  const created = results.getByRole('row').filter({ hasText: name }).first()
  await expect(created).toContainText('Created')
  const link = created.getByRole('link', { name: `Open ${name}` })
  made.push(Number(/surf-spots\/(\d+)/.exec((await link.getAttribute('href')) ?? '')?.[1]))
  await expect(results.getByRole('row').filter({ hasText: `Inland ${name}` })).toContainText(
    /Refused.*is on land/,
  )
  await expect(page.locator('progress')).toHaveAttribute('value', '2')

  const visitor = await (await browser.newContext()).newPage()
  // On the map: the search finds it though the map had not loaded it, and opens its panel.
  await gotoHydrated(visitor, '/map')
  await visitor.getByRole('combobox', { name: 'Search spots on the map' }).fill(name)
  await visitor
    .getByRole('listbox', { name: 'Spot suggestions' })
    .getByRole('option', { name: new RegExp(name) })
    .click()
  await expect(
    visitor.getByRole('complementary', { name: 'Selected spot' }).getByRole('heading', { name }),
  ).toBeVisible()
  await expect(visitor.getByRole('button', { name: new RegExp(`^${name}: `) })).toBeInViewport()

  // On home (not featured: not in the grid): the search finds it and opens its report.
  await gotoHydrated(visitor, '/')
  const search = visitor.getByLabel('Search surf spots')
  const suggestion = visitor.getByRole('option', { name: new RegExp(name) })
  // Typed again if an island hydrating late reset the box (CI saw it empty after the fill).
  await expect(async () => {
    await search.fill(name)
    await expect(suggestion).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 30_000 })
  await suggestion.click()
  await expect(visitor).toHaveURL(new RegExp(`/spot/${made[0]}/report`))
  await expect(visitor.getByTestId('spot-data-source')).toHaveText(
    'Spot data © OpenStreetMap contributors, ODbL 1.0',
  )
})
