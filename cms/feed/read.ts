// Reading the feed (Discover, a spot's posts, a single post). Pages import these for SSR and
// the /api/feed endpoints answer with them, so both show the same thing. Every read follows
// Payload's access rules for the viewer: through Payload, or for Discover's pages and each page's
// counts, latest comments and surf reports through statements that spell the same rule
// (visibleTo in lean-sql.ts; post-extras.ts).
import type { Payload, TypedUser, Where } from 'payload'
import type { FeedComment, FeedPost } from '../../shared/contracts/feed'
import { FEED_PAGE_SIZE, MAX_FEED_PAGE } from '../../shared/domain/feed/feed-pages'
import type { FeedPost as PostDoc, SurferReport as ReportDoc } from '../payload-types'
import { AppError } from '../../shared/contracts/errors'
import { idOf } from './authors'
import { feedPage, postExtras, postThread, type PostExtras } from './post-extras'
import { toFeedComment, toFeedPost, toFeedSurfReport } from './shape'

/** The longest thread GET /api/feed/{id}/comments answers. */
export const MAX_COMMENTS = 500

export type Viewer = TypedUser | null | undefined

// The post's own fields, without Payload's joins (likes, comments, surf report: post-extras.ts).
const SELECT = {
  author: true,
  content: true,
  media: true,
  imageUrl: true,
  location: true,
  spot: true,
  createdAt: true,
  updatedAt: true,
  hidden: true,
} as const

// Read at depth 0: of the relationships only the media is needed whole (its URLs), read for the
// page in one find (withMedia); the authors' public faces come with the extras.

const asViewer = (user: Viewer) => ({ user: user ?? undefined, overrideAccess: false as const })

/**
 * Newest posts first. `before` is a post id: the page after the one that ended with it.
 * `spotId` keeps the posts of one spot: its id, or its name in the location.
 */
export async function listPosts(
  payload: Payload,
  options: { user: Viewer; limit?: number; before?: number | null; spotId?: number | null },
): Promise<FeedPost[]> {
  const limit = Math.min(Math.max(options.limit ?? FEED_PAGE_SIZE, 1), MAX_FEED_PAGE)
  if (!options.spotId) {
    // Discover's pages, the hottest read: the posts and their extras in one statement.
    const page = { before: options.before ?? null, limit }
    const { docs, extras } = await feedPage(payload, page, options.user)
    return shapePosts(payload, docs, options.user, extras)
  }
  const where: Where[] = []
  if (options.before) where.push({ id: { less_than: options.before } })
  where.push(await spotPostsWhere(payload, options.spotId))
  const { docs } = await payload.find({
    collection: 'feed-posts',
    where: { and: where },
    // Ids grow with creation time, so they order the feed and make a stable cursor.
    sort: '-id',
    limit,
    pagination: false,
    depth: 0,
    joins: false,
    select: SELECT,
    ...asViewer(options.user),
  })
  return shapePosts(payload, docs, options.user)
}

/** One post as the viewer sees it, or null when there is none. */
export async function getPost(
  payload: Payload,
  id: number,
  user: Viewer,
): Promise<FeedPost | null> {
  const doc = await payload.findByID({
    collection: 'feed-posts',
    id,
    depth: 0,
    joins: false,
    select: SELECT,
    disableErrors: true,
    ...asViewer(user),
  })
  if (!doc) return null
  const [post] = await shapePosts(payload, [doc], user)
  return post ?? null
}

/** A post's comments, oldest first (a thread reads top to bottom). 404 for an unknown post. */
export async function listComments(
  payload: Payload,
  postId: number,
  user?: Viewer,
): Promise<FeedComment[]> {
  // The viewer's own hidden comments stay in their thread.
  const thread = await postThread(payload, postId, user, MAX_COMMENTS)
  return thread.map((c) => toFeedComment(c.doc, c.author))
}

async function spotPostsWhere(payload: Payload, spotId: number): Promise<Where> {
  const spot = await payload.findByID({
    collection: 'surf-spots',
    id: spotId,
    depth: 0,
    select: { name: true },
    disableErrors: true,
    overrideAccess: false,
  })
  if (!spot) throw new AppError('NOT_FOUND', 'Surf spot not found')
  // `contains` is a case-insensitive substring match in the postgres adapter.
  return { or: [{ spot: { equals: spotId } }, { location: { contains: spot.name } }] }
}

async function shapePosts(
  payload: Payload,
  stored: PostDoc[],
  user: Viewer,
  known?: (postId: number) => PostExtras,
): Promise<FeedPost[]> {
  if (stored.length === 0) return []
  const ids = stored.map((doc) => doc.id)
  const [docs, extras] = await Promise.all([
    withMedia(payload, stored, user),
    known ?? postExtras(payload, ids, user),
  ])
  const spot = await reportSpots(
    payload,
    docs.map((doc) => extras(doc.id).report),
  )
  return docs.map((doc) => {
    const own = extras(doc.id)
    return toFeedPost(doc, {
      author: own.author,
      isLiked: own.isLiked,
      likeCount: own.likeCount,
      comments: own.latest.map((c) => toFeedComment(c.doc, c.author)),
      commentCount: own.commentCount,
      surfReport: withSpot(own.report, spot),
    })
  })
}

/** The posts with their uploaded media read whole (as depth 1 would), in one find for the page. */
async function withMedia(payload: Payload, docs: PostDoc[], user: Viewer): Promise<PostDoc[]> {
  const ids = [...new Set(docs.flatMap((d) => (typeof d.media === 'number' ? [d.media] : [])))]
  if (ids.length === 0) return docs
  const { docs: media } = await payload.find({
    collection: 'feed-media',
    where: { id: { in: ids } },
    limit: ids.length,
    pagination: false,
    depth: 0,
    ...asViewer(user),
  })
  const byId = new Map(media.map((m) => [m.id, m]))
  return docs.map((d) =>
    typeof d.media === 'number' ? { ...d, media: byId.get(d.media) ?? d.media } : d,
  )
}

type SpotsById = Map<number, { name: string; timeZone: string }>

const withSpot = (report: ReportDoc | null | undefined, spots: SpotsById) =>
  report ? toFeedSurfReport(report, spots.get(idOf(report.spot) ?? 0)) : null

/** The names and time zones of the reports' spots, in one query for the whole page. */
async function reportSpots(payload: Payload, reports: (ReportDoc | null)[]): Promise<SpotsById> {
  const ids = [...new Set(reports.flatMap((r) => (r ? [idOf(r.spot) ?? 0] : [])))]
  if (ids.length === 0) return new Map()
  const { docs } = await payload.find({
    collection: 'surf-spots',
    where: { id: { in: ids } },
    select: { name: true, timeZone: true },
    limit: ids.length,
    pagination: false,
    depth: 0,
    overrideAccess: false,
  })
  return new Map(docs.map((s) => [s.id, { name: s.name, timeZone: s.timeZone }]))
}
