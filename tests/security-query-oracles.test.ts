// Payload's query API must not become an oracle. Filtering or sorting on a field
// the caller may not read (another user's session ids, password hash, email) answers 400 before
// any row is matched, through every collection and every relationship; normal queries still work.
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { adminAuth } from './support/admin'
import { call, sessionIdOf } from './support/accounts'
import { createPost, type Session, surferSession } from './support/feed'

const baseUrl = () => inject('baseUrl')
let alice: Session
let bob: Session
let admin: Record<string, string>

beforeAll(async () => {
  alice = await surferSession(baseUrl(), { firstName: 'Alice', lastName: 'Oracle' })
  bob = await surferSession(baseUrl(), { firstName: 'Bob', lastName: 'Oracle' })
  await createPost(baseUrl(), alice, { content: 'A post whose author holds a session' })
  admin = await adminAuth(baseUrl())
})

/** GET /cms-api/<path> with the query parameters given, as the caller given. */
function query(path: string, params: Record<string, string>, caller?: Session | 'admin') {
  const search = new URLSearchParams(params).toString()
  const headers = caller === 'admin' ? admin : {}
  const cookie = caller && caller !== 'admin' ? caller.cookie : undefined
  return call(baseUrl(), `/cms-api/${path}?${search}`, { cookie, headers })
}

/** The 400 answer's message, asserting the status. */
async function refusal(response: Response) {
  const body = (await response.json()) as { errors?: { message?: string }[] }
  expect(response.status, JSON.stringify(body)).toBe(400)
  return body.errors?.[0]?.message
}

describe('filters and sorts on fields the caller may not read', () => {
  const probes = (): [string, Record<string, string>][] => [
    [
      'where author.sessions.id like',
      { 'where[author.sessions.id][like]': sidOfAlice()[0] ?? 'a' },
    ],
    [
      'where author.sessions.createdAt exists',
      { 'where[author.sessions.createdAt][exists]': 'true' },
    ],
    ['where author__sessions__id like', { 'where[author__sessions__id][like]': 'a' }],
    ['sort author.hash', { sort: 'author.hash' }],
    ['sort -author.salt', { sort: '-author.salt' }],
    ['sort createdAt,author.hash', { sort: 'createdAt,author.hash' }],
    ['where author.email like (another user)', { 'where[author.email][like]': alice.email }],
    ['where or [author.hash exists]', { 'where[or][0][author.hash][exists]': 'true' }],
    ['joins likes where user.sessions.id', { 'joins[likes][where][user.sessions.id][like]': 'a' }],
    ['joins comments sort author.hash', { 'joins[comments][sort]': 'author.hash' }],
  ]
  const sidOfAlice = () => sessionIdOf(alice.cookie) ?? ''

  for (const who of ['visitor', 'surfer'] as const) {
    it(`should refuse each probe on /cms-api/feed-posts with 400, as a ${who}`, async () => {
      for (const [name, params] of probes()) {
        const response = await query('feed-posts', params, who === 'surfer' ? bob : undefined)
        const message = await refusal(response)
        expect(message, name).toMatch(/^You may not filter or sort on '.+'$/)
      }
    })
  }

  it('should name the refused path in the message', async () => {
    const message = await refusal(await query('feed-posts', { sort: '-author.hash' }))
    expect(message).toBe("You may not filter or sort on 'author.hash'")
  })

  it('should refuse the same probe when only counting', async () => {
    const response = await query('feed-posts/count', { 'where[author.sessions.id][like]': 'a' })
    expect(await refusal(response)).toBe("You may not filter or sort on 'author.sessions.id'")
  })

  it('should refuse probes through Payload’s own collections (polymorphic relations)', async () => {
    const probes: Record<string, string>[] = [
      { sort: 'user.hash' },
      { sort: '-user.value.salt' },
      { 'where[user.hash][exists]': 'true' },
    ]
    for (const slug of ['payload-locked-documents', 'payload-preferences'])
      for (const params of probes)
        expect(await refusal(await query(slug, params, bob)), slug).toMatch(/^You may not/)
  })

  it('should refuse the same probes through the other collections that point at users', async () => {
    const samples: [string, string][] = [
      ['feed-post-likes', 'user'],
      ['feed-post-comments', 'author'],
      ['user-favorites', 'user'],
    ]
    for (const [slug, rel] of samples) {
      for (const field of ['hash', 'salt', 'sessions.id', 'resetPasswordToken', 'lockUntil']) {
        expect(
          (await query(slug, { [`where[${rel}.${field}][exists]`]: 'true' }, bob)).status,
        ).toBe(400)
        expect((await query(slug, { sort: `${rel}.${field}` }, bob)).status).toBe(400)
      }
    }
    // and into users directly: a surfer's own record is readable, their hash is not.
    expect((await query('users', { sort: 'hash' }, bob)).status).toBe(400)
    expect((await query('users', { 'where[sessions.id][like]': 'a' }, bob)).status).toBe(400)
  })
})

