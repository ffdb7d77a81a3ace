import { toast } from '../../lib/browser-only/toast'
import { FEED_WORDS, type FeedVariant } from './messages'

/** {origin}/discover/post/{id}: the link a shared post opens. */
export function postLink(origin: string, postId: number): string {
  return `${origin}/discover/post/${postId}`
}

/** The device share sheet when there is one, else the clipboard and a 'Link copied' toast. A
 *  person closing the share sheet is not a failure. */
export async function sharePost(postId: number, variant: FeedVariant): Promise<void> {
  const url = postLink(window.location.origin, postId)
  const words = FEED_WORDS[variant]
  try {
    if (typeof navigator.share === 'function') {
      await navigator.share({ title: 'Check out this surf post', url })
      return
    }
    await navigator.clipboard.writeText(url)
    toast(words.copied)
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return
    toast({ ...words.shareFailed, variant: 'destructive' })
  }
}
