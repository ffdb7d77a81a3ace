// A first visit at phone (360, 390) and desktop (1366) widths, signed
// out, on the e2e server's sample conditions (e2e/support/e2e-server.ts).
import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { SAMPLE_BANNER_TEXT } from '../../site/lib/universal/sample-data'
import { createSurfer } from '../support/accounts'
import { spotsWithConditions } from '../support/conditions'
import { gotoHydrated } from '../support/hydrated'
import { expect, test } from '../support/test'

type Size = { width: number; height: number }
const PHONES: Size[] = [
  { width: 360, height: 800 },
  { width: 390, height: 844 },
]
const DESKTOP: Size = { width: 1366, height: 768 }
const WIDTHS = [...PHONES, DESKTOP]

/** Two spots side by side, as a visitor picks them on /compare. */
async function comparePath(page: Page): Promise<string> {
  const spots = (await (await page.request.get('/api/surf-spots')).json()) as { id: number }[]
  const [a, b] = spots
  if (!a || !b) throw new Error('fewer than two spots')
  return `/compare?spots=${a.id}&spots=${b.id}`
}

type Screen = { name: string; path: (page: Page) => Promise<string> }
const at = (path: string): Screen => ({ name: path, path: () => Promise.resolve(path) })
const COMPARE: Screen = { name: '/compare?spots=…', path: comparePath }

/** The screens with conditions numbers on them: each carries the sample banner. */
const WITH_NUMBERS: Screen[] = [at('/'), COMPARE, at('/accuracy'), at('/validation')]
const SCREENS: Screen[] = [...WITH_NUMBERS, at('/discover')]

/** How many lines an element's text takes (distinct tops of its line boxes). */
function lineCount(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const range = document.createRange()
    range.selectNodeContents(el)
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size
  })
}

async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
}

for (const size of WIDTHS) {
  for (const screen of SCREENS) {
    test(`should fit ${screen.name} in ${size.width} px with the header on one line`, async ({
      page,
    }) => {
      await page.setViewportSize(size)
      await gotoHydrated(page, await screen.path(page))
      const header = page.getByRole('banner')
      const signIn = header.getByRole('button', { name: 'Sign in' })
      await expect(signIn).toBeVisible()
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0)
      // Signed out there is nobody to draw: no 'U' avatar.
      await expect(header.getByText('U', { exact: true })).toHaveCount(0)
      const brand = header.getByRole('link', { name: /^Firing/ })
      for (const part of [brand.getByText('Firing', { exact: true }), signIn]) {
        expect(await lineCount(part)).toBe(1)
      }
      expect(await lineCount(header.getByText('Surf everywhere. Chill always.'))).toBe(1)
      const boxes = await Promise.all(
        [brand, signIn, header.getByLabel('Site menu')].map(async (l) => {
          const box = await l.boundingBox()
          if (!box) throw new Error('not laid out')
          return box
        }),
      )
      // One row: every item starts above the point where the first of them ends.
      const lowestTop = Math.max(...boxes.map((b) => b.y))
      const highestBottom = Math.min(...boxes.map((b) => b.y + b.height))
      expect(lowestTop).toBeLessThan(highestBottom)
      for (const box of boxes) expect(box.x + box.width).toBeLessThanOrEqual(size.width)
    })
  }

  test(`should show the intro's words inside the screen at ${size.width} px`, async ({ page }) => {
    // The clip loads but never plays: its frame stays put and the page does not leave.
    await page.addInitScript(() => {
      HTMLMediaElement.prototype.play = () => Promise.resolve()
    })
    await page.setViewportSize(size)
    await page.goto('/intro')
    const video = page.locator('video')
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBe(854)
    // Where 'Firing' and 'Surf everywhere. Chill always.' are drawn in the clip's 854×480 frame
    // (scripts/make-intro-video.sh: centred, DejaVu Sans Bold 110 and 34 px, with their shadows).
    const words = { left: 130, right: 724, top: 110, bottom: 310 }
    const shown = await video.evaluate((v: HTMLVideoElement, box) => {
      const rect = v.getBoundingClientRect()
      const fit = getComputedStyle(v).objectFit
      const ratios = [rect.width / v.videoWidth, rect.height / v.videoHeight]
      const scale = fit === 'contain' ? Math.min(...ratios) : Math.max(...ratios)
      const left = rect.left + (rect.width - v.videoWidth * scale) / 2
      const top = rect.top + (rect.height - v.videoHeight * scale) / 2
      return {
        left: left + box.left * scale,
        right: left + box.right * scale,
        top: top + box.top * scale,
        bottom: top + box.bottom * scale,
      }
    }, words)
    expect(shown.left).toBeGreaterThanOrEqual(0)
    expect(shown.top).toBeGreaterThanOrEqual(0)
    expect(shown.right).toBeLessThanOrEqual(size.width)
    expect(shown.bottom).toBeLessThanOrEqual(size.height)
  })
}

