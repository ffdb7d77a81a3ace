// Live preview of spots: the spot report page shows a draft spot only through the signed,
// one-hour, one-document preview link; without one, or with a forged, expired or other
// document's link, the page stays as visitors know it. A preview answer is private and noindex.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { signPreviewToken } from '../cms/preview/token'
import { adminAuth } from './support/admin'

let baseUrl: string
let admin: Record<string, string>
let secret: string

const spot = (name: string, status: 'draft' | 'published') => ({
  name,
  slug: name.toLowerCase().replaceAll(' ', '-'),
  location: 'Preview Bay, Nowhere',
  latitude: 38.7,
  longitude: -9.4,
  breakType: 'Reef',
  skillLevel: 'Advanced',
  description: `${name}: words for the spot bio.`,
  beachFacingDegrees: 270,
  timeZone: 'Europe/Lisbon',
  _status: status,
})

async function createSpot(name: string, status: 'draft' | 'published'): Promise<number> {
  const response = await fetch(`${baseUrl}/cms-api/surf-spots`, {
    method: 'POST',
    headers: admin,
    body: JSON.stringify(spot(name, status)),
  })
  expect(response.status).toBe(201)
  const id = ((await response.json()) as { doc: { id: number } }).doc.id
  created.push(id)
  return id
}

/** The suite shares one database: later files count the 49 seeded spots (hourly-api). */
const created: number[] = []
afterAll(async () => {
  for (const id of created) {
    const gone = await fetch(`${baseUrl}/cms-api/surf-spots/${id}`, {
      method: 'DELETE',
      headers: admin,
    })
    expect(gone.status).toBe(200)
  }
})

const link = (id: number, token?: string) =>
  `${baseUrl}/spot/${id}/report${token ? `?preview=${encodeURIComponent(token)}` : ''}`
const tokenFor = (collection: string, id: number, now?: number) =>
  signPreviewToken({ collection, id }, secret, now)
const ancestors = (response: Response) =>
  /frame-ancestors ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1]

/** A page that shows no draft: refused framing, and without the draft's words. */
async function expectNoDraft(response: Response, draftWords: string) {
  expect(ancestors(response)).toBe("'none'")
  expect(response.headers.get('x-frame-options')).toBe('DENY')
  const html = await response.text()
  expect(html).not.toContain(draftWords)
  expect(html).not.toContain('unpublished draft')
  return html
}

beforeAll(async () => {
  baseUrl = inject('baseUrl')
  admin = await adminAuth(baseUrl)
  secret = readFileSync(path.join(inject('dataDir'), 'payload-secret'), 'utf8').trim()
})

describe('a new spot that is only a draft', () => {
  let id: number
  let other: number
  beforeAll(async () => {
    id = await createSpot('Hidden Draft Point', 'draft')
    other = await createSpot('Other Draft Point', 'draft')
  })

  it('should not exist for visitors: no token, a forged one, an expired one', async () => {
    const hourAndMinuteAgo = Date.now() - 61 * 60 * 1000
    for (const token of [
      undefined,
      'forged.token',
      `${tokenFor('surf-spots', id).split('.')[0]}.forged`,
      tokenFor('surf-spots', id, hourAndMinuteAgo),
    ]) {
      const response = await fetch(link(id, token))
      expect(response.status).toBe(404)
      expect(await expectNoDraft(response, 'Hidden Draft Point')).toContain('Spot not found')
    }
    expect((await fetch(`${baseUrl}/api/surf-spots/${id}`)).status).toBe(404)
  })

  it("should not open with another document's link, of a spot or of a blog entry", async () => {
    for (const token of [tokenFor('surf-spots', other), tokenFor('blog-entries', id)]) {
      const response = await fetch(link(id, token))
      expect(response.status).toBe(404)
      await expectNoDraft(response, 'Hidden Draft Point')
    }
  })

  it('should show the draft through its own link: private, noindex, framed by the admin only', async () => {
    const response = await fetch(link(id, tokenFor('surf-spots', id)))
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(ancestors(response)).toBe("'self'")
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    const html = await response.text()
    expect(html).toContain('Hidden Draft Point')
    expect(html).toContain('Hidden Draft Point: words for the spot bio.')
    expect(html).toContain('unpublished draft')
    expect(html).toMatch(/<meta name="robots" content="noindex/)
    // Still nothing for the next visitor.
    expect((await fetch(link(id))).status).toBe(404)
  })
})

describe('a published spot with a newer draft', () => {
  let id: number
  beforeAll(async () => {
    id = await createSpot('Published Preview Reef', 'published')
    const draft = await fetch(`${baseUrl}/cms-api/surf-spots/${id}?draft=true`, {
      method: 'PATCH',
      headers: admin,
      body: JSON.stringify({ description: 'Rewritten in a draft only.', _status: 'draft' }),
    })
    expect(draft.status).toBe(200)
  })

  it('should show visitors the published spot', async () => {
    const response = await fetch(link(id))
    expect(response.status).toBe(200)
    const html = await expectNoDraft(response, 'Rewritten in a draft only.')
    expect(html).toContain('Published Preview Reef: words for the spot bio.')
    const expired = await fetch(link(id, tokenFor('surf-spots', id, Date.now() - 2 * 3600_000)))
    await expectNoDraft(expired, 'Rewritten in a draft only.')
  })

  it('should show the draft through its link, on the dated report page too', async () => {
    const token = tokenFor('surf-spots', id)
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon' }).format(new Date())
    for (const url of [link(id, token), link(id, token).replace('/report?', `/report/${today}?`)]) {
      const response = await fetch(url)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('private, no-store')
      const html = await response.text()
      expect(html).toContain('Rewritten in a draft only.')
      expect(html).not.toContain('Published Preview Reef: words for the spot bio.')
    }
  })
})

describe('a published spot autosaved with a new name (live preview, no Save Draft)', () => {
  let id: number
  beforeAll(async () => {
    id = await createSpot('Steady Name Reef', 'published')
    // As the admin's autosave sends it while the editor types.
    const autosaved = await fetch(`${baseUrl}/cms-api/surf-spots/${id}?draft=true&autosave=true`, {
      method: 'PATCH',
      headers: admin,
      body: JSON.stringify({ ...spot('Typed Over Reef', 'draft'), slug: 'steady-name-reef' }),
    })
    expect(autosaved.status).toBe(200)
  })

  it("should keep the draft as an autosave version of the spot's", async () => {
    const where = `where[parent][equals]=${id}&sort=-updatedAt`
    const response = await fetch(`${baseUrl}/cms-api/surf-spots/versions?${where}`, {
      headers: admin,
    })
    expect(response.status).toBe(200)
    const { docs } = (await response.json()) as {
      docs: { autosave?: boolean; version: { name: string; _status: string } }[]
    }
    expect(docs[0]).toMatchObject({
      autosave: true,
      version: { name: 'Typed Over Reef', _status: 'draft' },
    })
  })

  it('should show visitors the old name: the report page and /api/surf-spots', async () => {
    const page = await fetch(link(id))
    expect(page.status).toBe(200)
    expect(await expectNoDraft(page, 'Typed Over Reef')).toContain('Steady Name Reef')
    for (const api of [`/api/surf-spots/${id}`, '/api/surf-spots']) {
      const response = await fetch(`${baseUrl}${api}`)
      expect(response.status).toBe(200)
      const body = await response.text()
      expect(body).toContain('Steady Name Reef')
      expect(body).not.toContain('Typed Over Reef')
    }
  })

  it('should show the autosaved name through the preview link', async () => {
    const response = await fetch(link(id, tokenFor('surf-spots', id)))
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('Typed Over Reef')
  })
})
