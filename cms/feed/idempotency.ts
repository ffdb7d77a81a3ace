// POST /api/feed with an Idempotency-Key header: a client that lost the answer retries with the
// same key and gets the first post back instead of a duplicate. The key is stored on the post
// itself (feed-posts.requestKey, unique per author), so the post and its key commit together,
// hold across restarts and instances, and two identical requests at once make one post.
import { createHash } from 'node:crypto'
import type { Payload, TypedUser } from 'payload'
import { type FeedPost, IdempotencyKey } from '../../shared/contracts/feed'
import { AppError } from '../../shared/contracts/errors'
import { type PostForm, removeTemp } from './media'
import { getPost } from './read'
import { createPost } from './write'
import { SURF_REPORT_FIELDS } from '../../shared/contracts/feed'

/** How long a key answers with its post; after that it may make a new one. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000

export const KEY_REUSED_MESSAGE = 'This Idempotency-Key was already used for a different post'

/** The request's Idempotency-Key, or null without one; 400 when it is malformed. */
export function idempotencyKeyOf(headers: Headers): string | null {
  const raw = headers.get('idempotency-key')
  if (raw === null) return null
  const result = IdempotencyKey.safeParse(raw)
  if (!result.success) throw new AppError('BAD_REQUEST', result.error.issues[0]!.message)
  return result.data
}

/** Creates the post once per (user, key); a repeat answers the first post (`replayed`). */
export async function createPostOnce(
  payload: Payload,
  user: TypedUser,
  form: PostForm,
  key: string,
): Promise<{ post: FeedPost; replayed: boolean }> {
  const fingerprint = fingerprintOf(form)
  const earlier = await findEarlier(payload, user, key)
  if (earlier) {
    await removeTemp(form.file?.tempPath)
    return { post: await replay(payload, user, earlier, fingerprint), replayed: true }
  }
  try {
    const request = { requestKey: key, requestFingerprint: fingerprint }
    return { post: await createPost(payload, user, form, request), replayed: false }
  } catch (error) {
    // The same key at the same moment: the unique index let the other request in; answer its post.
    const winner = await findEarlier(payload, user, key).catch(() => null)
    if (!winner) throw error
    return { post: await replay(payload, user, winner, fingerprint), replayed: true }
  }
}

type Earlier = { id: number; requestFingerprint?: string | null }

/** The caller's post made with this key within the window. An older one gives its key up. */
async function findEarlier(
  payload: Payload,
  user: TypedUser,
  key: string,
): Promise<Earlier | null> {
  const { docs } = await payload.find({
    collection: 'feed-posts',
    where: { author: { equals: user.id }, requestKey: { equals: key } },
    select: { requestFingerprint: true, createdAt: true },
    limit: 1,
    depth: 0,
    // System read: the key fields are readable by nobody through the API.
    overrideAccess: true,
  })
  const doc = docs[0]
  if (!doc) return null
  if (Date.parse(doc.createdAt) > Date.now() - IDEMPOTENCY_WINDOW_MS) return doc
  // Straight to the database: giving up an old key is no change to the post (no hooks, no event).
  await payload.db.updateOne({
    collection: 'feed-posts',
    id: doc.id,
    data: { requestKey: null, requestFingerprint: null },
  })
  return null
}

async function replay(payload: Payload, user: TypedUser, earlier: Earlier, fingerprint: string) {
  if (earlier.requestFingerprint !== fingerprint) {
    throw new AppError('UNPROCESSABLE_CONTENT', KEY_REUSED_MESSAGE)
  }
  const post = await getPost(payload, earlier.id, user)
  if (!post) throw new AppError('NOT_FOUND', 'Post not found')
  return post
}

/** What the request asked for: its text fields as sent and the file's bytes. */
function fingerprintOf(form: PostForm): string {
  const { content, location, spotId } = form.fields
  const file = form.file ? [form.file.mimeType, form.file.sha256] : null
  const parts: unknown[] = [content ?? null, location ?? null, spotId ?? null, file]
  // A surf report's fields count only when sent, so posts without one keep their fingerprint.
  const report = SURF_REPORT_FIELDS.map((name) => form.fields[name] || null)
  if (report.some((value) => value !== null)) parts.push(report)
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex')
}
