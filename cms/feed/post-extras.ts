// What a page of posts carries around each post: its like count, whether the viewer liked it, its
// comment count, its latest comments and its surf report; and a post's whole thread. Payload's
// joins read these through one query whose SQL drizzle rebuilt for every request: ~10 ms of CPU
// for a page of 20, most of a feed read (bench/README.md "Mixed load"). Here each is one plain
// statement, named so that PostgreSQL plans it once per connection (cms/sql/prepared.ts).
//
// The rows follow the collections' read access exactly: likes and surf reports are public
// (`anyone`); posts and comments follow cms/access/shown-or-own.ts (visibleTo in lean-sql.ts) —
// staff read every row, a signed-in user the shown ones and their own hidden ones, a visitor the
// shown ones. tests/moderation.test.ts and tests/feed-extras.test.ts hold the two together.
import type { Payload, TypedUser } from 'payload'
import type {
  FeedPost as PostDoc,
  FeedPostComment as CommentDoc,
  SurferReport as ReportDoc,
} from '../payload-types'
import { AppError } from '../../shared/contracts/errors'
import { query } from '../sql/prepared'
import { type Author, type AuthorColumns, authorOf } from './authors'
import { commentCountOf, likeCountOf } from './counts'
import { viewerValues, visibleTo } from './lean-sql'

/** Comments carried inside each post (the latest few); the full thread is one call away. */
export const LATEST_COMMENTS = 3

export type PostExtras = {
  /** The post's author's public face (cms/feed/authors.ts). */
  author: Author
  likeCount: number
  isLiked: boolean
  commentCount: number
  /** The latest LATEST_COMMENTS comments the viewer may read, oldest first, with their authors. */
  latest: AuthoredComment[]
  report: ReportDoc | null
}

export type AuthoredComment = { doc: CommentDoc; author: Author }

type Row = {
  id: number
  author: AuthorColumns | null
  like_count: number
  is_liked: boolean
  comment_count: number
  latest: CommentRow[] | null
  report: ReportRow | null
}

type CommentRow = AuthorColumns & {
  id: number
  author: number
  content: string
  created_at: string
  updated_at: string
  hidden: boolean | null
}

type ReportRow = Omit<ReportDoc, 'surfedAt' | 'createdAt' | 'updatedAt'> & {
  surfedAt: string
  createdAt: string
  updatedAt: string
}

/** A timestamp as Payload answers it (ISO 8601 in UTC with milliseconds). */
const iso = (value: string) => new Date(value).toISOString()

const NONE: PostExtras = {
  author: authorOf({}),
  likeCount: 0,
  isLiked: false,
  commentCount: 0,
  latest: [],
  report: null,
}

/**
 * Each post `p`'s extras (`p` has its `id` and `author_id`), for a statement whose `$2` `$3` are
 * the viewer (visibleTo): with `$1` the post ids (EXTRAS) or as part of a page (PAGE). The latest
 * comments are picked before their authors are looked up: joining first made PostgreSQL hash every comment of the post against
 * all users, most of the statement's time.
 */
const EXTRA_COLUMNS = `
  (select json_build_object('first_name', u.first_name, 'last_name', u.last_name,
     'profile_image_url', u.profile_image_url)
   from users u where u.id = p.author_id) as author,
  ${likeCountOf('p')} as like_count,
  exists (select 1 from feed_post_likes l where l.post_id = p.id and l.user_id = $2) as is_liked,
  ${commentCountOf('p')} as comment_count,
  (select json_agg(json_build_object('id', x.id, 'author', x.author_id, 'content', x.content,
       'created_at', x.created_at, 'updated_at', x.updated_at, 'hidden', x.hidden,
       'first_name', u.first_name, 'last_name', u.last_name,
       'profile_image_url', u.profile_image_url) order by x.created_at, x.id)
   from (select c.id, c.author_id, c.content, c.created_at, c.updated_at, c.hidden
         from feed_post_comments c where c.post_id = p.id and ${visibleTo('c')}
         order by c.created_at desc, c.id desc limit ${LATEST_COMMENTS}) x
   -- offset 0 keeps this a lookup by key per comment: joined plainly, PostgreSQL hashed every
   -- user for the three rows
   left join lateral (select u.first_name, u.last_name, u.profile_image_url from users u
     where u.id = x.author_id offset 0) u on true) as latest,
  (select json_build_object('id', r.id, 'post', r.post_id, 'author', r.author_id,
     'spot', r.spot_id, 'surfedAt', r.surfed_at, 'size', r.size, 'rating', r.rating,
     'wind', r.wind, 'createdAt', r.created_at, 'updatedAt', r.updated_at)
   from surfer_reports r where r.post_id = p.id limit 1) as report`

const EXTRAS = `select p.id, ${EXTRA_COLUMNS}
from feed_posts p where p.id = any($1::int[])`

