import type { FlattenedField, PayloadRequest, SanitizedCollectionConfig } from 'payload'

/** The parts of an operation's arguments that choose rows by a field's value. */
export type QueryParts = {
  where?: unknown
  sort?: unknown
  joins?: unknown
  /** findDistinct's field: its values come back, so it is checked like a sort. */
  field?: unknown
}

// Auth internals are never a filter or a sort key from outside, whatever the access says: most
// are hidden already; `sessions` is not, and its read access reads the document (see below).
const AUTH_SECRETS = new Set([
  'hash',
  'salt',
  'sessions',
  'resetPasswordToken',
  'resetPasswordExpiration',
  'resetPasswordRequestedAt',
  'loginAttempts',
  'lockUntil',
  'apiKey',
  'apiKeyIndex',
  'enableAPIKey',
  '_verificationToken',
])

// Fields of a version row around the document itself (findVersions: `version.title`, `parent`).
const VERSION_META = new Set(['latest', 'autosave', 'snapshot', 'publishedLocale'])

type Walk = { req: PayloadRequest; refused: string[]; access: Map<unknown, Promise<boolean>> }

/**
 * Every path of `query` the caller may not filter or sort on in `collection` (empty: it may run).
 * A path may name a field only if every field along it is readable: not hidden, not an auth
 * secret, its own read access true; and every collection it enters through a relationship,
 * upload or join readable without condition (collection read access exactly `true`). No database
 * round trip: access functions are asked once per query, with the request alone.
 */
export async function refusedQueryPaths(
  collection: SanitizedCollectionConfig,
  query: QueryParts,
  req: PayloadRequest,
): Promise<string[]> {
  const walk: Walk = { req, refused: [], access: new Map() }
  await checkWhere(walk, collection, query.where, '')
  for (const path of sortPaths(query.sort)) await checkPath(walk, collection, path, path)
  if (typeof query.field === 'string') await checkPath(walk, collection, query.field, query.field)
  await checkJoins(walk, collection, query.joins)
  return [...new Set(walk.refused)]
}

/** The paths of a sort spec: a string (comma-separated) or a list, each with an optional `-`. */
export function sortPaths(sort: unknown): string[] {
  const list = Array.isArray(sort) ? sort : typeof sort === 'string' ? sort.split(',') : []
  return list
    .filter((s): s is string => typeof s === 'string')
    .map((s) => s.trim().replace(/^[-+]/, ''))
    .filter(Boolean)
}

// Payload reads `a__b` as `a.b` and `_id` as `id` (validateSearchParams), so the check must too.
const normalise = (path: string) => (path === '_id' ? 'id' : path.replace(/__/g, '.'))

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)

async function checkWhere(
  walk: Walk,
  collection: SanitizedCollectionConfig,
  where: unknown,
  prefix: string,
) {
  if (!isPlainObject(where)) return
  for (const [key, constraint] of Object.entries(where)) {
    if (['and', 'or'].includes(key.toLowerCase()) && Array.isArray(constraint)) {
      for (const item of constraint) await checkWhere(walk, collection, item, prefix)
      continue
    }
    const target = await checkPath(walk, collection, key, prefix + key)
    if (!target || !isPlainObject(constraint)) continue
    // A nested where on a relationship (`contains: { … }`) queries the related collection.
    for (const value of Object.values(constraint)) {
      if (!isPlainObject(value)) continue
      if (await collectionReadable(walk, target))
        await checkWhere(walk, target, value, `${prefix}${key}.`)
      else walk.refused.push(normalise(prefix + key))
    }
  }
}

async function checkJoins(walk: Walk, collection: SanitizedCollectionConfig, joins: unknown) {
  if (!isPlainObject(joins)) return
  for (const [joinPath, join] of Object.entries(joins)) {
    if (!isPlainObject(join)) continue
    const field = fieldAt(collection.flattenedFields, joinPath.split('.'))
    if (field?.type !== 'join' || typeof field.collection !== 'string') continue
    const target = collectionOf(walk, field.collection)
    if (!target) continue
    // The joined rows are already limited by the target's read access (Payload adds it), so
    // inside a join the target is a root: only its fields' own access and what they enter count.
    await checkWhere(walk, target, join.where, `${joinPath}.`)
    for (const path of sortPaths(join.sort))
      await checkPath(walk, target, path, `${joinPath}.${path}`)
  }
}

/**
 * Checks one path from `root`; refuses it (recording `shown`) if any step may not be read.
 * Answers the related collection when the path ends on a relationship, upload or join, for a
 * nested where to be checked against it.
 */
