// The query check against the real, sanitized configuration (payload.config.ts): every
// relationship, upload and join of every collection is walked, so a new one is covered unasked.
import type {
  FlattenedField,
  PayloadRequest,
  SanitizedCollectionConfig,
  SanitizedConfig,
} from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { refuseMalformedIds } from '../hooks/refuse-malformed-ids'
import { refuseUnreadableQueries } from '../hooks/refuse-unreadable-queries'
import { refusedQueryPaths, sortPaths } from './query-paths'

let config: SanitizedConfig
const bySlug = (slug: string) => {
  const found = config.collections.find((c) => c.slug === slug)
  if (!found) throw new Error(`no collection ${slug}`)
  return found
}

type Caller = { name: string; user: Record<string, unknown> | null }
const CALLERS: Caller[] = [
  { name: 'visitor', user: null },
  { name: 'surfer', user: { id: 7, role: 'surfer', collection: 'users' } },
  { name: 'editor', user: { id: 8, role: 'editor', collection: 'users' } },
  { name: 'admin', user: { id: 9, role: 'admin', collection: 'users' } },
]

const requestOf = (user: Caller['user']) =>
  ({
    user,
    payload: {
      config,
      collections: Object.fromEntries(config.collections.map((c) => [c.slug, { config: c }])),
    },
    context: {},
  }) as unknown as PayloadRequest

beforeAll(async () => {
  // Reading the configuration imports every collection, the editor and the database adapter.
  config = await (await import('../../payload.config')).default
}, 120_000)

/** Relationship, upload and join fields of a collection with their paths (through groups). */
function relations(fields: FlattenedField[], prefix = ''): { path: string; to: string }[] {
  return fields.flatMap((field) => {
    const path = `${prefix}${field.name}`
    if (field.type === 'relationship' || field.type === 'upload')
      return typeof field.relationTo === 'string' ? [{ path, to: field.relationTo }] : []
    if (field.type === 'join')
      return typeof field.collection === 'string' ? [{ path, to: field.collection }] : []
    return 'flattenedFields' in field ? relations(field.flattenedFields, `${path}.`) : []
  })
}

/** Paths of a collection's fields down to leaves (arrays and groups opened, `sessions.id`). */
function leaves(fields: FlattenedField[], prefix = ''): { path: string; field: FlattenedField }[] {
  return fields.flatMap((field) => {
    const path = `${prefix}${field.name}`
    const own = [{ path, field }]
    return 'flattenedFields' in field ? [...own, ...leaves(field.flattenedFields, `${path}.`)] : own
  })
}

/** What a caller may never read of a collection: hidden fields and fields whose own read access
 * does not say yes from the request alone (decided per document, or not this caller's role),
 * with all their sub-paths; everything when the collection's read access is anything but an
 * unconditional yes. */
async function unreadable(target: SanitizedCollectionConfig, req: PayloadRequest) {
  const all = leaves(target.flattenedFields)
  const readAll = (await target.access.read({ req } as never)) === true
  if (!readAll) return all.map((l) => l.path)
  const closedFlags = await Promise.all(
    all.map(async (l) => {
      if (l.field.hidden) return true
      const read = l.field.access?.read
      return read ? (await read({ req } as never)) !== true : false
    }),
  )
  const closed = all.filter((_, i) => closedFlags[i]).map((l) => l.path)
  return all
    .filter((l) => closed.some((c) => l.path === c || l.path.startsWith(`${c}.`)))
    .map((l) => l.path)
}