/**
 * A page of Discover with each post's extras, in one statement: the posts under the read rule of
 * feed-posts (`$2` `$3`: visibleTo), newest first after the cursor `$1` (null: the first page),
 * `$4` of them, with the columns Payload's find selects in read.ts. Through Payload's find the
 * posts cost ~0.7 ms of CPU per page in drizzle building SQL and field traversal, and a round
 * trip of their own before the extras (bench/README.md "Mixed load"). tests/feed-extras.test.ts
 * holds each post of a page equal to the post read alone (Payload's findByID).
 */
const PAGE = `
with page as (
  select p.id, p.author_id, p.content, p.media_id, p.image_url, p.location, p.spot_id, p.hidden,
    p.created_at, p.updated_at
  from feed_posts p
  where ${visibleTo('p')} and ($1::int is null or p.id < $1)
  order by p.id desc limit $4)
select p.*, ${EXTRA_COLUMNS}
from page p
order by p.id desc`

type PageRow = Row & {
  author_id: number | null
  content: string
  media_id: number | null
  image_url: string | null
  location: string | null
  spot_id: number | null
  hidden: boolean | null
  created_at: Date
  updated_at: Date
}

/** A page of posts as Payload's find answers them at depth 0 (read.ts SELECT), and their extras. */
export async function feedPage(
  payload: Payload,
  page: { before: number | null; limit: number },
  viewer: TypedUser | null | undefined,
): Promise<{ docs: PostDoc[]; extras: (postId: number) => PostExtras }> {
  const rows = await query<PageRow>(payload, 'feed-page', PAGE, [
    page.before,
    ...viewerValues(viewer),
    page.limit,
  ])
  const byId = new Map(rows.map((row) => [row.id, toExtras(row)]))
  const docs = rows.map(
    (row) =>
      ({
        id: row.id,
        author: row.author_id,
        content: row.content,
        media: row.media_id,
        imageUrl: row.image_url,
        location: row.location,
        spot: row.spot_id,
        hidden: row.hidden,
        createdAt: row.created_at.toISOString(),
        updatedAt: row.updated_at.toISOString(),
      }) as PostDoc,
  )
  return { docs, extras: (postId) => byId.get(postId) ?? NONE }
}

/** The extras of each post id, for `viewer` (null: a visitor). */
export async function postExtras(
  payload: Payload,
  postIds: number[],
  viewer: TypedUser | null | undefined,
): Promise<(postId: number) => PostExtras> {
  const ids = [...new Set(postIds.filter((id) => Number.isSafeInteger(id)))]
  if (ids.length === 0) return () => NONE
  const rows = await query<Row>(payload, 'feed-post-extras', EXTRAS, [ids, ...viewerValues(viewer)])
  const byId = new Map(rows.map((row) => [row.id, toExtras(row)]))
  return (postId) => byId.get(postId) ?? NONE
}

function toExtras(row: Row): PostExtras {
  return {
    author: authorOf(row.author ?? {}),
    likeCount: row.like_count,
    isLiked: row.is_liked,
    commentCount: row.comment_count,
    latest: (row.latest ?? []).map((c) => authored(row.id, c)),
    report: row.report
      ? {
          ...row.report,
          surfedAt: iso(row.report.surfedAt),
          createdAt: iso(row.report.createdAt),
          updatedAt: iso(row.report.updatedAt),
        }
      : null,
  }
}

const authored = (postId: number, c: CommentRow): AuthoredComment => ({
  doc: {
    id: c.id,
    post: postId,
    author: c.author,
    content: c.content,
    hidden: c.hidden,
    createdAt: iso(c.created_at),
    updatedAt: iso(c.updated_at),
  },
  author: authorOf(c),
})

/** `$1` the post, `$2` `$3` the viewer (visibleTo), `$4` the most comments to answer. */
const THREAD = `
select c.id, c.author_id as author, c.content, c.created_at, c.updated_at, c.hidden,
  u.first_name, u.last_name, u.profile_image_url
from feed_posts p
left join lateral (
  select * from feed_post_comments c where c.post_id = p.id and ${visibleTo('c')}
  order by c.created_at, c.id limit $4) c on true
left join users u on u.id = c.author_id
where p.id = $1 and ${visibleTo('p')}
order by c.created_at, c.id`

/**
 * A post's comments the viewer may read, oldest first, at most `limit`; 404 'Post not found'
 * unless the post exists and the viewer may read it.
 */
export async function postThread(
  payload: Payload,
  postId: number,
  viewer: TypedUser | null | undefined,
  limit: number,
): Promise<AuthoredComment[]> {
  const rows = await query<CommentRow | { id: null }>(payload, 'feed-post-thread', THREAD, [
    postId,
    ...viewerValues(viewer),
    limit,
  ])
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'Post not found')
  return rows.flatMap((row) => (row.id === null ? [] : [authored(postId, row as CommentRow)]))
}
