// A small in-memory cache bounded in size (least recently used goes first) and in time (each
// entry lives `ttlMs`). Pending work is kept too, so two askers of one key share one fetch; a
// failed one is dropped at once so the next asker tries again.

export type LruCache<V> = {
  /** The kept value, or `make()`'s (kept); `hit` says which. */
  get(key: string, make: () => Promise<V>): Promise<{ value: V; hit: boolean }>
  /** Forgets one key (an answer that must not be kept). */
  delete(key: string): void
  size(): number
  clear(): void
}

type Kept<V> = { value: Promise<V>; expires: number }

export function lruCache<V>(options: {
  max: number
  ttlMs: number
  now?: () => number
}): LruCache<V> {
  const { max, ttlMs } = options
  const now = options.now ?? Date.now
  const entries = new Map<string, Kept<V>>()
  return {
    async get(key, make) {
      const kept = entries.get(key)
      if (kept && kept.expires > now()) {
        // Map order is insertion order: re-inserting makes it the most recently used.
        entries.delete(key)
        entries.set(key, kept)
        return { value: await kept.value, hit: true }
      }
      if (kept) entries.delete(key)
      const value = make()
      entries.set(key, { value, expires: now() + ttlMs })
      while (entries.size > max) {
        const oldest = entries.keys().next().value
        if (oldest === undefined) break
        entries.delete(oldest)
      }
      try {
        return { value: await value, hit: false }
      } catch (error) {
        if (entries.get(key)?.value === value) entries.delete(key)
        throw error
      }
    },
    delete: (key) => void entries.delete(key),
    size: () => entries.size,
    clear: () => entries.clear(),
  }
}
