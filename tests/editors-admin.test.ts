// The admin made for editors (navigation per role, branding, a local
// avatar, the dashboard), the live preview's framing, and scheduled publishing run by the jobs
// queue reaching the cached public page.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { signPreviewToken } from '../cms/preview/token'
import { call, sessionCookieOf, uniqueEmail } from './support/accounts'
import { adminAuth } from './support/admin'

// Written by ingestion (and admins): read-only for everyone else.
const MACHINE = [
  'surf-conditions',
  'surf-forecasts',
  'surf-hourly',
  'surf-reports',
  'weather-conditions',
  'source-snapshots',
  'forecast-archive',
  'surf-observations',
  'spot-accuracy',
  'surfer-reports',
]
// Each user's own likes and favourites, written through the site, never edited in the admin.
const DATA = [...MACHINE, 'feed-post-likes', 'user-favorites', 'alert-settings']
const CONTENT = ['blog-entries', 'shapers', 'surf-spots', 'cams', 'feed-posts']

let baseUrl: string
let admin: Record<string, string>
let adminCookie: string
let editorCookie: string
let db: pg.Client

/** Signs in through Payload's REST login and answers the session cookie an admin page reads. */
const cookieOf = async (email: string, password: string) =>
  sessionCookieOf(
    await fetch(`${baseUrl}/cms-api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({ email, password }),
    }),
  )

const adminPage = (path: string, cookie: string) => call(baseUrl, path, { cookie })

const createDraft = async (title: string) => {
  const response = await fetch(`${baseUrl}/cms-api/blog-entries`, {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({
      title,
      companyName: 'Schedule Co',
      location: 'Peniche, Portugal',
      date: '2026-11-20',
      description: 'An entry published on a schedule.',
      siteUrl: 'https://schedule.test',
      _status: 'draft',
    }),
  })
  return ((await response.json()) as { doc: { id: number } }).doc.id
}

/** The row the admin's Schedule drawer queues (Payload's payload.jobs.queue, schedulePublish). */
const schedule = (id: number, at: Date, hasError = false) =>
  db.query(
    `insert into payload_jobs (input, task_slug, queue, wait_until, has_error)
     values ($1, 'schedulePublish', 'default', $2, $3)`,
    [
      JSON.stringify({ type: 'publish', doc: { relationTo: 'blog-entries', value: String(id) } }),
      at,
      hasError,
    ],
  )

const runJobs = () => fetch(`${baseUrl}/cms-api/payload-jobs/run?queue=default`, { headers: admin })

const blogPage = async () => (await fetch(`${baseUrl}/blog`)).text()

beforeAll(async () => {
  baseUrl = inject('baseUrl')
  admin = await adminAuth(baseUrl)
  adminCookie = await cookieOf(
    process.env.ADMIN_EMAIL ?? 'admin@firing.local',
    process.env.ADMIN_PASSWORD ?? 'firing-admin-change-me',
  )
  const email = uniqueEmail('editor')
  await fetch(`${baseUrl}/cms-api/users`, {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({ email, password: 'editor-pass-123', role: 'editor' }),
  })
  editorCookie = await cookieOf(email, 'editor-pass-123')
  db = new pg.Client({ connectionString: inject('databaseUrl') })
  await db.connect()
})

afterAll(() => db.end())

describe('the admin per role', () => {
  it.each(DATA)('should show %s to admins only', async (slug) => {
    expect((await adminPage(`/admin/collections/${slug}`, adminCookie)).status).toBe(200)
    expect((await adminPage(`/admin/collections/${slug}`, editorCookie)).status).toBe(404)
  })

  it.each(CONTENT)('should show %s to editors', async (slug) => {
    expect((await adminPage(`/admin/collections/${slug}`, editorCookie)).status).toBe(200)
  })

  it.each(MACHINE)('should refuse an editor writing %s', async (slug) => {
    // Access is checked before the body is validated: an empty row is enough to be refused.
    const write = await call(baseUrl, `/cms-api/${slug}`, {
      method: 'POST',
      cookie: editorCookie,
      body: {},
    })
    expect(write.status).toBe(403)
  })

  it("should brand the dashboard and draw the avatar here, never Gravatar's", async () => {
    const html = await (await adminPage('/admin', editorCookie)).text()
    expect(html).toContain('Firing admin')
    expect(html).toMatch(/data-testid="moderation-count">\d+<\/strong>/)
    expect(html).toContain('Conditions refresh')
    expect(html).toContain('Newest contact messages')
    expect(html).toContain('firing-avatar')
    expect(html).not.toMatch(/gravatar/i)
  })
})

describe('live preview framing', () => {
  it('should let the admin frame a signed preview page, and no other page', async () => {
    const secret = readFileSync(path.join(inject('dataDir'), 'payload-secret'), 'utf8').trim()
    const id = await createDraft('Framed Preview Story')
    const token = signPreviewToken({ collection: 'blog-entries', id }, secret)
    const preview = await fetch(`${baseUrl}/blog?preview=${encodeURIComponent(token)}&live=1`)
    const ancestors = (response: Response) =>
      /frame-ancestors ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1]
    // 'self' alone: Chrome rejects `'none' 'self'`.
    expect(ancestors(preview)).toBe("'self'")
    expect(preview.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(await preview.text()).toContain('Framed Preview Story')
    const plain = await fetch(`${baseUrl}/blog?preview=forged.token`)
    expect(ancestors(plain)).toBe("'none'")
    expect(plain.headers.get('x-frame-options')).toBe('DENY')
  })
})

describe('scheduled publishing', () => {
  it('should publish a draft on the cached public page when the jobs queue runs it', async () => {
    const due = await createDraft('Scheduled Dawn Story')
    const later = await createDraft('Scheduled Later Story')
    const failed = await createDraft('Scheduled Failed Story')
    await blogPage() // warm the page cache
    expect((await fetch(`${baseUrl}/blog`)).headers.get('x-cache')).toBe('hit')
    await schedule(due, new Date(Date.now() - 1000))
    await schedule(later, new Date(Date.now() + 60 * 60 * 1000))
    // A run that failed keeps its row; it is no longer scheduled.
    await schedule(failed, new Date(Date.now() - 60 * 1000), true)

    const dashboard = await (await adminPage('/admin', editorCookie)).text()
    expect(dashboard).toContain('Scheduled Dawn Story')
    expect(dashboard).toContain('Scheduled Later Story')
    expect(dashboard).not.toContain('Scheduled Failed Story')

    expect((await runJobs()).status).toBe(200)
    const page = await blogPage()
    expect(page).toContain('Scheduled Dawn Story')
    expect(page).not.toContain('Scheduled Later Story')
    const after = await (await adminPage('/admin', editorCookie)).text()
    expect(after).not.toContain('Scheduled Dawn Story')
    expect(after).toContain('Scheduled Later Story')
  })

  it('should refuse to run the jobs queue for an editor', async () => {
    const response = await call(baseUrl, '/cms-api/payload-jobs/run?queue=default', {
      cookie: editorCookie,
    })
    // Payload answers a refused run 401 (its jobs access: admins only, payload.config.ts).
    expect(response.status).toBe(401)
  })
})
