import { readFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { signPreviewToken } from '../cms/preview/token'
import { adminAuth } from './support/admin'

let baseUrl: string
let admin: Record<string, string>

const login = async (email: string, password: string) => {
  const response = await fetch(`${baseUrl}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password }),
  })
  const { token } = (await response.json()) as { token?: string }
  // The Origin a browser sends on the admin's writes: the server refuses writes without one.
  return { authorization: `JWT ${token}`, 'content-type': 'application/json', origin: baseUrl }
}

const entry = (title: string, status: 'draft' | 'published') => ({
  title,
  companyName: 'Test Co',
  location: 'Ericeira, Portugal',
  date: '2026-11-01',
  description: 'A company written up by a test.',
  siteUrl: 'https://test.example',
  _status: status,
})

const createEntry = async (
  auth: Record<string, string>,
  title: string,
  status: 'draft' | 'published',
) =>
  fetch(`${baseUrl}/cms-api/blog-entries`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify(entry(title, status)),
  })

const blogPage = async (query = '') => (await fetch(`${baseUrl}/blog${query}`)).text()

beforeAll(async () => {
  baseUrl = inject('baseUrl')
  admin = await adminAuth(baseUrl)
  await fetch(`${baseUrl}/cms-api/users`, {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({
      email: 'editor@firing.test',
      password: 'editor-pass-123',
      role: 'editor',
    }),
  })
})

describe('editorial access', () => {
  it('should let an editor publish content but not manage users', async () => {
    const editor = await login('editor@firing.test', 'editor-pass-123')
    expect((await createEntry(editor, 'Editor Story', 'published')).status).toBe(201)
    const users = await fetch(`${baseUrl}/cms-api/users`, {
      method: 'POST',
      headers: editor,
      body: JSON.stringify({ email: 'sneaky@firing.test', password: 'x-pass-123', role: 'admin' }),
    })
    expect(users.status).toBe(403)
  })

  it('should let an editor read contact messages but not delete them', async () => {
    const editor = await login('editor@firing.test', 'editor-pass-123')
    expect((await fetch(`${baseUrl}/cms-api/contact-messages`, { headers: editor })).status).toBe(
      200,
    )
    const del = await fetch(`${baseUrl}/cms-api/contact-messages?where[id][exists]=true`, {
      method: 'DELETE',
      headers: editor,
    })
    expect(del.status).toBe(403)
  })

  it('should give a surfer no content writes and no admin access', async () => {
    const surfer = await login('demo@firing.local', 'surfsup-demo')
    const me = (await (await fetch(`${baseUrl}/cms-api/users/me`, { headers: surfer })).json()) as {
      user: { email: string } | null
    }
    expect(me.user?.email).toBe('demo@firing.local')
    expect((await createEntry(surfer, 'Surfer Story', 'published')).status).toBe(403)
    const canAccessAdmin = async (auth: Record<string, string>) =>
      (
        (await (await fetch(`${baseUrl}/cms-api/access`, { headers: auth })).json()) as {
          canAccessAdmin?: boolean
        }
      ).canAccessAdmin === true
    // Payload leaves false permissions out of the answer, hence the comparison with true.
    expect(await canAccessAdmin(surfer)).toBe(false)
    expect(await canAccessAdmin(await login('editor@firing.test', 'editor-pass-123'))).toBe(true)
  })
})

type Permission = boolean | { permission?: boolean } | undefined
type Permissions = { collections: Record<string, true | Record<string, Permission> | undefined> }

// Payload compresses its answer: an all-true collection becomes `true`, an allowed operation
// `true` or `{ permission: true }`, a refused one is left out.
const allows = (collection: Permissions['collections'][string], operation: string) => {
  if (collection === true) return true
  const entry = collection?.[operation]
  return entry === true || (typeof entry === 'object' && entry.permission === true)
}

const permissionsFor = async (auth: Record<string, string>) =>
  (await (await fetch(`${baseUrl}/cms-api/access`, { headers: auth })).json()) as Permissions

const CONTENT = ['blog-entries', 'shapers', 'cams', 'surf-spots', 'media']

describe('access on every content collection', () => {
  it.each([
    ['admin', true],
    ['editor', true],
    ['surfer', false],
    ['visitor', false],
  ])('should give a %s content writes: %s', async (role, allowed) => {
    const auth =
      role === 'admin'
        ? admin
        : role === 'editor'
          ? await login('editor@firing.test', 'editor-pass-123')
          : role === 'surfer'
            ? await login('demo@firing.local', 'surfsup-demo')
            : {}
    const { collections } = await permissionsFor(auth)
    for (const slug of CONTENT) {
      for (const operation of ['create', 'update', 'delete']) {
        expect([slug, operation, allows(collections[slug], operation)]).toEqual([
          slug,
          operation,
          allowed,
        ])
      }
    }
  })

  it('should keep draft spots and cams off the public API', async () => {
    const created = await fetch(`${baseUrl}/cms-api/surf-spots`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({
        name: 'Secret Draft Reef',
        slug: 'secret-draft-reef',
        location: 'Nowhere',
        latitude: 1,
        longitude: 1,
        breakType: 'reef',
        skillLevel: 'expert',
        beachFacingDegrees: 180,
        timeZone: 'UTC',
        _status: 'draft',
      }),
    })
    expect(created.status).toBe(201)
    const api = await (await fetch(`${baseUrl}/api/surf-spots`)).text()
    expect(api).not.toContain('Secret Draft Reef')
    const cms = await (await fetch(`${baseUrl}/cms-api/surf-spots?limit=200`)).text()
    expect(cms).not.toContain('Secret Draft Reef')
  })
})

describe('drafts, preview and publish', () => {
  it('should keep a draft away from visitors on the page and the API', async () => {
    await createEntry(admin, 'Secret Draft Story', 'draft')
    expect(await blogPage()).not.toContain('Secret Draft Story')
    const api = await (await fetch(`${baseUrl}/cms-api/blog-entries?limit=100`)).text()
    expect(api).not.toContain('Secret Draft Story')
    const tampered = await blogPage('?preview=forged.token')
    expect(tampered).not.toContain('Secret Draft Story')
  })

  it('should show a draft on the real page through a signed preview link', async () => {
    const response = await createEntry(admin, 'Previewed Draft Story', 'draft')
    const { doc } = (await response.json()) as { doc: { id: number } }
    const secret = readFileSync(path.join(inject('dataDir'), 'payload-secret'), 'utf8').trim()
    const token = signPreviewToken({ collection: 'blog-entries', id: doc.id }, secret)
    const preview = await fetch(`${baseUrl}/blog?preview=${encodeURIComponent(token)}`)
    expect(preview.headers.get('cache-control')).toContain('no-store')
    const html = await preview.text()
    expect(html).toContain('Previewed Draft Story')
    expect(html).toContain('unpublished draft')
    expect(await blogPage()).not.toContain('Previewed Draft Story')
  })

  it('should show a publish on the cached public page right away', async () => {
    await blogPage() // warm the cache
    const cached = await fetch(`${baseUrl}/blog`)
    expect(cached.headers.get('x-cache')).toBe('hit')
    await createEntry(admin, 'Freshly Published Story', 'published')
    expect(await blogPage()).toContain('Freshly Published Story')
  })
})
