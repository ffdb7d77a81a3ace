import type { FeedPost } from '../../../shared/contracts/feed'
import { promptSignIn, type FeedVariant } from './messages'
import { sharePost } from './share'
import { useToggleLike } from './use-post-mutations'

type Props = {
  post: FeedPost
  variant: FeedVariant
  myUserId: number | null
  commentsOpen: boolean
  onToggleComments: () => void
}

const ACTION =
  'flex items-center gap-1 rounded-full px-3 py-1 text-sm font-semibold hover:bg-slate-100'

/** Like (with count), comments toggle (with count) and Share. */
export function PostActions({ post, variant, myUserId, commentsOpen, onToggleComments }: Props) {
  const like = useToggleLike({ post, variant, myUserId })
  const onLike = () => {
    if (myUserId === null) return promptSignIn('Please sign in to like posts')
    if (!like.isPending) like.mutate()
  }
  return (
    <div className="flex items-center gap-1 text-slate-700">
      <button
        type="button"
        aria-pressed={post.isLiked}
        aria-label={`Like (${post.likeCount})`}
        onClick={onLike}
        className={`${ACTION} ${post.isLiked ? 'text-red-700' : ''}`}
      >
        <span aria-hidden="true">{post.isLiked ? '♥' : '♡'}</span>
        <span aria-hidden="true">{post.likeCount}</span>
      </button>
      <button
        type="button"
        aria-expanded={commentsOpen}
        aria-label={`Comments (${post.commentCount})`}
        onClick={onToggleComments}
        className={ACTION}
      >
        <span aria-hidden="true">💬</span>
        <span aria-hidden="true">{post.commentCount}</span>
      </button>
      <button type="button" onClick={() => void sharePost(post.id, variant)} className={ACTION}>
        Share
      </button>
    </div>
  )
}
