// In Chromium: a first start with no sign-in provider, its first refresh held back
// (tests/support/held-upstream.ts). /login offers only email sign-in, home says "Rating the
// spots…" and shows the spots by itself once they are rated, and a signed-out page logs no error.
import type { ConsoleMessage } from '@playwright/test'
import {
  heldFirstStartEnv,
  startHeldUpstream,
  type HeldUpstream,
} from '../../tests/support/held-upstream'
import { startOwnDatabaseServer, type OwnDatabaseServer } from '../../tests/support/own-database'
import { expect, test } from '../support/test'

let upstream: HeldUpstream
let own: OwnDatabaseServer

test.beforeAll(async () => {
  test.setTimeout(240_000)
  upstream = await startHeldUpstream()
  own = await startOwnDatabaseServer('e2e-first-start', { env: heldFirstStartEnv(upstream) })
  await upstream.reached
})

test.afterAll(async () => {
  upstream?.open()
  await own?.stop()
  await upstream?.close()
})

test('should offer only email sign-in on /login when no provider is set up', async ({ page }) => {
  await page.goto(`${own.server.url}/login`)
  await expect(page.getByRole('heading', { name: 'Sign In', level: 1 })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Sign in with email and password' })).toBeVisible()
  await expect(
    page.getByRole('link', { name: 'Continue with a code-hosting account' }),
  ).toHaveCount(0)
})

test("should say 'Rating the spots…' above the landing's stat cards, not zeros", async ({
  page,
}) => {
  await page.goto(`${own.server.url}/landing`)
  await expect(page.getByRole('status').filter({ hasText: 'Rating the spots…' })).toBeVisible()
  const cards = page.getByRole('list', { name: 'Spots by rating today' }).getByRole('listitem')
  await expect(cards).toHaveCount(5)
  await expect(cards.first()).toContainText('…')
})

test("should say 'Rating the spots…' until the spots are rated, then show them", async ({
  page,
}) => {
  test.setTimeout(180_000)
  const errors: string[] = []
  page.on('console', (message: ConsoleMessage) => {
    // A visitor's page never asks who is signed in (no session hint), so not even a 401 is logged.
    if (message.type() === 'error') errors.push(message.text())
  })
  await page.goto(`${own.server.url}/`)
  await expect(page.getByRole('status').filter({ hasText: 'Rating the spots…' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Surf spots' })).toHaveCount(0)
  upstream.open()
  // The page asks every few seconds and reloads once the refresh has landed.
  await expect(page.getByRole('list', { name: 'Surf spots' })).toBeVisible({ timeout: 150_000 })
  await expect(page.getByText('Rating the spots…')).toHaveCount(0)
  expect(errors).toEqual([])
})
