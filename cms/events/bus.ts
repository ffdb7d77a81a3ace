import type { BroadcastEvent, BroadcastPayload } from '../../shared/contracts/socket-events'

type Publisher = <E extends BroadcastEvent>(event: E, payload: BroadcastPayload<E>) => void
type Listener = (event: BroadcastEvent, payload: unknown) => void

// The one event bus: hooks and ingestion publish() here, caches listen with onPublished(), and
// server/app.ts (composition) wires it to the socket server. Payload hooks run both in this
// process's copy of the code and in the copy Next bundles for the admin, and Astro bundles its
// own copy too, so the live publisher and the in-process listeners are kept on globalThis where
// every copy finds them.
const registry = globalThis as typeof globalThis & {
  __firingPublisher?: Publisher
  __firingListeners?: Set<Listener>
}
const listeners = (registry.__firingListeners ??= new Set())

/** Set by server/app.ts once the socket server is up, and cleared before it closes. */
export function registerPublisher(publisher: Publisher | undefined): void {
  registry.__firingPublisher = publisher
}

/** Broadcasts an event to every connected browser and to this process's listeners. */
export function publish<E extends BroadcastEvent>(event: E, payload: BroadcastPayload<E>): void {
  registry.__firingPublisher?.(event, payload)
  notifyListeners(event, payload)
}

/** Tells in-process listeners (page caches) about an event, local or from another instance. */
export function notifyListeners(event: BroadcastEvent, payload: unknown): void {
  for (const listener of listeners) listener(event, payload)
}

/** Subscribes to events in this process; returns the unsubscribe function. */
export function onPublished(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
