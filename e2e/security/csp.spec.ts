// Every screen and the admin work under the real Content-Security-Policy. Each
// page records `securitypolicyviolation` events from its first script on, and the console's CSP
// errors; none may appear, and each screen's islands must hydrate (a policy that silently blocked
// Astro's bootstrap would leave them server-rendered and fail here).
import type { Page } from '@playwright/test'
import { createSurfer, signInAs, type Surfer } from '../support/accounts'
import { expect, introTest, test } from '../support/test'
import { postAs, tinyPng } from '../feed/feed-support'
import { ADMIN, createBlogDraft, signInToAdmin } from '../editors/editors-support'

const ADMIN_EMAIL = process.env.ADMIN_EMAIL ?? 'admin@firing.local'
const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? 'firing-admin-change-me'

type Violation = { directive: string; blocked: string; source: string; line: number }

/** Starts collecting the page's CSP violations, from the DOM event and from the console. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: Violation[] = []
    Object.assign(window, { __cspViolations: seen })
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: event.sourceFile,
        line: event.lineNumber,
      })
    })
  })
  const console: string[] = []
  page.on('console', (message) => {
    // Chrome writes both "Content Security Policy" and "Content-Security-Policy".
    if (/content[- ]security[- ]policy/i.test(message.text())) console.push(message.text())
  })
  return async () => {
    const events = await page
      .evaluate(() => (window as unknown as { __cspViolations: Violation[] }).__cspViolations)
      .catch(() => [] as Violation[])
    return [
      ...events.map((v) => `${v.directive} blocked ${v.blocked} (${v.source}:${v.line})`),
      ...console,
    ]
  }
}

/** Opens a site screen, waits until its islands hydrated, and answers the violations so far. */
async function visit(page: Page, path: string, violations: () => Promise<string[]>) {
  await page.goto(path)
  // Astro drops `ssr` from an island once it hydrated; a blocked bootstrap never does. Islands
  // that wait to be scrolled into view (client:visible) are left out.
  const eager = 'astro-island:not([client="visible"])'
  expect(await page.locator(eager).count(), `${path} has islands`).toBeGreaterThan(0)
  await page.waitForFunction((selector) => !document.querySelector(`${selector}[ssr]`), eager)
  await page.waitForLoadState('load')
  expect(await violations(), `CSP violations on ${path}`).toEqual([])
}

let surfer: Surfer
let postId: number

test.beforeAll(async ({ browser, baseURL }) => {
  // A photo post and a video-link post, so the feed shows own media and a YouTube thumbnail.
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  surfer = await createSurfer(page.request, 'Coco')
  await signInAs(page, surfer)
  const photo = await page.request.post('/api/feed', {
    headers: { origin: new URL(baseURL ?? '').origin },
    multipart: {
      content: 'Offshore and clean',
      image: { name: 'wave.png', mimeType: 'image/png', buffer: await tinyPng() },
    },
  })
  expect(photo.status()).toBe(201)
  postId = (await postAs(page, { content: 'Watch this https://youtu.be/dQw4w9WgXcQ' })).id
  await context.close()
})

for (const path of [
  '/',
  '/?tab=discover',
  '/spots',
  '/spot/1/report',
  '/spot/1/cams',
  '/spot/1/posts',
  '/map',
  '/summary',
  '/favorites',
  '/profile',
  '/login',
  '/landing',
  '/discover/post/:post',
  '/validation',
  '/blog',
  '/board-room',
  '/who-we-are',
  '/contact-us',
  '/no-such-page',
]) {
  test(`should show ${path} signed in, islands hydrated, without a CSP violation`, async ({
    page,
  }) => {
    const violations = await watchViolations(page)
    await signInAs(page, surfer)
    await visit(page, path.replace(':post', String(postId)), violations)
  })
}

test('should run the feed and a dialog under the CSP (like, sign-in)', async ({ page }) => {
  const violations = await watchViolations(page)
  await signInAs(page, surfer)
  await visit(page, '/?tab=discover', violations)
  await expect(page.getByText('Offshore and clean').first()).toBeVisible()
  const like = page.getByRole('button', { name: /^Like \(/ }).first()
  await expect(like).toHaveAttribute('aria-pressed', 'false')
  await like.click()
  await expect(like).toHaveAttribute('aria-pressed', 'true')
  await page.context().clearCookies()
  await visit(page, '/landing', violations)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible()
  expect(await violations()).toEqual([])
})

introTest('should run the intro redirect (an inline script) on a first visit', async ({ page }) => {
  const violations = await watchViolations(page)
  await page.goto('/')
  await expect(page).toHaveURL(/\/intro$/)
  await page.getByRole('button', { name: 'Enter', exact: true }).click()
  await page.waitForLoadState('load')
  expect(await violations()).toEqual([])
})

test('should show the admin (dashboard, a list, an edit view, rich text) without a CSP violation', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const violations = await watchViolations(page)
  await page.goto('/admin/login')
  await page.getByLabel(/email/i).fill(ADMIN_EMAIL)
  await page.getByLabel(/password/i).fill(ADMIN_PASSWORD)
  // The sign-in is Payload's React form: it only works once the admin's scripts ran.
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
  await expect(page.getByRole('link', { name: 'Surf Spots' }).first()).toBeVisible()

  await page.goto('/admin/collections/feed-posts')
  await expect(page.getByRole('heading', { name: 'Feed Posts' }).first()).toBeVisible()
  await expect(page.getByRole('table').first()).toBeVisible()

  await page.goto('/admin/collections/surf-spots/1')
  const name = page.getByRole('textbox', { name: /^Name/ }).first()
  await expect(name).toBeVisible()
  await name.fill('Renamed in the CSP test')
  await expect(name).toHaveValue('Renamed in the CSP test')

  // The rich text editor (Lexical) of the Who We Are page.
  await page.goto('/admin/globals/who-we-are')
  await expect(page.locator('[contenteditable="true"]').first()).toBeVisible()
  expect(await violations()).toEqual([])
})

test("should let the admin's live preview frame a preview page, and no other page", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const violations = await watchViolations(page)
  const id = await createBlogDraft(request, 'Framed In The CSP Test')
  await signInToAdmin(page, ADMIN)
  await page.goto(`/admin/collections/blog-entries/${id}`)
  await page.getByRole('button', { name: 'Live Preview' }).click()
  const frame = page.frameLocator('iframe[src*="preview="]')
  await expect(frame.getByRole('heading', { name: 'Framed In The CSP Test' })).toBeVisible({
    timeout: 30_000,
  })
  // A preview page says frame-ancestors 'self' alone: no error about 'none' beside it.
  expect(await violations()).toEqual([])

  // Any other page refuses the same frame.
  await page.evaluate(() => {
    const other = document.createElement('iframe')
    other.src = '/blog'
    other.title = 'not a preview'
    document.body.append(other)
  })
  await expect.poll(async () => (await violations()).join('\n')).toMatch(/frame-ancestors 'none'/)
})
