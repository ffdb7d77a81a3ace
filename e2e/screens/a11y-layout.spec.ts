import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from '../support/test'
import { gotoHydrated } from '../support/hydrated'

const CAM_SPOT = 'Sayulita'

async function camsPath(page: Page): Promise<string> {
  const spots = (await (await page.request.get('/api/surf-spots')).json()) as {
    id: number
    name: string
  }[]
  const spot = spots.find((s) => s.name === CAM_SPOT)
  if (!spot) throw new Error(`no spot named ${CAM_SPOT}`)
  return `/spot/${spot.id}/cams`
}

const SCREENS: { path: string | ((page: Page) => Promise<string>); landmark: string }[] = [
  { path: '/validation', landmark: 'Data Validation Dashboard' },
  { path: '/intro', landmark: 'Enter' },
  { path: '/landing', landmark: 'Find Perfect Waves' },
  { path: '/login', landmark: 'Sign In' },
  { path: camsPath, landmark: CAM_SPOT },
]

for (const screen of SCREENS) {
  const name = typeof screen.path === 'string' ? screen.path : '/spot/{id}/cams'

  test(`should have no serious or critical axe violations on ${name}`, async ({ page }) => {
    // The intro's clip would end and leave the page mid-scan: hold it loading.
    await page.route('**/intro/intro.{webm,mp4}', () => undefined)
    const path = typeof screen.path === 'string' ? screen.path : await screen.path(page)
    await gotoHydrated(page, path)
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
    const severe = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
    expect(severe).toEqual([])
  })

  for (const width of [360, 768, 1280]) {
    test(`should lay out ${name} at ${width} px without sideways scrolling`, async ({ page }) => {
      await page.route('**/intro/intro.{webm,mp4}', () => undefined)
      await page.setViewportSize({ width, height: 800 })
      const path = typeof screen.path === 'string' ? screen.path : await screen.path(page)
      await gotoHydrated(page, path)
      await expect(page.getByText(screen.landmark, { exact: true }).first()).toBeVisible()
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow).toBeLessThanOrEqual(0)
    })
  }
}

test('should show the validation tiles in two columns on a phone and four on a desktop', async ({
  page,
}) => {
  const columnsAt = async (width: number) => {
    await page.setViewportSize({ width, height: 800 })
    await gotoHydrated(page, '/validation')
    const tiles = page.getByRole('list', { name: 'Validation summary' }).getByRole('listitem')
    const tops = await tiles.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().top))
    return tops.filter((top) => top === tops[0]).length
  }
  expect(await columnsAt(360)).toBe(2)
  expect(await columnsAt(1280)).toBe(4)
})
