// The typed event map shared by the Socket.IO server (realtime/) and the browser islands.
// Broadcasts are named `domain:verbed` and carry the changed entity, so a client updates its
// cache from the event itself and never races a refetch against an uncommitted transaction.
import type { FeedComment, FeedPost } from './feed'

/** Sent when ingestion has stored new conditions for some spots and dates. */
export type ConditionsUpdated = {
  dates: string[]
  spotIds: number[]
  /** ISO 8601 time the data landed. */
  updatedAt: string
  source: 'live' | 'sample'
}

/** Sent when an editor publishes content, so open pages can refresh. */
export type ContentPublished = {
  collection: string
  id: number | string | null
  publishedAt: string
}

/** A feed post was deleted. */
export type FeedPostDeleted = { id: number }

/** Moderators hid a post: everyone but its author drops it at once. */
export type FeedPostHidden = { id: number; userId: number }

/** A comment left the public thread (hidden or deleted by moderators), with the new count. */
export type FeedCommentRemoved = { postId: number; commentId: number; commentCount: number }

/** A like was toggled: the committed count, who toggled it and their new state (a browser
 *  applies isLiked only when userId is its own user). */
export type FeedPostLiked = { postId: number; likeCount: number; userId: number; isLiked: boolean }

/** A comment was added: the comment and the post's committed comment count. */
export type FeedCommentAdded = { postId: number; comment: FeedComment; commentCount: number }

export type ServerToClientEvents = {
  'conditions:updated': (event: ConditionsUpdated) => void
  'content:published': (event: ContentPublished) => void
  /** Feed events carry the entity, in the API's shape. isLiked in a post event is false: each
   *  browser keeps its own like state. */
  'feed:post-created': (event: FeedPost) => void
  'feed:post-updated': (event: FeedPost) => void
  'feed:post-deleted': (event: FeedPostDeleted) => void
  'feed:post-liked': (event: FeedPostLiked) => void
  'feed:comment-added': (event: FeedCommentAdded) => void
  'feed:post-hidden': (event: FeedPostHidden) => void
  'feed:comment-removed': (event: FeedCommentRemoved) => void
  /** Told once on connect: whether this socket is signed in (anonymous sockets are read-only). */
  'session:ready': (event: { signedIn: boolean; userId: number | null }) => void
}

// Clients only listen for now; each later issue adds its own client events (with a zod schema).
export type ClientToServerEvents = Record<string, never>

export type BroadcastEvent =
  | 'conditions:updated'
  | 'content:published'
  | 'feed:post-created'
  | 'feed:post-updated'
  | 'feed:post-deleted'
  | 'feed:post-liked'
  | 'feed:comment-added'
  | 'feed:post-hidden'
  | 'feed:comment-removed'
export type BroadcastPayload<E extends BroadcastEvent> = Parameters<ServerToClientEvents[E]>[0]
