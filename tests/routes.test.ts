import { beforeAll, describe, expect, inject, it } from 'vitest'
import { createPost, surferSession } from './support/feed'

// Every route of the site, with the heading its screen shows.
const ROUTES: [path: string, heading: string][] = [
  ['/login', 'Sign In'],
  ['/landing', 'Find Perfect Waves'],
  ['/', 'Surf Spots'],
  ['/spots', 'Surf Spots'],
  ['/surf-spots', 'Surf Spots'],
  ['/?tab=discover', 'Discover'],
  ['/discover', 'Discover'],
  ['/?tab=conditions', 'Surf Spots'],
  ['/map', 'Surf Map'],
  ['/surf-map', 'Surf Map'],
  ['/summary', "Today's Summary"],
  ['/favorites', 'My Favorites'],
  ['/profile', 'Profile'],
  ['/validation', 'Data Validation Dashboard'],
  ['/blog', 'Surf Blog'],
  ['/board-room', "Shapers We're Into"],
  ['/who-we-are', 'Who We Are'],
  ['/contact-us', 'Contact Us'],
]

const decode = (html: string) => html.replace(/&#39;|&#x27;/g, "'").replace(/&amp;/g, '&')

let baseUrl: string
beforeAll(() => {
  baseUrl = inject('baseUrl')
})

describe('routes', () => {
  it.each(ROUTES)('should answer %s with 200 and the heading "%s"', async (path, heading) => {
    const response = await fetch(`${baseUrl}${path}`)
    expect(response.status).toBe(200)
    const html = decode(await response.text())
    expect(html).toMatch(new RegExp(`<h1[^>]*>\\s*${heading.replace(/[?]/g, '\\$&')}`))
    expect(html).toContain('<title>')
  })

  // The report's heading is the spot's own name, whichever seed spot got id 1.
  it.each([
    '/spot/1/report',
    '/spot/1/report/2026-11-22',
    '/surf-report/1',
    '/spot/1/posts',
    '/spot/1/cams',
  ])('should answer %s with 200 and the spot name as the heading', async (path) => {
    const { name } = (await (await fetch(`${baseUrl}/api/surf-spots/1`)).json()) as {
      name: string
    }
    const response = await fetch(`${baseUrl}${path}`)
    expect(response.status).toBe(200)
    expect(decode(await response.text())).toContain(`>${name}</h1>`)
  })

  it('should answer /intro with the full-screen intro video and its loading text', async () => {
    const response = await fetch(`${baseUrl}/intro`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<title>Intro')
    expect(html).toMatch(/<video[^>]*muted/)
    expect(html).toContain('Loading video')
  })

  it('should answer /discover/post/{id} with that post, and 404 for an unknown one', async () => {
    const author = await surferSession(baseUrl)
    const post = await createPost(baseUrl, author, { content: 'Routes check: offshore all day' })
    const response = await fetch(`${baseUrl}/discover/post/${post.id}`)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('Routes check: offshore all day')
    expect((await fetch(`${baseUrl}/discover/post/99999999`)).status).toBe(404)
  })

  it("should answer home's grid for another date as a cached, unindexed fragment", async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
    const url = `${baseUrl}/fragments/spot-grid?date=${tomorrow}`
    const response = await fetch(url)
    expect(response.status).toBe(200)
    expect(response.headers.get('x-robots-tag')).toBe('noindex')
    const html = await response.text()
    // A fragment: the grid alone, no document around it, reports linked to that date.
    expect(html).not.toContain('<html')
    expect(html).toMatch(/^<ul [^>]*aria-label="Surf spots"/)
    expect(html.match(/<li data-spot="\d+"/g)?.length).toBe(49)
    expect(html).toContain(`/report?date=${tomorrow}"`)
    expect((await fetch(url)).headers.get('x-cache')).toBe('hit')
  })

  it('should answer an unknown path with 404 and "Wave not found" plus a way back', async () => {
    const response = await fetch(`${baseUrl}/no/such/wave`)
    expect(response.status).toBe(404)
    const html = await response.text()
    expect(html).toContain('Wave not found')
    expect(html).toMatch(/<a[^>]+href="\/"[^>]*>\s*Back to Surf Spots/)
  })

  it('should set title, description, canonical and social tags per page', async () => {
    const html = decode(await (await fetch(`${baseUrl}/summary`)).text())
    expect(html).toContain("<title>Today's Summary · Firing</title>")
    expect(html).toMatch(/<meta name="description" content="[^"]+"/)
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/summary"/)
    expect(html).toMatch(/<meta property="og:title" content="Today's Summary · Firing"/)
    expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image"/)
  })

  it('should serve the default social image as a PNG', async () => {
    const html = await (await fetch(`${baseUrl}/`)).text()
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]
    expect(image).toMatch(/\/og-image\.png$/)
    const response = await fetch(`${baseUrl}/og-image.png`)
    expect(response.headers.get('content-type')).toBe('image/png')
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG')
  })

  it('should show the product name and tagline in the header', async () => {
    const html = await (await fetch(`${baseUrl}/`)).text()
    expect(html).toContain('Firing')
    expect(html).toContain('Surf everywhere. Chill always.')
  })

  it.each([
    ['/', 'Spots'],
    ['/surf-map', 'Map'],
    ['/summary', 'Summary'],
    ['/favorites', 'Favorites'],
  ])('should mark the bottom tab of %s (%s) as the current page', async (path, tab) => {
    const html = await (await fetch(`${baseUrl}${path}`)).text()
    const current = [...html.matchAll(/<a[^>]*aria-current="page"[^>]*>\s*([^<]+?)\s*</g)].map(
      (m) => m[1],
    )
    expect(current).toContain(tab)
  })

  it('should list the site menu links', async () => {
    const html = await (await fetch(`${baseUrl}/`)).text()
    for (const href of ['/blog', '/board-room', '/who-we-are', '/contact-us']) {
      expect(html).toContain(`href="${href}"`)
    }
  })
})

