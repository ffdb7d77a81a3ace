// A reported post or comment, read the same way for reports, the queue and decisions.
import type { Payload, TypedUser } from 'payload'
import { AppError } from '../../shared/contracts/errors'
import type { ReportedKind } from '../../shared/contracts/moderation'
import { idOf } from '../feed/authors'

export type Item = {
  kind: ReportedKind
  id: number
  /** The post itself, or the post a comment belongs to. */
  postId: number
  authorId: number | null
  content: string
  hidden: boolean
}

const COLLECTION = { post: 'feed-posts', comment: 'feed-post-comments' } as const
const MISSING = { post: 'Post not found', comment: 'Comment not found' } as const

/**
 * The item as `user` may read it (a surfer never finds someone else's hidden item), or as the
 * system when `user` is null (the automatic hide). Null when there is none.
 */
export async function findItem(
  payload: Payload,
  kind: ReportedKind,
  id: number,
  user: TypedUser | null,
): Promise<Item | null> {
  const doc = await payload.findByID({
    collection: COLLECTION[kind],
    id,
    depth: 0,
    disableErrors: true,
    ...(user ? { user, overrideAccess: false } : { overrideAccess: true }),
  })
  if (!doc) return null
  const postId = 'post' in doc ? (idOf(doc.post) ?? 0) : doc.id
  return {
    kind,
    id: doc.id,
    postId,
    authorId: idOf(doc.author),
    content: doc.content,
    hidden: doc.hidden === true,
  }
}

/** findItem, or 404 'Post not found' / 'Comment not found'. */
export async function mustFindItem(
  payload: Payload,
  kind: ReportedKind,
  id: number,
  user: TypedUser | null,
): Promise<Item> {
  const item = await findItem(payload, kind, id, user)
  if (!item) throw new AppError('NOT_FOUND', MISSING[kind])
  return item
}

/** The collection that stores items of this kind. */
export const collectionOf = (kind: ReportedKind) => COLLECTION[kind]
