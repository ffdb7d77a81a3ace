import type { ReactNode } from 'react'
import type { FeedPost } from '../../../shared/contracts/feed'
import { PostCard, type PostCardProps } from './PostCard'
import { PostSkeletons } from './PostSkeletons'

type Props = Omit<PostCardProps, 'post'> & {
  posts: FeedPost[] | undefined
  empty: ReactNode
  announcement: string
  /** Whether live updates are on (data-live, for tests and styling). */
  live: boolean
}

/** The posts, three skeletons while they load, or the empty state; plus the live region that
 *  tells screen readers about new posts. */
export function PostList({ posts, empty, announcement, live, ...card }: Props) {
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
    </div>
  )
}
