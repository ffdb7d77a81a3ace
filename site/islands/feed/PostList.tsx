import type { ReactNode } from 'react'
import type { FeedPost } from '../../../shared/contracts/feed'
import { PostCard, type PostCardProps } from './PostCard'
import { PostSkeletons } from './PostSkeletons'
import type { OlderPosts } from './use-older-posts'

type Props = Omit<PostCardProps, 'post'> & {
  posts: FeedPost[] | undefined
  empty: ReactNode
  announcement: string
  /** Whether live updates are on (data-live, for tests and styling). */
  live: boolean
  /** The 'Load older posts' button's state (the server pages the list by 20). */
  older?: OlderPosts
}

/** Below the list: older posts on request, and what went wrong when they did not come. */
function LoadOlder({ older }: { older: OlderPosts }) {
  if (!older.canLoad) return null
  return (
    <div className="mt-6 space-y-2 text-center">
      <button
        type="button"
        onClick={older.load}
        disabled={older.loading}
        className="rounded-full bg-white px-5 py-2 font-semibold text-sea shadow-sm ring-1 ring-slate-300 disabled:opacity-60"
      >
        {older.loading ? 'Loading...' : 'Load older posts'}
      </button>
      {older.failed && (
        <p role="alert" className="text-sm text-red-700">
          Failed to load older posts. Please try again.
        </p>
      )}
    </div>
  )
}

/** The posts, three skeletons while they load, or the empty state; plus the live region that
 *  tells screen readers about new posts. */
export function PostList({ posts, empty, announcement, live, older, ...card }: Props) {
  return (
    <div data-live={live ? 'on' : 'off'}>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {!posts ? (
        <PostSkeletons />
      ) : posts.length === 0 ? (
        empty
      ) : (
        <div className="space-y-4">
          {posts.map((post) => (
            <PostCard key={post.id} post={post} {...card} />
          ))}
        </div>
      )}
      {older && posts && <LoadOlder older={older} />}
    </div>
  )
}
