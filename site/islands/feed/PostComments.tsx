import { useQuery } from '@tanstack/react-query'
import { useState, type KeyboardEvent } from 'react'
import type { FeedComment, FeedPost } from '../../../shared/contracts/feed'
import { HIDDEN_LABEL } from '../../../shared/domain/feed/moderation'
import { commentsQueryOptions } from '../../lib/browser-only/queries/feed'
import { promptSignIn, type FeedVariant } from './messages'
import { AuthorAvatar, PostTime, authorName } from './PostAuthor'
import { FeedTextField } from './FeedTextField'
import { ReportDialog, reportSignIn } from './ReportDialog'
import { useAddComment } from './use-post-mutations'

type Props = {
  post: FeedPost
  variant: FeedVariant
  myUserId: number | null
  now: Date
  initialComments?: FeedComment[]
}

function CommentBox(props: Pick<Props, 'post' | 'variant' | 'myUserId'>) {
  const [draft, setDraft] = useState('')
  const add = useAddComment(props)
  const send = () => {
    const content = draft.trim()
    if (!content || add.isPending) return
    add.mutate(content, { onSuccess: () => setDraft('') })
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault()
      send()
    }
  }
  return (
    <div className="flex items-end gap-2">
      <FeedTextField
        kind="comment"
        label="Write a comment"
        value={draft}
        onChange={setDraft}
        onKeyDown={onKeyDown}
        placeholder="Write a comment..."
      />
      <button
        type="button"
        onClick={send}
        disabled={!draft.trim() || add.isPending}
        className="rounded-full bg-sea px-4 py-2 text-sm font-semibold text-white disabled:opacity-50"
      >
        Reply
      </button>
    </div>
  )
}

/**
 * One comment; others' comments have a Report button, which asks visitors to sign in
 * and opens the report dialog for everyone else. Its author sees it marked when it was hidden.
 */
function CommentItem({
  comment,
  myUserId,
  now,
}: { comment: FeedComment } & Pick<Props, 'myUserId' | 'now'>) {
  const [reporting, setReporting] = useState(false)
  const isMine = myUserId !== null && comment.userId === myUserId
  const onReport = () =>
    myUserId === null ? promptSignIn(reportSignIn('comment')) : setReporting(true)
  return (
    <li className="flex gap-2">
      <AuthorAvatar author={comment} small />
      <div className="min-w-0">
        <div className="rounded-lg bg-slate-50 px-3 py-2">
          <p className="text-sm">
            <span className="font-semibold">{authorName(comment)}</span>{' '}
            <PostTime createdAt={comment.createdAt} now={now} />
          </p>
          <p className="whitespace-pre-wrap break-words">{comment.content}</p>
          {comment.hidden && (
            <p className="mt-1 text-sm font-semibold text-amber-900">{HIDDEN_LABEL}</p>
          )}
        </div>
        {!isMine && (
          <button
            type="button"
            onClick={onReport}
            aria-label={`Report ${authorName(comment)}'s comment`}
            className="px-3 text-xs font-semibold text-slate-600 underline-offset-2 hover:underline"
          >
            Report
          </button>
        )}
      </div>
      {reporting && (
        <ReportDialog
          target={{ kind: 'comment', id: comment.id }}
          open={reporting}
          onOpenChange={setReporting}
        />
      )}
    </li>
  )
}

/** The open comments panel: the list, then a box for signed-in surfers or a sign-in link. */
export function PostComments({ post, variant, myUserId, now, initialComments }: Props) {
  const comments = useQuery({ ...commentsQueryOptions(post.id), initialData: initialComments })
  return (
    <section
      aria-label={`Comments on ${authorName(post)}'s post`}
      className="space-y-3 border-t border-slate-100 pt-3"
    >
      {comments.isPending ? (
        <p className="text-sm text-slate-600">Loading comments...</p>
      ) : comments.data?.length ? (
        <ul className="space-y-3">
          {comments.data.map((comment) => (
            <CommentItem key={comment.id} comment={comment} myUserId={myUserId} now={now} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">No comments yet. Be the first to comment!</p>
      )}
      {myUserId !== null ? (
        <CommentBox post={post} variant={variant} myUserId={myUserId} />
      ) : (
        <a href="/login" className="inline-block text-sm font-semibold text-sea underline">
          Sign in to comment
        </a>
      )}
    </section>
  )
}
