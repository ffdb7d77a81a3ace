import { useQuery } from '@tanstack/react-query'
import type { FeedPost } from '../../../shared/contracts/feed'
import { FEED_LIST_KEY, feedQueryOptions, type SpotRef } from '../../lib/browser-only/queries/feed'
import { withQueryProvider } from '../parts/QueryProvider'
import { Composer } from './Composer'
import { PostList } from './PostList'
import { useLiveFeed } from './use-live-feed'
import { useOlderPosts } from './use-older-posts'
import { useNow } from './use-now'

type Props = {
  /** null when the server could not load them: the island fetches and shows skeletons. */
  initialPosts: FeedPost[] | null
  myUserId: number | null
  spots: SpotRef[]
  serverNow: string
  maxUploadBytes: number
}

function Feed({ initialPosts, myUserId, spots, serverNow, maxUploadBytes }: Props) {
  const posts = useQuery({ ...feedQueryOptions(), initialData: initialPosts ?? undefined })
  const { announcement, live } = useLiveFeed(myUserId)
  const older = useOlderPosts({ queryKey: FEED_LIST_KEY, path: '/api/feed', posts: posts.data })
  const now = useNow(serverNow)
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      {myUserId !== null && <Composer spots={spots} maxUploadBytes={maxUploadBytes} />}
      <PostList
        posts={posts.data}
        variant="feed"
        myUserId={myUserId}
        spots={spots}
        now={now}
        announcement={announcement}
        live={live}
        older={older}
        empty={
          <div className="rounded-xl bg-white p-8 text-center shadow-sm">
            <h2 className="text-xl font-semibold">No posts yet</h2>
            <p className="text-slate-700">Be the first to share your surf story!</p>
          </div>
        }
      />
    </div>
  )
}

/** Island: the Discover feed (composer for signed-in surfers, the live post list). */
export default withQueryProvider(Feed)
