import type { FeedPost } from '../../../shared/contracts/feed'
import {
  spotPostsPath,
  spotPostsQueryOptions,
  type SpotRef,
} from '../../lib/browser-only/queries/feed'
import { postsOfSpot } from '../../../shared/domain/spot-posts'
import { withQueryProvider } from '../parts/QueryProvider'
import { LivePostList } from './LivePostList'

type Props = {
  spot: SpotRef
  /** null when the server could not load them: the island fetches and shows skeletons. */
  initialPosts: FeedPost[] | null
  myUserId: number | null
  spots: SpotRef[]
  serverNow: string
}

function Posts({ spot, ...list }: Props) {
  return (
    <LivePostList
      {...list}
      query={spotPostsQueryOptions(spot)}
      path={spotPostsPath(spot.id)}
      keep={(page) => postsOfSpot(page, spot)}
      variant="spot"
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
