// A post committed on an instance that dies before announcing it (killed between the commit and
// the publish, which runs after commit: events.ts) is never heard by the browsers of the other
// instances: they stay connected, so they never refetch. With several instances (the postgres
// adapter) each one sweeps: every SWEEP_MS it asks PostgreSQL for the posts committed since it
// started, in the last WINDOW_MS and at least SETTLE_MS ago (so a live announcement in flight goes
// first), that it has not heard announced — by itself or by a peer — and announces those to its
// own browsers only (every survivor sweeps for its own). A lost post reaches them within about
// SETTLE_MS + SWEEP_MS; one query a sweep, bounded by its LIMIT.
import type { Payload } from 'payload'
import type { BroadcastEvent, BroadcastPayload } from '../../shared/contracts/socket-events'
import { onPublished } from '../events/bus'
import { query } from '../sql/prepared'
import { getPost } from './read'

const SWEEP_MS = 4_000
const SETTLE_MS = 3_000
const WINDOW_MS = 120_000
const LIMIT = 100

type SendLocal = <E extends BroadcastEvent>(event: E, payload: BroadcastPayload<E>) => void

/** Starts the sweep; returns its stop. `sendLocal` reaches this instance's browsers only. */
export function startFeedCatchUp(
  payload: Payload,
  sendLocal: SendLocal,
  options: { sweepMs?: number; settleMs?: number } = {},
): () => void {
  const sweepMs = options.sweepMs ?? SWEEP_MS
  const settleMs = options.settleMs ?? SETTLE_MS
  const startedAt = new Date()
  // Post ids announced here or by a peer, with when they were heard (kept for the window only).
  const heard = new Map<number, number>()
  const stopListening = onPublished((event, body) => {
    if (event !== 'feed:post-created') return
    const id = (body as { id?: unknown } | null)?.id
    if (typeof id === 'number') heard.set(id, Date.now())
  })
  let running = false
  const sweep = async () => {
    if (running) return
    running = true
    try {
      const since = new Date(Math.max(startedAt.getTime(), Date.now() - WINDOW_MS))
      for (const [id, at] of heard) if (at < Date.now() - 2 * WINDOW_MS) heard.delete(id)
      const rows = await query<{ id: number }>(
        payload,
        'feed-catch-up',
        `SELECT id FROM feed_posts
          WHERE created_at >= $1::timestamptz
            AND created_at <= now() - make_interval(secs => $2::float8)
            AND hidden IS NOT TRUE
          ORDER BY id LIMIT $3`,
        [since.toISOString(), settleMs / 1000, LIMIT],
      )
      for (const { id } of rows) {
        if (heard.has(id)) continue
        heard.set(id, Date.now())
        const post = await getPost(payload, id, null)
        if (post) sendLocal('feed:post-created', post)
      }
    } catch (error) {
      // The database away: the next sweep asks again.
      payload.logger.warn({ err: error, msg: 'feed catch-up: sweep failed' })
    } finally {
      running = false
    }
  }
  const timer = setInterval(() => void sweep(), sweepMs)
  timer.unref()
  return () => {
    clearInterval(timer)
    stopListening()
  }
}