for (const screen of WITH_NUMBERS) {
  test(`should say on ${screen.name} that its numbers are sample data`, async ({ page }) => {
    await spotsWithConditions(page.request)
    await page.setViewportSize({ width: 390, height: 844 })
    await gotoHydrated(page, await screen.path(page))
    const banner = page.getByRole('status').filter({ hasText: SAMPLE_BANNER_TEXT })
    await expect(banner).toHaveCount(1)
    await expect(banner).toBeVisible()
  })
}

for (const size of [PHONES[1] ?? DESKTOP, DESKTOP]) {
  for (const screen of [COMPARE, at('/accuracy'), at('/discover')]) {
    test(`should have no serious or critical axe violations on ${screen.name} at ${size.width} px`, async ({
      page,
    }) => {
      await spotsWithConditions(page.request)
      await page.setViewportSize(size)
      await gotoHydrated(page, await screen.path(page))
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
      const severe = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
      expect(severe).toEqual([])
    })
  }
}

for (const size of PHONES) {
  test(`should keep the dates and the chips to a row each on a ${size.width} px phone`, async ({
    page,
  }) => {
    await spotsWithConditions(page.request)
    await page.setViewportSize(size)
    await gotoHydrated(page, '/')
    const rows = async (items: Locator) => {
      const tops = await items.evaluateAll((els) =>
        els.map((e) => Math.round(e.getBoundingClientRect().top)),
      )
      return new Set(tops).size
    }
    const dates = page.getByRole('navigation', { name: 'Choose a date' }).getByRole('link')
    await expect(dates).toHaveCount(5)
    expect(await rows(dates)).toBe(1)
    expect(await rows(page.getByRole('group', { name: 'Filter spots' }).getByRole('button'))).toBe(
      1,
    )
    // The first card's name is on the first screen.
    const firstName = page.getByRole('list', { name: 'Surf spots' }).getByRole('heading').first()
    const box = await firstName.boundingBox()
    expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(size.height)
  })
}

test('should bring a chip past the row’s edge into view when the keyboard reaches it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await gotoHydrated(page, '/')
  const chips = page.getByRole('group', { name: 'Filter spots' })
  const last = chips.getByRole('button').last()
  const outside = await last.evaluate((el) => el.getBoundingClientRect().right > innerWidth)
  expect(outside).toBe(true)
  await chips.getByRole('button', { name: 'All Spots' }).focus()
  const count = await chips.getByRole('button').count()
  for (let i = 1; i < count; i++) await page.keyboard.press('Tab')
  await expect(last).toBeFocused()
  await expect(last).toBeInViewport({ ratio: 1 })
  await page.keyboard.press('Enter')
  await expect(last).toHaveAttribute('aria-pressed', 'true')
})

test('should not grade sample data High, Fair or Low on /validation, and say why', async ({
  page,
}) => {
  await spotsWithConditions(page.request)
  await gotoHydrated(page, '/validation')
  const rate = page
    .getByRole('list', { name: 'Validation summary' })
    .getByRole('listitem')
    .filter({ hasText: 'Accuracy Rate' })
  await expect(rate).toContainText('Sample data')
  await expect(rate).not.toContainText(/High|Fair|Low/)
  const overview = page.getByRole('region', { name: 'Data Quality Overview' })
  await expect(overview).toContainText("synthesized from recorded forecasts, not today's ocean")
})

test('should offer a visitor of Discover a sign-in that comes back to Discover', async ({
  page,
}) => {
  await gotoHydrated(page, '/discover')
  const invite = page.getByRole('link', { name: 'Sign in to share your surf story' })
  await invite.click()
  await expect(page).toHaveURL('/login?returnTo=%2Fdiscover')
  const surfer = await createSurfer(page.request, 'Layne')
  await page.getByRole('button', { name: 'Sign in with email and password' }).click()
  const dialog = page.getByRole('dialog', { name: 'Sign In' })
  await dialog.getByLabel('Email').fill(surfer.email)
  await dialog.getByLabel('Password').fill(surfer.password)
  await dialog.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL('/discover')
  // Signed in, the composer stands where the invitation was.
  await expect(page.getByLabel('Your surf story')).toBeVisible()
  await expect(invite).toHaveCount(0)
})
