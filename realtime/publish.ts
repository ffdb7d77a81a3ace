import type { BroadcastEvent, BroadcastPayload } from '../shared/contracts/socket-events'

type Publisher = <E extends BroadcastEvent>(event: E, payload: BroadcastPayload<E>) => void

// Payload hooks run both in this process's copy of the code and in the copy Next bundles for
// the admin, so the live publisher is kept on globalThis where both copies find it.
const registry = globalThis as typeof globalThis & { __firingPublisher?: Publisher }

/** Called once by the realtime server when it starts. */
export function registerPublisher(publisher: Publisher | undefined): void {
  registry.__firingPublisher = publisher
}

/** Broadcasts an event to every connected browser; a no-op when realtime is not running. */
export function publish<E extends BroadcastEvent>(event: E, payload: BroadcastPayload<E>): void {
  registry.__firingPublisher?.(event, payload)
}
