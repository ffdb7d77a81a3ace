// Applies feed changes (socket events, mutation answers) to every cached feed query: the Discover
// list, spot lists (keyed by spot id and name), single posts and open comment lists.
import type { QueryClient, QueryKey } from '@tanstack/react-query'
import type { FeedComment, FeedPost } from '../../../../shared/contracts/feed'
import type {
  FeedCommentAdded,
  FeedCommentRemoved,
  FeedPostLiked,
} from '../../../../shared/contracts/socket-events'
import { isPostOfSpot } from '../../../../shared/domain/feed/spot-posts'
import {
  appendComment,
  applyComment,
  applyLike,
  mergePost,
  removePost,
  replacePost,
  upsertPost,
} from './cache'
import { FEED_COMMENTS_KEY, FEED_LIST_KEY, FEED_POST_KEY, FEED_SPOT_KEY } from '../queries/feed'

type ListUpdate = (list: FeedPost[], key: QueryKey) => FeedPost[]

function updateLists(client: QueryClient, update: ListUpdate): void {
  for (const prefix of [FEED_LIST_KEY, FEED_SPOT_KEY]) {
    for (const [key, list] of client.getQueriesData<FeedPost[]>({ queryKey: prefix })) {
      if (list) client.setQueryData<FeedPost[]>(key, update(list, key))
    }
  }
}

function updateSinglePosts(client: QueryClient, update: (post: FeedPost) => FeedPost): void {
  for (const [key, post] of client.getQueriesData<FeedPost>({ queryKey: FEED_POST_KEY })) {
    if (post) client.setQueryData<FeedPost>(key, update(post))
  }
}

/** The spot a spot-list key names ([...FEED_SPOT_KEY, id, name]), or null for the main list. */
function spotOfKey(key: QueryKey): { id: number; name: string } | null {
  const [, kind, id, name] = key
  return kind === 'spot' && typeof id === 'number' && typeof name === 'string' ? { id, name } : null
}

/** A post was created (on top of the lists it belongs to) or edited (replaced where it is; an
 *  edit can move it into or out of a spot's list through its location). */
export function cachePost(
  client: QueryClient,
  post: FeedPost,
  change: 'created' | 'updated',
): void {
  updateLists(client, (list, key) => {
    const spot = spotOfKey(key)
    if (spot && !isPostOfSpot(post, spot)) return removePost(list, post.id)
    return change === 'created' || spot ? upsertPost(list, post) : replacePost(list, post)
  })
  updateSinglePosts(client, (known) => (known.id === post.id ? mergePost(post, known) : known))
}

/** A post was deleted. Its single post page refetches and learns it is gone (404). */
export function cachePostDeleted(client: QueryClient, id: number): void {
  updateLists(client, (list) => removePost(list, id))
  client.removeQueries({ queryKey: [...FEED_COMMENTS_KEY, id] })
  void client.invalidateQueries({ queryKey: [...FEED_POST_KEY, id] })
}

/** A like was toggled (by anyone; isLiked applies when the liker is me). */
export function cacheLike(client: QueryClient, event: FeedPostLiked, me: number | null): void {
  updateLists(client, (list) => list.map((p) => applyLike(p, event, me)))
  updateSinglePosts(client, (post) => applyLike(post, event, me))
}

/** A comment was added. */
export function cacheComment(client: QueryClient, event: FeedCommentAdded): void {
  updateLists(client, (list) => list.map((p) => applyComment(p, event)))
  updateSinglePosts(client, (post) => applyComment(post, event))
  client.setQueryData<FeedComment[]>([...FEED_COMMENTS_KEY, event.postId], (list) =>
    list ? appendComment(list, event.comment) : list,
  )
}

/** A comment was hidden or deleted by moderators: it leaves every copy. */
export function cacheCommentRemoved(client: QueryClient, event: FeedCommentRemoved): void {
  const drop = (post: FeedPost): FeedPost =>
    post.id !== event.postId
      ? post
      : {
          ...post,
          comments: post.comments.filter((c) => c.id !== event.commentId),
          commentCount: event.commentCount,
        }
  updateLists(client, (list) => list.map(drop))
  updateSinglePosts(client, drop)
  client.setQueryData<FeedComment[]>([...FEED_COMMENTS_KEY, event.postId], (list) =>
    list ? list.filter((c) => c.id !== event.commentId) : list,
  )
}
