import type { FeedPost } from '../../../shared/contracts/feed'
import { feedQueryOptions, type SpotRef } from '../../lib/browser-only/queries/feed'
import { withQueryProvider } from '../parts/QueryProvider'
import { Composer } from './Composer'
import type { ReportChoices } from './HowWasIt'
import { LivePostList } from './LivePostList'

type Props = {
  /** null when the server could not load them: the island fetches and shows skeletons. */
  initialPosts: FeedPost[] | null
  myUserId: number | null
  spots: SpotRef[]
  serverNow: string
  maxUploadBytes: number
  reportChoices: ReportChoices
  /** The sign-in page, coming back to this feed: what a visitor gets where the composer is. */
  signInHref: string
}

function Feed({ maxUploadBytes, reportChoices, signInHref, ...list }: Props) {
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      {list.myUserId !== null ? (
        <Composer
          spots={list.spots}
          maxUploadBytes={maxUploadBytes}
          reportChoices={reportChoices}
        />
      ) : (
        // 'Be the first to share your surf story!' needs a way to do it from here.
        <p className="rounded-xl bg-white p-4 text-center shadow-sm">
          <a href={signInHref} className="font-semibold text-sea underline">
            Sign in to share your surf story
          </a>
        </p>
      )}
      <LivePostList
        {...list}
        query={feedQueryOptions()}
        path="/api/feed"
        variant="feed"
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
