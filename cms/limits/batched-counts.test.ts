import { describe, expect, it } from 'vitest'
import { Tallies, type Total } from './batched-counts'

const MINUTE = 60_000
const T0 = 1_800_000_000_000

/** What the database answers a sync: every sent key's total, as the statement's upsert would. */
function answer(tallies: Tallies, stored: Map<string, Total>, now: number): Total[] {
  const batch = tallies.take(now)
  const totals: Total[] = []
  batch.keys.forEach((key, i) => {
    const row = stored.get(key)
    const points = batch.points[i] ?? 0
    const next =
      !row || row.expire <= now
        ? { key, points, expire: now + tallies.windowMs }
        : { ...row, points: row.points + points }
    stored.set(key, next)
    totals.push(next)
  })
  for (const key of batch.watched) {
    const row = stored.get(key)
    if (row) totals.push(row)
  }
  return totals
}

describe('Tallies', () => {
  it('should count hits in memory, with the time left in the window', () => {
    const tallies = new Tallies(MINUTE)
    expect(tallies.hit('read:a', 1, T0)).toEqual({ consumed: 1, msLeft: MINUTE })
    expect(tallies.hit('read:a', 2, T0 + 1000)).toEqual({ consumed: 3, msLeft: MINUTE - 1000 })
    expect(tallies.hit('read:b', 1, T0 + 1000)).toEqual({ consumed: 1, msLeft: MINUTE })
  })

  it('should open a new window once the last one ended', () => {
    const tallies = new Tallies(MINUTE)
    tallies.hit('read:a', 5, T0)
    expect(tallies.hit('read:a', 1, T0 + MINUTE)).toEqual({ consumed: 1, msLeft: MINUTE })
  })

  it('should send only new hits, and watch keys seen in the window', () => {
    const tallies = new Tallies(MINUTE)
    tallies.hit('read:a', 2, T0)
    tallies.hit('read:b', 1, T0)
    expect(tallies.take(T0)).toEqual({ keys: ['read:a', 'read:b'], points: [2, 1], watched: [] })
    tallies.settle(
      [
        { key: 'read:a', points: 2, expire: T0 + MINUTE },
        { key: 'read:b', points: 1, expire: T0 + MINUTE },
      ],
      T0,
    )
    tallies.hit('read:a', 1, T0 + 1000)
    expect(tallies.take(T0 + 1000)).toEqual({ keys: ['read:a'], points: [1], watched: ['read:b'] })
  })

  it('should take the totals of every instance from a sync, hits counted meanwhile on top', () => {
    const tallies = new Tallies(MINUTE)
    tallies.hit('read:a', 3, T0)
    tallies.take(T0)
    tallies.hit('read:a', 1, T0 + 10) // while the sync is on its way
    // Another instance had counted 7 for the address in a window opened earlier.
    tallies.settle([{ key: 'read:a', points: 10, expire: T0 + 30_000 }], T0 + 20)
    expect(tallies.hit('read:a', 1, T0 + 1000)).toEqual({ consumed: 12, msLeft: 29_000 })
    expect(tallies.take(T0 + 1000).points).toEqual([2])
  })

  it('should keep the hits of a failed sync for the next one', () => {
    const tallies = new Tallies(MINUTE)
    tallies.hit('read:a', 3, T0)
    tallies.take(T0)
    tallies.requeue()
    expect(tallies.hit('read:a', 1, T0 + 1000).consumed).toBe(4)
    expect(tallies.take(T0 + 1000)).toEqual({ keys: ['read:a'], points: [4], watched: [] })
  })

  it('should send again a key the sync did not answer for', () => {
    const tallies = new Tallies(MINUTE)
    tallies.hit('read:a', 2, T0)
    tallies.take(T0)
    tallies.settle([], T0)
    expect(tallies.take(T0 + 1000).points).toEqual([2])
  })

  it('should forget a key whose window ended with nothing left to send', () => {
    const tallies = new Tallies(MINUTE)
    tallies.hit('read:a', 1, T0)
    tallies.settle(answer(tallies, new Map(), T0), T0)
    expect(tallies.size).toBe(1)
    expect(tallies.take(T0 + MINUTE)).toEqual({ keys: [], points: [], watched: [] })
    expect(tallies.size).toBe(0)
  })

  it('should start from zero when the window ended in the store meanwhile', () => {
    const tallies = new Tallies(MINUTE)
    tallies.hit('read:a', 4, T0)
    tallies.take(T0)
    // Another instance opened the address's window half a minute before.
    tallies.settle([{ key: 'read:a', points: 9, expire: T0 + 500 }], T0)
    expect(tallies.hit('read:a', 1, T0 + 100)).toEqual({ consumed: 10, msLeft: 400 })
    expect(tallies.hit('read:a', 1, T0 + 1000)).toEqual({ consumed: 1, msLeft: MINUTE })
  })

  it('should refuse an address at the limit across two instances, give or take one sync', () => {
    // Two instances on one store, an address alternating between them, both syncing each second:
    // each hit is one request; the limit is 20 per minute.
    const stored = new Map<string, Total>()
    const instances = [new Tallies(MINUTE), new Tallies(MINUTE)] as const
    const limit = 20
    let allowed = 0
    for (let ms = 0; ms < 10_000; ms += 100) {
      const now = T0 + ms
      const instance = instances[(ms / 100) % 2] as Tallies
      if (instance.hit('read:x', 1, now).consumed <= limit) allowed++
      if (ms % 1000 === 0) for (const i of instances) i.settle(answer(i, stored, now), now)
    }
    // Ten requests a second, five on each instance: at most one second's worth on the other
    // instance beyond the limit.
    expect(allowed).toBeGreaterThanOrEqual(limit)
    expect(allowed).toBeLessThanOrEqual(limit + 5)
    // Every request counted: all but the nine after the last sync (at 9 s) are stored.
    expect(stored.get('read:x')?.points).toBe(100 - 9)
  })
})
