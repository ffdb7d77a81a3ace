// Creating, editing and deleting posts for a signed-in user, always through Payload's access
// rules (`user` + overrideAccess: false): the collection itself refuses another user's post, and
// these checks only turn that into a clear 404 / 403 first.
import type { Payload, PayloadRequest, TypedUser } from 'payload'
import type { FeedPost as PostDoc } from '../payload-types'
import {
  CreatePostFields,
  type EditPostInput,
  type FeedPost,
  SURF_REPORT_FIELDS,
  surfReportOf,
} from '../../shared/contracts/feed'
import { hasRole } from '../access/roles'
import { AppError, parseOrThrow } from '../../shared/contracts/errors'
import { assertMayPost } from '../moderation/blocked'
import { idOf } from './authors'
import { discardUpload, feedUploadContext, type PostForm, removeTemp, storeUpload } from './media'
import { getPost } from './read'
import { toFeedPost } from './shape'
import { assertReportAllowed, removeReport, saveReport } from './surf-report'
import { inTransaction } from './transaction'

const asUser = (user: TypedUser) => ({ user, overrideAccess: false as const })

/** What ties a post to the request that made it (Idempotency-Key, cms/feed/idempotency.ts). */
export type RequestKey = { requestKey: string; requestFingerprint: string }

/** POST /api/feed: validates the text fields, stores the file (if any), then the post. */
export async function createPost(
  payload: Payload,
  user: TypedUser,
  form: PostForm,
  request?: RequestKey,
): Promise<FeedPost> {
  const doc = await savePost(payload, user, form, request)
  // The post is committed from here on: whatever happens next, the answer is a success.
  return readBack(payload, doc, user)
}

/**
 * Stores the file and the post (with its surf report, in one transaction); only a failure before
 * the post committed undoes the file.
 */
async function savePost(payload: Payload, user: TypedUser, form: PostForm, request?: RequestKey) {
  let mediaId: number | null = null
  try {
    assertMayPost(user)
    const fields = parseFields(form.fields)
    if (fields.spotId) await assertSpot(payload, fields.spotId)
    const report = surfReportOf(fields)
    if (report) await assertReportAllowed(payload, { user, report, now: new Date() })
    if (form.file) {
      mediaId = await storeUpload(payload, user, form.file, altText(fields.content))
    }
    const create = (req?: PayloadRequest) =>
      payload.create({
        collection: 'feed-posts',
        data: {
          author: user.id,
          content: fields.content,
          location: fields.location,
          spot: fields.spotId ?? null,
          media: mediaId,
          ...request,
        },
        depth: 1,
        ...asUser(user),
        context: feedUploadContext(),
        req,
      })
    if (!report) return await create()
    return await inTransaction(payload, { user, context: feedUploadContext() }, async (req) => {
      const doc = await create(req)
      await saveReport(payload, { req, postId: doc.id, user, report })
      return doc
    })
  } catch (error) {
    if (mediaId != null) await discardUpload(payload, mediaId)
    throw error
  } finally {
    await removeTemp(form.file?.tempPath)
  }
}

/**
 * The saved post as the feed shows it. When reading it back fails (the database went away just
 * after the commit), it is answered from what the create returned: a new post has no likes and
 * no comments yet, and its author is the caller.
 */
async function readBack(payload: Payload, doc: PostDoc, user: TypedUser): Promise<FeedPost> {
  try {
    const post = await getPost(payload, doc.id, user)
    if (post) return post
  } catch (error) {
    payload.logger.warn({ err: error, msg: `post ${doc.id} saved; answered without reading back` })
  }
  const author = {
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    profileImageUrl: user.profileImageUrl ?? null,
  }
  return toFeedPost(doc, {
    author,
    isLiked: false,
    likeCount: 0,
    comments: [],
    commentCount: 0,
    surfReport: null,
  })
}

/**
 * PUT / PATCH /api/feed/{id}: the author changes content and location, and sets, replaces
 * (report* fields) or removes (`report: null`) the surf report in the same transaction.
 */
export async function editPost(
  payload: Payload,
  user: TypedUser,
  id: number,
  input: EditPostInput,
): Promise<FeedPost> {
  assertMayPost(user)
  await ownPost(payload, user, id, 'edit')
  const report = surfReportOf(input)
  if (report) await assertReportAllowed(payload, { user, report, now: new Date(), postId: id })
  const update = (req?: PayloadRequest) =>
    payload.update({
      collection: 'feed-posts',
      id,
      data: { content: input.content, location: input.location },
      ...asUser(user),
      req,
    })
  if (!report && input.report !== null) {
    await update()
  } else {
    await inTransaction(payload, { user }, async (req) => {
      // The report first: the post's update event (after commit) then carries the new report.
      if (report) await saveReport(payload, { req, postId: id, user, report })
      else await removeReport(payload, { req, postId: id })
      await update(req)
    })
  }
  return mustGet(payload, id, user)
}

/** DELETE /api/feed/{id}: the author (or an admin, for moderation) removes a post. */
export async function deletePost(payload: Payload, user: TypedUser, id: number): Promise<void> {
  await ownPost(payload, user, id, 'delete')
  await payload.delete({ collection: 'feed-posts', id, ...asUser(user) })
}

async function ownPost(payload: Payload, user: TypedUser, id: number, action: 'edit' | 'delete') {
  const post = await payload.findByID({
    collection: 'feed-posts',
    id,
    depth: 0,
    select: { author: true },
    disableErrors: true,
    ...asUser(user),
  })
  if (!post) throw new AppError('NOT_FOUND', 'Post not found')
  const mine = idOf(post.author) === user.id
  if (mine || (action === 'delete' && hasRole(user, 'admin'))) return
  throw new AppError('FORBIDDEN', `You can only ${action} your own posts`)
}

function parseFields(raw: Record<string, string>) {
  // A multipart form sends an empty string for a field left blank: that is "not given".
  const given = (name: string) => raw[name] || undefined
  const fields = { content: raw.content, location: raw.location, spotId: given('spotId') }
  for (const name of SURF_REPORT_FIELDS) Object.assign(fields, { [name]: given(name) })
  return parseOrThrow(CreatePostFields, fields, 'Invalid post')
}

async function assertSpot(payload: Payload, spotId: number): Promise<void> {
  const { totalDocs } = await payload.count({
    collection: 'surf-spots',
    where: { id: { equals: spotId } },
    overrideAccess: false,
  })
  if (totalDocs === 0) {
    throw new AppError('BAD_REQUEST', 'Unknown surf spot', [
      { path: 'spotId', message: 'Unknown surf spot' },
    ])
  }
}

async function mustGet(payload: Payload, id: number, user: TypedUser): Promise<FeedPost> {
  const post = await getPost(payload, id, user)
  if (!post) throw new AppError('NOT_FOUND', 'Post not found')
  return post
}

/** A photo's alt text: the start of the story it illustrates. */
function altText(content: string): string {
  const text = content.replace(/\s+/g, ' ').trim()
  return text.length > 120 ? `${text.slice(0, 117)}…` : text
}
