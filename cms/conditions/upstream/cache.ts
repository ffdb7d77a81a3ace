// A small in-memory LRU with a time-to-live, for answers that are polite to remember:
// Nominatim asks clients to cache, and an NWS /points lookup never changes for a spot.

export type TtlCache<V> = {
  get(key: string): V | undefined
  set(key: string, value: V): void
  clear(): void
  readonly size: number
}

/** Creates an LRU cache holding at most `maxEntries` values, each for at most `ttlMs`. */
export function createTtlCache<V>({
  maxEntries,
  ttlMs,
  now = Date.now,
}: {
  maxEntries: number
  ttlMs: number
  now?: () => number
}): TtlCache<V> {
  // A Map iterates in insertion order, so re-inserting on read makes the first key the LRU one.
  const entries = new Map<string, { value: V; expiresAt: number }>()
  return {
    get(key) {
      const entry = entries.get(key)
      if (!entry) return undefined
      entries.delete(key)
      if (entry.expiresAt <= now()) return undefined
      entries.set(key, entry)
      return entry.value
    },
    set(key, value) {
      entries.delete(key)
      entries.set(key, { value, expiresAt: now() + ttlMs })
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next()
        if (oldest.done) break
        entries.delete(oldest.value)
      }
    },
    clear() {
      entries.clear()
    },
    get size() {
      return entries.size
    },
  }
}