describe('queries the caller may make', () => {
  it('should still filter by author and sort by date, as a visitor', async () => {
    const response = await query('feed-posts', {
      'where[author][equals]': String(alice.id),
      sort: '-createdAt',
    })
    expect(response.status).toBe(200)
    const { docs } = (await response.json()) as { docs: { content: string }[] }
    expect(docs.map((d) => d.content)).toContain('A post whose author holds a session')
  })

  // Moderation changed this: comments may be hidden, so their words are readable under a
  // condition and a filter through them would tell a hidden comment's words to a visitor.
  it('should filter on a comment’s words for staff only, now that comments can be hidden', async () => {
    const params = { 'where[comments.content][like]': 'a' }
    expect((await query('feed-posts', params, 'admin')).status).toBe(200)
    expect(await refusal(await query('feed-posts', params))).toBe(
      "You may not filter or sort on 'comments.content'",
    )
  })

  it('should enter published-only spots for staff, not for visitors (no sort by a draft’s name)', async () => {
    const params = { 'where[spot.name][like]': 'a', sort: 'spot.name' }
    expect((await query('feed-posts', params, 'admin')).status).toBe(200)
    expect(await refusal(await query('feed-posts', params))).toBe(
      "You may not filter or sort on 'spot.name'",
    )
  })

  it('should let a surfer filter their own record by email', async () => {
    const response = await query('users', { 'where[email][equals]': bob.email }, bob)
    expect(response.status).toBe(200)
    expect(((await response.json()) as { totalDocs: number }).totalDocs).toBe(1)
  })

  it('should let the admin list, search and sort as the admin views do', async () => {
    const lists: Record<string, string>[] = [
      { sort: '-createdAt', limit: '10', depth: '0' },
      { sort: 'author', 'where[or][0][and][0][content][like]': 'session' },
      { sort: '-location', 'where[author.email][like]': alice.email },
    ]
    for (const params of lists) {
      const response = await query('feed-posts', params, 'admin')
      expect(response.status, JSON.stringify(params)).toBe(200)
    }
    const users = await query(
      'users',
      { sort: 'email', 'where[email][like]': 'accounts.test' },
      'admin',
    )
    expect(users.status).toBe(200)
  })

  it('should refuse the admin too on hidden fields', async () => {
    expect((await query('feed-posts', { sort: 'author.hash' }, 'admin')).status).toBe(400)
    const sessions = { 'where[author.sessions.id][exists]': 'true' }
    expect((await query('feed-posts', sessions, 'admin')).status).toBe(400)
  })
})

describe('Payload’s own collections and ids', () => {
  it('should answer 404, not 500, for a document id that cannot exist', async () => {
    for (const path of ['feed-posts/distinct', 'feed-posts/abc', 'surf-spots/x']) {
      const response = await call(baseUrl(), `/cms-api/${path}`)
      expect(response.status, path).toBe(404)
    }
  })

  it('should keep the admin’s document locks from a signed-in surfer', async () => {
    const response = await query('payload-locked-documents', {}, bob)
    expect(response.status).toBe(403)
    expect((await query('payload-locked-documents', {}, 'admin')).status).toBe(200)
  })
})
