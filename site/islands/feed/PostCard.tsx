import { useState } from 'react'
import type { FeedComment, FeedPost } from '../../../shared/contracts/feed'
import { HIDDEN_LABEL } from '../../../shared/domain/feed/moderation'
import { extractYouTubeId } from '../../../shared/domain/feed/media'
import { spotPostText } from '../../../shared/domain/feed/spot-posts'
import type { SpotRef } from '../../lib/browser-only/queries/feed'
import { EditPostForm } from './EditPostForm'
import { promptSignIn, type FeedVariant } from './messages'
import { PostActions } from './PostActions'
import { AuthorAvatar, PostTime, authorName } from './PostAuthor'
import { PostComments } from './PostComments'
import { PostMedia } from './PostMedia'
import { PostMenu } from './PostMenu'
import { SurfReportChip } from './SurfReportChip'
import { ReportDialog } from './ReportDialog'
import { useDeletePost } from './use-post-mutations'
import { VideoPreviewCard } from './VideoPreviewCard'

export type PostCardProps = {
  post: FeedPost
  variant: FeedVariant
  myUserId: number | null
  spots: readonly SpotRef[]
  now: Date
  /** The single post page opens its comments and brings them in the HTML. */
  commentsOpenInitially?: boolean
  initialComments?: FeedComment[]
}

/** One post: author, time, location, text, media, video link preview, actions, comments. */
export function PostCard(props: PostCardProps) {
  const { post, variant, myUserId, now } = props
  const [editing, setEditing] = useState(false)
  const [reporting, setReporting] = useState(false)
  const [commentsOpen, setCommentsOpen] = useState(props.commentsOpenInitially ?? false)
  const remove = useDeletePost({ post, variant, myUserId })
  const text = variant === 'spot' ? spotPostText(post) : post.content
  const videoId = extractYouTubeId(text) ?? extractYouTubeId(post.imageUrl)
  const isMine = myUserId !== null && post.userId === myUserId

  const onToggleComments = () => {
    // Opening needs sign-in; the spot posts screen shows visitors its sign-in link.
    if (!commentsOpen && myUserId === null && variant === 'feed')
      return promptSignIn('Please sign in to comment on posts')
    setCommentsOpen((open) => !open)
  }
  const onDelete = () => {
    if (window.confirm('Delete this post? This cannot be undone.')) remove.mutate()
  }

  return (
    <article
      aria-label={`Post by ${authorName(post)}`}
      className="space-y-3 rounded-xl bg-white p-4 shadow-sm"
    >
      <header className="flex items-start gap-3">
        <AuthorAvatar author={post} />
        <div className="min-w-0 flex-1">
          <p className="font-semibold">{authorName(post)}</p>
          <p className="text-sm text-slate-600">
            <PostTime createdAt={post.createdAt} now={now} />
            {post.location && <span> · {post.location}</span>}
          </p>
        </div>
        {myUserId !== null && !editing && (
          <PostMenu
            variant={variant}
            isMine={isMine}
            onEdit={() => setEditing(true)}
            onDelete={onDelete}
            onReport={() => setReporting(true)}
          />
        )}
      </header>
      {post.surfReport && <SurfReportChip report={post.surfReport} />}
      {post.hidden && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900">
          {HIDDEN_LABEL}
        </p>
      )}
      {reporting && (
        <ReportDialog
          target={{ kind: 'post', id: post.id }}
          open={reporting}
          onOpenChange={setReporting}
        />
      )}
      {editing ? (
        <EditPostForm {...props} onDone={() => setEditing(false)} />
      ) : (
        <p className="whitespace-pre-wrap break-words">{text}</p>
      )}
      <PostMedia post={post} variant={variant} />
      {videoId && <VideoPreviewCard videoId={videoId} />}
      <PostActions
        post={post}
        variant={variant}
        myUserId={myUserId}
        commentsOpen={commentsOpen}
        onToggleComments={onToggleComments}
      />
      {commentsOpen && (
        <PostComments
          post={post}
          variant={variant}
          myUserId={myUserId}
          now={now}
          initialComments={props.initialComments}
        />
      )}
    </article>
  )
}
