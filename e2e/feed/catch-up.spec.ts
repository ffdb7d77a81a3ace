// A browser whose live connection dropped catches up on what it missed once it reconnects.
import type { WebSocketRoute } from '@playwright/test'
import { gotoHydrated } from '../support/hydrated'
import { expect, test } from '../support/test'
import { postAs, surferInNewContext, uniqueText } from './feed-support'

test('should show a post made while its connection was down once it reconnects', async ({
  browser,
  request,
  baseURL,
}) => {
  const a = await surferInNewContext({ browser, request, baseURL }, 'Alana')
  const b = await surferInNewContext({ browser, request, baseURL }, 'Bodhi')
  // B's socket goes through the test, which can drop it and refuse to let it back for a while.
  let offline = false
  let current: WebSocketRoute | undefined
  await b.page.routeWebSocket(/\/socket\.io\//, (ws) => {
    if (offline) return void ws.close()
    ws.connectToServer()
    current = ws
  })
  await b.page.route('**/socket.io/**', (route) => (offline ? route.abort() : route.continue()))
  await gotoHydrated(b.page, '/discover')
  const live = b.page.locator('[data-live="on"]')
  await expect(live).toBeVisible()

  offline = true
  await current?.close()
  await expect(live).toHaveCount(0)
  const text = uniqueText('Posted while Bodhi was offline')
  await postAs(a.page, { content: text })
  const missed = b.page.getByRole('article').filter({ hasText: text })
  await expect(missed).toHaveCount(0)

  offline = false
  await expect(live).toBeVisible({ timeout: 20_000 })
  await expect(missed).toBeVisible()
  await Promise.all([a.close(), b.close()])
})
