// The typed event map shared by the Socket.IO server (realtime/) and the browser islands.
// Broadcasts are named `domain:verbed` and carry the changed entity, so a client updates its
// cache from the event itself and never races a refetch against an uncommitted transaction.

/** Sent when ingestion has stored new conditions for some spots and dates. */
export type ConditionsUpdated = {
  dates: string[]
  spotIds: number[]
  /** ISO 8601 time the data landed. */
  updatedAt: string
  source: 'live' | 'sample'
}

/** Sent when an editor publishes content, so open pages can refresh. */
export type ContentPublished = {
  collection: string
  id: number | string | null
  publishedAt: string
}

export type ServerToClientEvents = {
  'conditions:updated': (event: ConditionsUpdated) => void
  'content:published': (event: ContentPublished) => void
  /** Told once on connect: whether this socket is signed in (anonymous sockets are read-only). */
  'session:ready': (event: { signedIn: boolean; userId: number | null }) => void
}

// Clients only listen for now; each later issue adds its own client events (with a zod schema).
export type ClientToServerEvents = Record<string, never>

export type BroadcastEvent = 'conditions:updated' | 'content:published'
export type BroadcastPayload<E extends BroadcastEvent> = Parameters<ServerToClientEvents[E]>[0]
