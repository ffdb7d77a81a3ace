import { useQuery } from '@tanstack/react-query'
import type { FeedPost } from '../../../shared/contracts/feed'
import {
  spotPostsPath,
  spotPostsQueryOptions,
  type SpotRef,
} from '../../lib/browser-only/queries/feed'
import { postsOfSpot } from '../../../shared/domain/spot-posts'
import { withQueryProvider } from '../parts/QueryProvider'
import { PostList } from './PostList'
import { useLiveFeed } from './use-live-feed'
import { useOlderPosts } from './use-older-posts'
import { useNow } from './use-now'

type Props = {
  spot: SpotRef
  /** null when the server could not load them: the island fetches and shows skeletons. */
  initialPosts: FeedPost[] | null
  myUserId: number | null
  spots: SpotRef[]
  serverNow: string
}

function Posts({ spot, initialPosts, myUserId, spots, serverNow }: Props) {
  const options = spotPostsQueryOptions(spot)
  const posts = useQuery({ ...options, initialData: initialPosts ?? undefined })
  const { announcement, live } = useLiveFeed(myUserId)
  const older = useOlderPosts({
    queryKey: options.queryKey,
    path: spotPostsPath(spot.id),
    posts: posts.data,
    keep: (page) => postsOfSpot(page, spot),
  })
  const now = useNow(serverNow)
  return (
    <PostList
      posts={posts.data}
      variant="spot"
      myUserId={myUserId}
      spots={spots}
      now={now}
      announcement={announcement}
      live={live}
      older={older}
      empty={
        <div className="space-y-3 rounded-xl bg-white p-8 text-center shadow-sm">
          <h2 className="text-xl font-semibold">No posts yet for {spot.name}</h2>
          <a
            href="/?tab=discover"
            className="inline-block rounded-full bg-sea px-5 py-2 font-semibold text-white"
          >
            Share Your Story
          </a>
        </div>
      }
    />
  )
}

/** Island: the posts of one spot, live. */
export default withQueryProvider(Posts)
