// Every kind of answer carries the security headers, pages' inline scripts are
// all in their policy by hash, the admin's by nonce, and an uploaded file is never sniffed.
import { createHash } from 'node:crypto'
import sharp from 'sharp'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { FeedPost } from '../shared/contracts/feed'
import { adminAuth } from './support/admin'
import { postForm, surferSession, type Session } from './support/feed'

const baseUrl = () => inject('baseUrl')

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([first]) => first === name)
    ?.slice(1)

/** The headers every answer must carry, whatever served it. */
function expectSecurityHeaders(response: Response) {
  const policy = response.headers.get('content-security-policy') ?? ''
  expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"])
  expect(directive(policy, 'object-src')).toEqual(["'none'"])
  const scripts = directive(policy, 'script-src') ?? []
  expect(scripts).toContain("'self'")
  expect(scripts).not.toContain("'unsafe-inline'")
  expect(response.headers.get('x-frame-options')).toBe('DENY')
  expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  expect(response.headers.get('permissions-policy')).toContain('camera=()')
  expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin')
  // Not over https here (no COOKIE_SECURE, http PUBLIC_URL): HSTS would pin a dev's localhost.
  expect(response.headers.get('strict-transport-security')).toBeNull()
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

/** Inline scripts the browser would run (not JSON-LD data blocks), by their exact text. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter(
      ([, attrs = '']) => !/\bsrc=/.test(attrs) && !/type="application\/ld\+json"/.test(attrs),
    )
    .map(([, , text = '']) => text)

let surfer: Session
beforeAll(async () => {
  surfer = await surferSession(baseUrl(), { firstName: 'Nani' })
})

describe('security headers on every kind of answer', () => {
  it.each([
    ['home', '/'],
    ['a cached page', '/blog'],
    ['an API answer', '/api/surf-spots'],
    ['a static asset', '/favicon.svg'],
    ['the health check', '/healthz'],
    ['the admin', '/admin'],
    ["the admin's REST API", '/cms-api/surf-spots?limit=1'],
    ['a missing page', '/no-such-page'],
    ['a missing API path', '/api/no-such-thing'],
  ])('should send them on %s (%s)', async (_kind, path) => {
    const response = await fetch(`${baseUrl()}${path}`, { redirect: 'manual' })
    expect(response.status).toBeLessThan(500)
    expectSecurityHeaders(response)
  })

  it("should send them on a Next asset of the admin's page", async () => {
    const html = await (await fetch(`${baseUrl()}/admin/login`)).text()
    const asset = /(?:src|href)="(\/_next\/static\/[^"]+)"/.exec(html)?.[1]
    expect(asset).toBeTruthy()
    const response = await fetch(`${baseUrl()}${asset}`)
    expect(response.status).toBe(200)
    expectSecurityHeaders(response)
  })

  it('should refuse framing of /profile and /admin, signed in', async () => {
    const admin = await adminAuth(baseUrl())
    for (const [path, headers] of [
      ['/profile', { cookie: surfer.cookie }],
      ['/admin', { authorization: admin.authorization! }],
    ] as const) {
      const response = await fetch(`${baseUrl()}${path}`, { headers })
      expect(response.status).toBe(200)
      expect(response.headers.get('x-frame-options')).toBe('DENY')
      const policy = response.headers.get('content-security-policy') ?? ''
      expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"])
    }
  })
})

describe('inline scripts', () => {
  it("should find home's inline scripts (the intro redirect, the islands' bootstrap)", async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text()
    const inline = inlineScripts(html)
    expect(inline.some((text) => text.includes('hasSeenIntro'))).toBe(true)
    expect(inline.some((text) => text.includes('astro-island'))).toBe(true)
  })

  it.each(['/', '/?tab=discover', '/spots', '/blog', '/intro', '/spot/1/report', '/no-such-page'])(
    'should list every inline script of %s in its policy by hash',
    async (path) => {
      // Twice: the first answer may be rendered, the second served from the page cache.
      for (let i = 0; i < 2; i++) {
        const response = await fetch(`${baseUrl()}${path}`)
        const scripts = directive(
          response.headers.get('content-security-policy') ?? '',
          'script-src',
        )
        for (const text of inlineScripts(await response.text()))
          expect(scripts).toContain(sha256(text))
      }
    },
  )

  it("should put the admin's nonce, fresh on each request, on its inline scripts", async () => {
    const nonces = []
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${baseUrl()}/admin/login`)
      const policy = response.headers.get('content-security-policy') ?? ''
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1]
      expect(nonce).toBeTruthy()
      const html = await response.text()
      const tags = [...html.matchAll(/<script(\s[^>]*)?>/g)].map(([tag]) => tag)
      expect(tags.length).toBeGreaterThan(0)
      for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`)
      nonces.push(nonce)
    }
    expect(nonces[0]).not.toBe(nonces[1])
  })
})

describe('uploaded files', () => {
  // Declared as the JPEG its bytes are: stored, and served so that the browser never runs the HTML
  // tail. (Declared as text/html it is refused: tests/uploads-damaged.test.ts.)
  it('should serve a JPEG+HTML polyglot as an image that the browser may not sniff', async () => {
    const jpeg = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#1d6fa3' },
    })
      .jpeg()
      .toBuffer()
    const html = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>')
    const response = await postForm(
      baseUrl(),
      surfer,
      { content: 'Polyglot' },
      { bytes: Buffer.concat([jpeg, html]), name: 'page.jpg', type: 'image/jpeg' },
    )
    expect(response.status).toBe(201)
    const post = FeedPost.parse(await response.json())
    const urls = [post.imageUrl, ...Object.values(post.imageVariants ?? {})].filter(Boolean)
    expect(urls.length).toBeGreaterThan(0)
    for (const url of urls) {
      const file = await fetch(`${baseUrl()}${url}`)
      expect(file.status).toBe(200)
      expect(file.headers.get('content-type')).toMatch(/^image\//)
      expectSecurityHeaders(file)
    }
  })
})