describe('refusedQueryPaths over every collection', () => {
  it('should run first on every collection of the configuration, Payload’s own included', () => {
    const slugs = config.collections.map((c) => c.slug)
    expect(slugs).toEqual(expect.arrayContaining(['users', 'feed-posts', 'payload-preferences']))
    for (const collection of config.collections)
      expect(collection.hooks.beforeOperation.slice(0, 2), collection.slug).toEqual([
        refuseMalformedIds,
        refuseUnreadableQueries,
      ])
  })

  it('should keep Payload’s locked documents to staff, for every operation', async () => {
    const locks = bySlug('payload-locked-documents')
    for (const caller of CALLERS) {
      const staff = caller.name === 'admin' || caller.name === 'editor'
      for (const operation of ['create', 'read', 'update', 'delete'] as const) {
        const allowed = await locks.access[operation]({ req: requestOf(caller.user) } as never)
        expect(Boolean(allowed), `${caller.name} ${operation}`).toBe(staff)
      }
    }
  })

  it('should refuse filtering and sorting on every unreadable field behind every relationship', async () => {
    let probes = 0
    for (const caller of CALLERS) {
      const req = requestOf(caller.user)
      for (const collection of config.collections) {
        for (const relation of relations(collection.flattenedFields)) {
          for (const field of await unreadable(bySlug(relation.to), req)) {
            const path = `${relation.path}.${field}`
            const label = `${caller.name} on ${collection.slug}: ${path}`
            probes++
            for (const query of [
              { where: { [path]: { like: 'a' } } },
              { where: { or: [{ [path.replace(/\./g, '__')]: { exists: true } }] } },
              { sort: `-${path}` },
              { sort: ['createdAt', path] },
            ])
              expect(await refusedQueryPaths(collection, query, req), label).toEqual([path])
          }
        }
      }
    }
    // Not vacuous: the hole from the issue is among the probes.
    expect(probes).toBeGreaterThan(100)
  })

  it('should refuse the auth secrets of users for everyone, the admin included', async () => {
    const posts = bySlug('feed-posts')
    for (const caller of CALLERS) {
      const req = requestOf(caller.user)
      for (const path of [
        'author.hash',
        'author.salt',
        'author.sessions.id',
        'author.sessions.createdAt',
        'author.resetPasswordToken',
        'author.lockUntil',
        'author.loginAttempts',
      ])
        expect(
          await refusedQueryPaths(posts, { sort: path }, req),
          `${caller.name} ${path}`,
        ).toEqual([path])
      expect(
        await refusedQueryPaths(bySlug('users'), { where: { 'sessions.id': { like: 'a' } } }, req),
      ).toEqual(['sessions.id'])
    }
  })

  it('should refuse another user’s email to surfers and visitors but not to the admin', async () => {
    const where = { where: { 'author.email': { like: '@' } } }
    for (const name of ['visitor', 'surfer', 'editor'])
      expect(
        await refusedQueryPaths(
          bySlug('feed-posts'),
          where,
          requestOf(CALLERS.find((c) => c.name === name)!.user),
        ),
      ).toEqual(['author.email'])
    expect(
      await refusedQueryPaths(bySlug('feed-posts'), where, requestOf(CALLERS[3]!.user)),
    ).toEqual([])
  })

  it('should check the where and sort of each join against the joined collection', async () => {
    const req = requestOf(null)
    const joins = {
      likes: { where: { 'user.sessions.id': { like: 'a' } } },
      comments: { sort: '-author.hash', limit: 3 },
    }
    expect(await refusedQueryPaths(bySlug('feed-posts'), { joins }, req)).toEqual([
      'likes.user.sessions.id',
      'comments.author.hash',
    ])
    expect(
      await refusedQueryPaths(
        bySlug('feed-posts'),
        { joins: { comments: { sort: '-createdAt' } } },
        req,
      ),
    ).toEqual([])
  })

  it('should refuse a nested where into a collection the caller may not read', async () => {
    const where = { author: { contains: { email: { like: 'a' } } } }
    expect(await refusedQueryPaths(bySlug('feed-posts'), { where }, requestOf(null))).toEqual([
      'author',
    ])
  })

  it('should refuse distinct values of an unreadable field', async () => {
    const query = { field: 'author.sessions.id' }
    expect(await refusedQueryPaths(bySlug('feed-posts'), query, requestOf(null))).toEqual([
      'author.sessions.id',
    ])
  })
})

describe('refusedQueryPaths on queries the caller may make', () => {
  it('should allow the feed’s own filters and sorts to a visitor', async () => {
    const req = requestOf(null)
    const query = {
      where: {
        and: [{ author: { equals: 3 } }, { 'author.id': { in: [3] } }, { _id: { less_than: 9 } }],
        or: [{ spot: { equals: 2 } }, { location: { contains: 'bells' } }],
      },
      sort: '-createdAt,author',
      joins: { likes: { where: { user: { equals: 3 } } }, comments: false },
    }
    expect(await refusedQueryPaths(bySlug('feed-posts'), query, req)).toEqual([])
  })

  it('should refuse filtering posts by their comments’ words but to staff: one may be hidden', async () => {
    // Comments are read under a condition (not hidden), so a filter through them
    // would tell a hidden comment's words; this was allowed before moderation existed.
    const query = { where: { 'comments.content': { like: 'pumping' } } }
    for (const caller of CALLERS) {
      const staff = caller.name === 'admin' || caller.name === 'editor'
      const refused = await refusedQueryPaths(bySlug('feed-posts'), query, requestOf(caller.user))
      expect(refused, caller.name).toEqual(staff ? [] : ['comments.content'])
    }
  })

  it('should enter a collection read under a condition (published spots) only for staff', async () => {
    // Payload adds the condition to a filter but not to a sort, which would order posts by a
    // draft spot's name: one rule, unconditional read, for both.
    const query = { where: { 'spot.name': { like: 'bells' } }, sort: 'spot.name' }
    expect(await refusedQueryPaths(bySlug('feed-posts'), query, requestOf(null))).toEqual([
      'spot.name',
    ])
    expect(
      await refusedQueryPaths(bySlug('feed-posts'), query, requestOf(CALLERS[2]!.user)),
    ).toEqual([])
  })

  it('should let a surfer filter their own record, and an editor a post’s versions', async () => {
    const surfer = requestOf(CALLERS[1]!.user)
    expect(
      await refusedQueryPaths(
        bySlug('users'),
        { where: { email: { equals: 'me@x.test' } }, sort: 'firstName' },
        surfer,
      ),
    ).toEqual([])
    const editor = requestOf(CALLERS[2]!.user)
    const versions = {
      where: { parent: { equals: 1 }, 'version.title': { like: 'a' } },
      sort: '-updatedAt',
    }
    expect(await refusedQueryPaths(bySlug('blog-entries'), versions, editor)).toEqual([])
  })

  it('should refuse a path no field answers to', async () => {
    expect(
      await refusedQueryPaths(bySlug('feed-posts'), { sort: 'nope' }, requestOf(null)),
    ).toEqual(['nope'])
  })
})

describe('sortPaths', () => {
  it('should read a comma list or an array, with or without a direction', () => {
    expect(sortPaths('-a, b,+c')).toEqual(['a', 'b', 'c'])
    expect(sortPaths(['-a.b', 3, ''])).toEqual(['a.b'])
    expect(sortPaths(undefined)).toEqual([])
  })
})
