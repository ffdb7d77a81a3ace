// Issue 36 end to end: a visitor picks a coast point on the map, opens "Forecast here", signs in
// from the point's page and proposes it; an editor accepts it in the admin; the new spot is on
// home. The spot and the proposal are removed afterwards, so a rerun starts clean.
import { randomUUID } from 'node:crypto'
import { expect, test } from '../support/test'
import { adminToken, createSurfer } from '../support/accounts'
import { gotoHydrated } from '../support/hydrated'
import { sameOrigin } from '../support/origin'
import { ADMIN, signInToAdmin } from '../editors/editors-support'

// In the water off Muizenberg, False Bay: within 5 km of the coast, no known spot within 300 m.
const POINT = { latitude: -34.11, longitude: 18.47 }

let made: { proposal?: number; spot?: number } = {}

test.afterEach(async ({ request }) => {
  const headers = { authorization: `JWT ${await adminToken(request)}`, ...sameOrigin() }
  if (made.proposal) await request.delete(`/cms-api/spot-proposals/${made.proposal}`, { headers })
  if (made.spot) await request.delete(`/cms-api/surf-spots/${made.spot}`, { headers })
  made = {}
})

test('a point picked on the map becomes a spot on home, proposed by a surfer and accepted by an editor', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const surfer = await createSurfer(request, 'Nomfundo')
  const name = `False Bay Left ${randomUUID().slice(0, 6)}`

  // The visitor: a click on the map, the point typed exactly, then "Forecast here".
  await gotoHydrated(page, '/map')
  const layer = page.getByTestId('map-layer')
  const pointOnScreen = async () => {
    const box = await layer.boundingBox()
    if (!box) throw new Error('the map has no box')
    return {
      x: box.x + ((POINT.longitude + 180) / 360) * box.width,
      y: box.y + ((90 - POINT.latitude) / 180) * box.height,
    }
  }
  // The point to the middle of the window first: below the fold the click would land on
  // whatever covers it (the map's search above it pushes the map down).
  const before = await pointOnScreen()
  await page.evaluate((y) => window.scrollBy(0, y - window.innerHeight / 2), before.y)
  const at = await pointOnScreen()
  await page.mouse.click(at.x, at.y)
  const picker = page.getByTestId('point-picker')
  await expect(picker).toContainText('Point chosen:')
  await picker.getByLabel('Latitude').fill(String(POINT.latitude))
  await picker.getByLabel('Longitude').fill(String(POINT.longitude))
  await picker.getByRole('button', { name: 'Forecast here' }).click()
  await expect(page).toHaveURL(/\/forecast\?lat=-34\.11&lon=18\.47$/)
  await expect(page.getByTestId('computed-point')).toContainText(
    'A computed forecast for a point, not a known spot.',
  )

  // Not signed in: the proposal section sends the visitor to sign in and back to the point.
  const propose = page.getByRole('region', { name: 'Propose this spot' })
  await propose.getByRole('link', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/login\?returnTo=/)
  await page.waitForLoadState('networkidle')
  await page.getByRole('button', { name: 'Sign in with email and password' }).click()
  const dialog = page.getByRole('dialog', { name: 'Sign In' })
  await dialog.getByLabel('Email').fill(surfer.email)
  await dialog.getByLabel('Password').fill(surfer.password)
  await dialog.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/forecast\?lat=-34\.11&lon=18\.47/)

  // Signed in: the form, with the point fixed.
  await expect(propose.getByText('-34.1100, 18.4700')).toBeVisible()
  await propose.getByLabel('Name of the break').fill(name)
  await propose.getByLabel('Break type').selectOption('beach')
  await propose.getByLabel('Skill level').selectOption('beginner')
  await propose.getByRole('button', { name: 'Propose this spot' }).click()
  await expect(propose.getByRole('status')).toContainText(`"${name}" is waiting for an editor`)

  // The editor: the proposal in the admin, accepted.
  const editor = await (await browser.newContext()).newPage()
  await signInToAdmin(editor, ADMIN)
  await editor.goto('/admin/collections/spot-proposals')
  await editor.getByRole('link', { name }).first().click()
  await expect(editor).toHaveURL(/\/spot-proposals\/\d+/)
  made.proposal = Number(/\/spot-proposals\/(\d+)/.exec(editor.url())?.[1])
  await editor.locator('#field-status').click()
  await editor.locator('.rs__option', { hasText: 'Accepted' }).click()
  await editor.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(editor.getByText(/updated successfully/i).first()).toBeVisible()

  // The spot it published, credited to the surfer; then on home once rated.
  let spotId = 0
  await expect(async () => {
    const response = await request.get(`/cms-api/spot-proposals/${made.proposal}?depth=0`, {
      headers: { authorization: `JWT ${await adminToken(request)}` },
    })
    const doc = (await response.json()) as { status: string; spot?: number | null }
    expect(doc.status).toBe('accepted')
    spotId = Number(doc.spot)
    expect(spotId).toBeGreaterThan(0)
  }).toPass({ timeout: 30_000 })
  made.spot = spotId

  const visitor = await (await browser.newContext()).newPage()
  await expect(async () => {
    await gotoHydrated(visitor, '/')
    const card = visitor
      .getByRole('list', { name: 'Surf spots' })
      .getByRole('listitem')
      .filter({ has: visitor.getByRole('heading', { level: 2, name }) })
    await expect(card).toHaveCount(1, { timeout: 1_000 })
    await expect(card.getByRole('button', { name: /why this rating/ })).toContainText(
      /EPIC|FIRING|GOOD|RIDEABLE|NOT WORKING/,
      { timeout: 1_000 },
    )
  }).toPass({ timeout: 90_000, intervals: [3_000] })
})
