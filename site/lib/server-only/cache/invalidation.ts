// How every server cache here is cleared: by the events on the bus (cms/events/bus.ts), never by a
// direct call from cms/. The bus hears this instance's publishes and, through the realtime
// adapter, every other instance's, so a change anywhere clears the caches everywhere.
import { onPublished } from '../../../../cms/events'
import type { BroadcastEvent } from '../../../../shared/contracts/socket-events'

/** New public content (an edited spot, a blog entry) or new conditions: cached output is stale. */
export const CLEARING_EVENTS: readonly BroadcastEvent[] = [
  'content:published',
  'conditions:updated',
]

/** Whether an event makes the cached pages and answers out of date. */
export const clearsCaches = (event: BroadcastEvent): boolean => CLEARING_EVENTS.includes(event)

/** Calls clear() after every clearing event; answers the unsubscribe function. */
export function clearOnEvents(clear: () => void): () => void {
  return onPublished((event) => {
    if (clearsCaches(event)) clear()
  })
}
