// Pure updates of cached feed data from a socket event or a mutation's answer (the feed
// reflects every change). Each browser keeps its own isLiked: a broadcast post says false.
import type { FeedComment, FeedPost } from '../../../../shared/contracts/feed'
import type { FeedCommentAdded, FeedPostLiked } from '../../../../shared/contracts/socket-events'

/** A post from an event, keeping this browser's isLiked from the copy it already had. */
export function mergePost(incoming: FeedPost, known: FeedPost | undefined): FeedPost {
  return known ? { ...incoming, isLiked: known.isLiked } : incoming
}

/** The list with a post added on top, or replaced where it already is. */
export function upsertPost(list: readonly FeedPost[], post: FeedPost): FeedPost[] {
  const known = list.find((p) => p.id === post.id)
  if (known) return list.map((p) => (p.id === post.id ? mergePost(post, p) : p))
  return [post, ...list]
}

/** The list with a post replaced, only when the list holds it. */
export function replacePost(list: readonly FeedPost[], post: FeedPost): FeedPost[] {
  return list.map((p) => (p.id === post.id ? mergePost(post, p) : p))
}

/** The list without a post. */
export function removePost(list: readonly FeedPost[], id: number): FeedPost[] {
  return list.filter((p) => p.id !== id)
}

/** A post after a like event: the committed count, and isLiked only when the liker is me. */
export function applyLike(post: FeedPost, event: FeedPostLiked, myUserId: number | null): FeedPost {
  if (post.id !== event.postId) return post
  const isLiked = event.userId === myUserId ? event.isLiked : post.isLiked
  return { ...post, likes: event.likeCount, likeCount: event.likeCount, isLiked }
}

/** A post after a comment was added: the committed count and the comment among its latest.
 *  The poster's answer and the broadcast both bring it: the second one changes nothing. */
export function applyComment(post: FeedPost, event: FeedCommentAdded): FeedPost {
  if (post.id !== event.postId || post.comments.some((c) => c.id === event.comment.id)) return post
  return {
    ...post,
    comments: appendComment(post.comments, event.comment),
    commentCount: event.commentCount,
  }
}

/** Comments with one added at the end, once (the poster's answer and the event both bring it). */
export function appendComment(list: readonly FeedComment[], comment: FeedComment): FeedComment[] {
  return list.some((c) => c.id === comment.id) ? [...list] : [...list, comment]
}

/** The list with an older page added at its end (a post already there is not repeated). */
export function appendOlder(list: readonly FeedPost[], older: readonly FeedPost[]): FeedPost[] {
  const known = new Set(list.map((p) => p.id))
  return [...list, ...older.filter((p) => !known.has(p.id))]
}
