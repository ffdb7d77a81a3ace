// What a moderation decision changes. Editors may hide and delete rows whose words they may not
// edit, so these writes run as the system (overrideAccess) after decide.ts or the automatic hide
// has checked who acts; the collections' own access keeps refusing editors' edits at /cms-api.
import type { Payload, TypedUser } from 'payload'
import type { ModerationAction } from '../../shared/contracts/moderation'
import { serverWriteContext } from '../access/server-write'
import { publish } from '../events/bus'
import { collectionOf, type Item } from './items'

/** Hides or restores the item (a restore answers feed:post-updated from the post's own hook). */
export async function setHidden(payload: Payload, item: Item, hidden: boolean): Promise<void> {
  await payload.update({
    collection: collectionOf(item.kind),
    id: item.id,
    data: { hidden },
    depth: 0,
    overrideAccess: true,
  })
  if (!hidden) return
  if (item.kind === 'post') publish('feed:post-hidden', { id: item.id, userId: item.authorId ?? 0 })
  else await announceCommentRemoved(payload, item)
}

/** Deletes the item (a post's own hook says feed:post-deleted, with its comments and likes). */
export async function deleteItem(payload: Payload, item: Item): Promise<void> {
  await payload.delete({ collection: collectionOf(item.kind), id: item.id, overrideAccess: true })
  if (item.kind === 'comment') await announceCommentRemoved(payload, item)
}

async function announceCommentRemoved(payload: Payload, item: Item): Promise<void> {
  // The count everyone sees: a visitor's read leaves hidden comments out.
  const { totalDocs } = await payload.count({
    collection: 'feed-post-comments',
    where: { post: { equals: item.postId } },
    overrideAccess: false,
  })
  publish('feed:comment-removed', {
    postId: item.postId,
    commentId: item.id,
    commentCount: totalDocs,
  })
}

/** Closes the item's open reports: an editor has decided. */
export async function resolveReports(payload: Payload, item: Item): Promise<void> {
  await payload.update({
    collection: 'content-reports',
    where: {
      itemKind: { equals: item.kind },
      itemId: { equals: item.id },
      status: { equals: 'open' },
    },
    data: { status: 'resolved' },
    depth: 0,
    overrideAccess: true,
  })
}

/** Appends to the moderation log: who (null for the automatic hide), what, on which item, why. */
export async function logAction(
  payload: Payload,
  entry: { moderator: TypedUser | null; action: ModerationAction; item: Item; reason: string },
): Promise<void> {
  const { moderator, action, item, reason } = entry
  await payload.create({
    collection: 'moderation-log',
    data: {
      moderator: moderator?.id ?? null,
      action,
      itemKind: item.kind,
      itemId: item.id,
      author: item.authorId,
      reason,
    },
    // The log's create access asks for a server write by a signed-in user; the automatic hide
    // has no user, so it writes as the system.
    ...(moderator ? { user: moderator, overrideAccess: false } : { overrideAccess: true }),
    context: serverWriteContext,
  })
}