describe('server plumbing', () => {
  it('should answer /healthz with 200 while the database answers', async () => {
    const response = await fetch(`${baseUrl}/healthz`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok' })
  })

  it('should serve hashed client assets with immutable caching', async () => {
    const html = await (await fetch(`${baseUrl}/`)).text()
    const asset = /(\/_astro\/[^"']+\.(?:css|js))/.exec(html)?.[1]
    expect(asset).toBeDefined()
    const response = await fetch(`${baseUrl}${asset}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toContain('immutable')
  })

  it('should compress pages and scripts for browsers that accept gzip, and not others', async () => {
    const html = await (await fetch(`${baseUrl}/`)).text()
    const script = /(\/_astro\/[^"']+\.js)/.exec(html)?.[1]
    for (const path of ['/', '/blog', script]) {
      const gzipped = await fetch(`${baseUrl}${path}`, { headers: { 'accept-encoding': 'gzip' } })
      expect(gzipped.headers.get('content-encoding'), path).toBe('gzip')
      expect((await gzipped.text()).length).toBeGreaterThan(0)
    }
    const plain = await fetch(`${baseUrl}/`, { headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toContain('</html>')
  })

  it('should leave JSON answers under 1 KB uncompressed and compress bigger ones', async () => {
    const gzip = { 'accept-encoding': 'gzip' }
    const small = await fetch(`${baseUrl}/api/feed/99999999`, { headers: gzip })
    expect(small.status).toBe(404)
    expect(small.headers.get('content-encoding')).toBeNull()
    const text = await small.text()
    expect(small.headers.get('content-length')).toBe(String(Buffer.byteLength(text)))
    expect(JSON.parse(text)).toEqual({ message: 'Post not found' })
    const big = await fetch(`${baseUrl}/api/surf-spots`, { headers: gzip })
    expect(big.headers.get('content-encoding')).toBe('gzip')
    const spots = (await big.json()) as unknown[]
    expect(spots.length).toBeGreaterThan(10)
    // The repeat comes from the kept answers, gzipped there once (cache/answers.ts).
    const kept = await fetch(`${baseUrl}/api/surf-spots`, { headers: gzip })
    expect(kept.headers.get('content-encoding')).toBe('gzip')
    expect(kept.headers.get('vary')).toContain('Accept-Encoding')
    expect(await kept.json()).toEqual(spots)
  })

  it('should serve the admin at /admin and Payload REST at /cms-api', async () => {
    const admin = await fetch(`${baseUrl}/admin/login`)
    expect(admin.status).toBe(200)
    expect(await admin.text()).toContain('Firing admin')
    const me = await fetch(`${baseUrl}/cms-api/users/me`)
    expect(me.status).toBe(200)
    expect(await me.json()).toMatchObject({ user: null })
  })
})
