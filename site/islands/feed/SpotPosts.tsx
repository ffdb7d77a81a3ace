import type { FeedPost } from '../../../shared/contracts/feed'
import {
  spotPostsPath,
  spotPostsQueryOptions,
  type SpotRef,
} from '../../lib/browser-only/queries/feed'
import { postsOfSpot } from '../../../shared/domain/feed/spot-posts'
import { withQueryProvider } from '../parts/QueryProvider'
import { Composer } from './Composer'
import type { ReportChoices } from './HowWasIt'
import { LivePostList } from './LivePostList'

type Props = {
  spot: SpotRef
  /** null when the server could not load them: the island fetches and shows skeletons. */
  initialPosts: FeedPost[] | null
  myUserId: number | null
  spots: SpotRef[]
  serverNow: string
  maxUploadBytes: number
  reportChoices: ReportChoices
}

// A signed-in surfer can post (and say "How was it?") right from the spot's screen.
function Posts({ spot, maxUploadBytes, reportChoices, ...list }: Props) {
  return (
    <div className="space-y-4">
      {list.myUserId !== null && (
        <Composer
          spots={list.spots}
          spot={spot}
          maxUploadBytes={maxUploadBytes}
          reportChoices={reportChoices}
        />
      )}
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
    </div>
  )
}

/** Island: the posts of one spot, live (with the composer for signed-in surfers). */
export default withQueryProvider(Posts)
