// What the feed pages render on the server: the viewer (their likes and menus), the posts through
// the same read functions the /api/feed endpoints answer with, and the known spots the composer
// suggests. Rendered per request: see cache/pages.ts.
import type { AstroGlobal } from 'astro'
import type { Payload, TypedUser } from 'payload'
import type { FeedComment, FeedPost } from '../../../../shared/contracts/feed'
import { sessionUser } from '../../../../cms/auth'
import { sessionHeaders } from '../auth/session-headers'
import { getPost, listComments, listPosts } from '../../../../cms/feed'
import type { SpotRef } from '../../browser-only/queries/feed'

export { postMeta } from './post-meta'

type Astro = Pick<AstroGlobal, 'locals' | 'request'>
type Viewer = { id: number } | null

async function viewerOf(astro: Astro): Promise<TypedUser | null> {
  return sessionUser(astro.locals.payload, sessionHeaders(astro.request))
}

/** Every spot's id, name and place, by name (the composer's known-spot suggestions). */
async function knownSpots(payload: Payload): Promise<SpotRef[]> {
  const { docs } = await payload.find({
    collection: 'surf-spots',
    pagination: false,
    limit: 0,
    sort: 'name',
    depth: 0,
    select: { name: true, location: true },
    overrideAccess: false,
  })
  return docs.map((s) => ({ id: s.id, name: s.name, location: s.location }))
}

/** A positive integer route parameter, or null. */
function idParam(raw: string): number | null {
  return /^\d{1,12}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null
}

/** Posts that failed to load render as null: the island then fetches them (with skeletons). */
async function orNull<T>(payload: Payload, read: Promise<T>, what: string): Promise<T | null> {
  try {
    return await read
  } catch (error) {
    payload.logger.error({ err: error, msg: `feed page: ${what} failed` })
    return null
  }
}

/** /discover and /?tab=discover. */
export async function discoverPageData(astro: Astro): Promise<{
  viewer: Viewer
  posts: FeedPost[] | null
  spots: SpotRef[]
}> {
  const { payload } = astro.locals
  const user = await viewerOf(astro)
  const [posts, spots] = await Promise.all([
    orNull(payload, listPosts(payload, { user }), 'listPosts'),
    knownSpots(payload),
  ])
  return { viewer: user, posts, spots }
}

/** /discover/post/{id}, or null for an unknown post. */
export async function singlePostData(
  astro: Astro,
  rawId: string,
): Promise<{ viewer: Viewer; post: FeedPost; comments: FeedComment[]; spots: SpotRef[] } | null> {
  const id = idParam(rawId)
  if (id === null) return null
  const { payload } = astro.locals
  const user = await viewerOf(astro)
  const post = await getPost(payload, id, user)
  if (!post) return null
  const [comments, spots] = await Promise.all([
    listComments(payload, id, user),
    knownSpots(payload),
  ])
  return { viewer: user, post, comments, spots }
}

/** /spot/{id}/posts, or null for an unknown spot. */
export async function spotPostsData(
  astro: Astro,
  rawId: string,
): Promise<{ viewer: Viewer; spot: SpotRef; posts: FeedPost[] | null; spots: SpotRef[] } | null> {
  const id = idParam(rawId)
  if (id === null) return null
  const { payload } = astro.locals
  const [user, spots] = await Promise.all([viewerOf(astro), knownSpots(payload)])
  const spot = spots.find((s) => s.id === id)
  if (!spot) return null
  const posts = await orNull(payload, listPosts(payload, { user, spotId: id }), 'listPosts')
  return { viewer: user, spot, posts, spots }
}
