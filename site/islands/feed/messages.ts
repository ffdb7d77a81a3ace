// The feed's toast and prompt words. The Discover feed and the spot posts screen word some toasts
// differently; each component takes a variant and reads its words here.
import { ApiError, isUnauthorized, OfflineError } from '../../lib/browser-only/api-client'
import { toast } from '../../lib/browser-only/toast'
import { NEEDS_CONNECTION } from '../../lib/universal/offline-words'

export type FeedVariant = 'feed' | 'spot'

type Words = { title: string; description?: string }

export const FEED_WORDS = {
  feed: {
    updated: { title: 'Post updated' },
    commented: { title: 'Comment added' },
    copied: { title: 'Link copied!' },
    shareFailed: { title: 'Share failed', description: 'Unable to share this post' },
    likeFailed: 'Failed to like post',
    commentFailed: 'Failed to post comment',
  },
  spot: {
    updated: { title: 'Post updated', description: 'Your post has been updated successfully' },
    commented: { title: 'Comment added', description: 'Your comment has been posted' },
    copied: { title: 'Link copied', description: 'Post link has been copied to your clipboard' },
    shareFailed: { title: 'Share failed', description: 'Unable to share or copy link' },
    likeFailed: 'Failed to update like status',
    commentFailed: 'Failed to add comment',
  },
} as const satisfies Record<FeedVariant, Record<string, Words | string>>

/** The server's message of a failed call, or null (shown as is, else a fallback line). */
export function serverMessageOf(error: unknown): string | null {
  return error instanceof ApiError ? error.serverMessage : null
}

/** A 401, 'Unauthorized', 'Authentication required' or a message saying log in. */
export function needsSignIn(error: unknown): boolean {
  if (isUnauthorized(error)) return true
  const text = error instanceof Error ? error.message : ''
  return /log in|unauthorized|authentication required/i.test(text)
}

/** The refusal prompt with a Sign Up button to the login route. */
export function promptSignIn(description: string): void {
  toast({ title: 'Sign in required', description, action: { label: 'Sign Up', href: '/login' } })
}

/** A destructive 'Error' toast with the server's message or a fallback; offline, says so. */
export function toastError(error: unknown, fallback: string, useServerMessage = true): void {
  if (toastIfOffline(error)) return
  const description = (useServerMessage && serverMessageOf(error)) || fallback
  toast({ title: 'Error', description, variant: 'destructive' })
}

/** Tells the user a write needs a connection when it failed for want of one; true when it did. */
export function toastIfOffline(error: unknown): boolean {
  if (!(error instanceof OfflineError)) return false
  toast({ ...NEEDS_CONNECTION, variant: 'destructive' })
  return true
}
