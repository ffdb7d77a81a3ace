import { useQuery } from '@tanstack/react-query'
import type { FeedComment, FeedPost } from '../../../shared/contracts/feed'
import { ApiError } from '../../lib/browser-only/api-client'
import { postQueryOptions, type SpotRef } from '../../lib/browser-only/queries/feed'
import { withQueryProvider } from '../parts/QueryProvider'
import { PostCard } from './PostCard'
import { useLiveFeed } from './use-live-feed'
import { useNow } from './use-now'

type Props = {
  initialPost: FeedPost
  initialComments: FeedComment[]
  myUserId: number | null
  spots: SpotRef[]
  serverNow: string
}

function Post({ initialPost, initialComments, myUserId, spots, serverNow }: Props) {
  const post = useQuery({ ...postQueryOptions(initialPost.id), initialData: initialPost })
  const { live } = useLiveFeed(myUserId)
  const now = useNow(serverNow)
  if (post.error instanceof ApiError && post.error.status === 404) {
    return (
      <p role="status" className="rounded-xl bg-white p-6 text-center shadow-sm">
        This post has been deleted.
      </p>
    )
  }
  return (
    <div data-live={live ? 'on' : 'off'}>
      <PostCard
        post={post.data}
        variant="feed"
        myUserId={myUserId}
        spots={spots}
        now={now}
        commentsOpenInitially
        initialComments={initialComments}
      />
    </div>
  )
}

/** Island: one post with its comments open (/discover/post/{id}). */
export default withQueryProvider(Post)
