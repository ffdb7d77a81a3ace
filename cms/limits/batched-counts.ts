// Counts kept in this process's memory and shared with the other instances in batches: what the
// public read limit uses, so a read answered from memory makes no database round trip.
//
// Each key's count here is the total all instances had in PostgreSQL at the last sync plus what
// this process counted since. Every sync (one statement per instance, about every second) adds
// this process's new hits to the `rate_limits` rows (the table and key format of the exact
// counters, shared-counts.ts) and reads back the totals of every key it has seen in the window.
// So an address spreading requests over several instances is refused at the limit plus at most
// what it sent the other instances since the last sync (and, on an instance that has not seen the
// address yet, until that instance's first sync). When the database fails, new hits stay counted
// here and go out with the next sync that succeeds.
import type pg from 'pg'

/** Every counter's table (rate-limiter-flexible's layout: key, points, expire in ms). */
export const LIMITS_TABLE = 'rate_limits'

/** Where a key stands: how many points it has used and how long until its window ends. */
export type Count = { consumed: number; msLeft: number }

type Tally = {
  /** Every instance's count at the last sync (this one's synced hits included). */
  total: number
  /** Hits counted here since, not sent yet. */
  pending: number
  /** Hits in a sync that has not answered yet. */
  sending: number
  /** When the window ends (ms since the epoch): the database's, once synced. */
  windowEnd: number
}

/** One row of a sync's answer: a key's total across instances and when its window ends. */
export type Total = { key: string; points: number; expire: number }

/** What a sync sends: new hits per key, and the other keys whose totals it reads back. */
export type Batch = { keys: string[]; points: number[]; watched: string[] }

/** The in-memory side of a batched counter: its keys' tallies (store keys, prefix included). */
export class Tallies {
  private readonly tallies = new Map<string, Tally>()
  /** The keys of the sync on its way. */
  private sent: string[] = []

  constructor(readonly windowMs: number) {}

  /** Counts `points` for key now: no I/O. */
  hit(key: string, points = 1, now = Date.now()): Count {
    let tally = this.tallies.get(key)
    if (!tally || tally.windowEnd <= now) {
      tally = { total: 0, pending: 0, sending: 0, windowEnd: now + this.windowMs, ...keep(tally) }
      this.tallies.set(key, tally)
    }
    tally.pending += points
    return { consumed: tally.total + tally.sending + tally.pending, msLeft: tally.windowEnd - now }
  }

  /** The hits to send and the keys to watch; the hits move to `sending` until settle/fail. */
  take(now = Date.now()): Batch {
    const batch: Batch = { keys: [], points: [], watched: [] }
    for (const [key, tally] of this.tallies) {
      if (tally.pending > 0) {
        batch.keys.push(key)
        batch.points.push(tally.pending)
        tally.sending = tally.pending
        tally.pending = 0
      } else if (tally.windowEnd > now) batch.watched.push(key)
      else this.tallies.delete(key) // its window is over and nothing is left to send
    }
    this.sent = batch.keys
    return batch
  }

  /** The sync answered: its totals replace what this process knew. */
  settle(totals: readonly Total[], now = Date.now()): void {
    for (const { key, points, expire } of totals) {
      const tally = this.tallies.get(key)
      if (!tally) continue
      tally.sending = 0
      if (expire <= now) {
        tally.total = 0 // the window ended meanwhile: the next hit opens a new one
      } else {
        tally.total = points
        tally.windowEnd = expire
      }
    }
    // A sent key always comes back; one that did not (no answer row) is sent again.
    this.requeue()
  }

  /** The sync failed: what it carried goes out with the next one. */
  requeue(): void {
    for (const key of this.sent) {
      const tally = this.tallies.get(key)
      if (!tally) continue
      tally.pending += tally.sending
      tally.sending = 0
    }
    this.sent = []
  }

  get size(): number {
    return this.tallies.size
  }
}

/** A tally reopened for a new window keeps hits still on their way to the database. */
function keep(tally: Tally | undefined): Partial<Tally> {
  return tally?.sending ? { sending: tally.sending } : {}
}

/**
 * One statement: adds each key's new hits (opening a window of `windowMs` where the key has none
 * or its window ended, as the exact counters do) and answers the totals of those keys and of the
 * watched ones.
 */
export async function syncBatch(
  pool: pg.Pool,
  batch: Batch,
  windowMs: number,
  now = Date.now(),
): Promise<Total[]> {
  if (batch.keys.length === 0 && batch.watched.length === 0) return []
  const { rows } = await pool.query<{ key: string; points: number; expire: string }>(
    `with sent as (select * from unnest($1::varchar[], $2::int[]) as s(key, points)),
     counted as (
       insert into ${LIMITS_TABLE} as r (key, points, expire)
       select key, points, $3::bigint + $4::bigint from sent
       on conflict (key) do update set
         points = case when coalesce(r.expire, 0) <= $3 then excluded.points
                       else r.points + excluded.points end,
         expire = case when coalesce(r.expire, 0) <= $3 then excluded.expire else r.expire end
       returning r.key, r.points, r.expire)
     select key, points, expire from counted
     union all
     select key, points, expire from ${LIMITS_TABLE} where key = any($5::varchar[])`,
    [batch.keys, batch.points, now, windowMs, batch.watched],
  )
  return rows.map((row) => ({ key: row.key, points: row.points, expire: Number(row.expire) }))
}