async function checkPath(
  walk: Walk,
  root: SanitizedCollectionConfig,
  rawPath: string,
  shown: string,
): Promise<SanitizedCollectionConfig | undefined> {
  const segments = normalise(rawPath).split('.')
  let collection = root
  let fields: FlattenedField[] = root.flattenedFields
  let i = 0
  const refuse = () => {
    walk.refused.push(normalise(shown))
    return undefined
  }
  if (root.versions && segments[0] === 'version') i = 1
  else if (root.versions && VERSION_META.has(segments[0] ?? '') && segments.length === 1) return
  else if (root.versions && segments[0] === 'parent') {
    if (segments.length === 1) return
    i = 1
  }
  for (; i < segments.length; i++) {
    const segment = segments[i] ?? ''
    const last = i === segments.length - 1
    const field = fields.find((f) => f.name === segment)
    if (!field) return last && segment === 'id' ? undefined : refuse()
    if (!(await fieldReadable(walk, collection, field))) return refuse()
    const virtual = 'virtual' in field ? field.virtual : undefined
    if (typeof virtual === 'string') {
      // A virtual field reads another path of the same row: that path must pass too.
      const target = await checkPath(walk, collection, virtual, shown)
      return last ? target : refuse()
    }
    if (field.type === 'relationship' || field.type === 'upload' || field.type === 'join') {
      const relationTo = field.type === 'join' ? field.collection : field.relationTo
      const rest = segments.slice(i + 1)
      if (Array.isArray(relationTo)) {
        // Polymorphic: Payload queries only the pair itself, never into the documents.
        return rest.length === 0 ||
          (rest.length === 1 && ['relationTo', 'value'].includes(rest[0] ?? ''))
          ? undefined
          : refuse()
      }
      // `rel.id` is the stored key on this row: nothing of the related document is read.
      if (rest.length === 1 && rest[0] === 'id' && field.type !== 'join') return
      const target = collectionOf(walk, relationTo)
      if (!target) return refuse()
      // Ending here compares the stored key (or sorts by it): the related document is unread.
      if (last) return target
      if (!(await collectionReadable(walk, target))) return refuse()
      collection = target
      fields = target.flattenedFields
      continue
    }
    if ('flattenedFields' in field) {
      fields = field.flattenedFields
      continue
    }
    if (field.type === 'blocks') {
      if (segments[i + 1] === 'blockType') return
      fields = field.blocks.flatMap((block) => block.flattenedFields)
      continue
    }
    // JSON and rich text: the rest of the path is inside the value this field's access covers.
    if (field.type === 'json' || field.type === 'richText') return
    if (!last) return refuse()
  }
  return undefined
}

/** The field named by `segments` through groups, tabs and arrays, or undefined. */
function fieldAt(fields: FlattenedField[], segments: string[]): FlattenedField | undefined {
  const [head, ...rest] = segments
  const field = fields.find((f) => f.name === head)
  if (!field || rest.length === 0) return field
  return 'flattenedFields' in field ? fieldAt(field.flattenedFields, rest) : undefined
}

function collectionOf(walk: Walk, slug: string): SanitizedCollectionConfig | undefined {
  const collections: Partial<Record<string, { config: SanitizedCollectionConfig }>> =
    walk.req.payload.collections
  return collections[slug]?.config
}

/** Readable without condition: the collection's read access answers exactly `true`. */
function collectionReadable(walk: Walk, collection: SanitizedCollectionConfig) {
  return remember(walk, collection, async () => {
    const read = collection.access.read
    return typeof read === 'function' && (await read({ req: walk.req })) === true
  })
}

/**
 * A field may be filtered on when it is not hidden, not an auth secret, and its own read access
 * (if any) says `true` from the request alone. An access function that looks at the document
 * (`doc`, `data`, `siblingData`, `id`, …) answers for one row, not for every row a filter
 * compares against, so asking it at all refuses the field: Payload's own check passes
 * `{ doc: undefined }`, and `sessions`' `user?.id === doc?.id` said yes to every visitor.
 */
function fieldReadable(walk: Walk, collection: SanitizedCollectionConfig, field: FlattenedField) {
  return remember(walk, field, async () => {
    if (field.hidden) return false
    if (collection.auth && AUTH_SECRETS.has(field.name)) return false
    const read = field.access?.read
    if (!read) return true
    let readsDocument = false
    const args = new Proxy(
      { req: walk.req },
      {
        get(target, key) {
          if (key !== 'req') readsDocument = true
          return key === 'req' ? target.req : undefined
        },
      },
    )
    try {
      const allowed = await read(args as Parameters<typeof read>[0])
      return !readsDocument && allowed === true
    } catch {
      return false
    }
  })
}

function remember(walk: Walk, key: unknown, decide: () => Promise<boolean>): Promise<boolean> {
  let answer = walk.access.get(key)
  if (!answer) {
    answer = decide()
    walk.access.set(key, answer)
  }
  return answer
}
