import type { ModerationQueueItem } from '../../../shared/contracts/moderation'

/** "spam ×2, harassment" for the queue's reasons column. */
export function reasonsText(reasons: ModerationQueueItem['reasons']): string {
  return Object.entries(reasons)
    .map(([reason, count]) => (count && count > 1 ? `${reason} ×${count}` : reason))
    .join(', ')
}
