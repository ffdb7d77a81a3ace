// A refresh split into batch jobs that every instance works (cms/conditions/ingest/batches.ts):
// two instances on a database of their own, 1 spot a batch (49 batches), one refresh asked of
// the first. The other instance polls the queue every second: with 3 spots a batch (17 batches)
// the first could build them all before that poll came (the test failed one run in eight here,
// beside two other suites), so each batch is one spot (the second then took 7 of the 49). The
// database says who ran each batch: both instances ran some, every spot was built once, and the
// refresh was finished (its end work done) once.
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signIn } from './conditions-helpers'
import { startOwnDatabaseServer, type OwnDatabaseServer } from './support/own-database'

let own: OwnDatabaseServer
let db: pg.Client

/** Waits until no refresh is left unfinished (the instances' start-up refreshes). */
async function refreshesSettled(timeoutMs = 180_000): Promise<void> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    const { rows } = await db.query<{ open: string; all: string }>(
      `select count(*) filter (where finished_at is null) as open, count(*) as all
       from conditions_refreshes`,
    )
    if (Number(rows[0]?.all) > 0 && Number(rows[0]?.open) === 0) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('the start-up refreshes did not finish')
}

beforeAll(async () => {
  own = await startOwnDatabaseServer('refresh-batches', {
    instances: 2,
    env: { UPSTREAM_MODE: 'sample', REFRESH_BATCH_SIZE: '1', REALTIME_ADAPTER: 'postgres' },
  })
  db = new pg.Client({ connectionString: own.database.url })
  await db.connect()
  await refreshesSettled()
}, 400_000)

afterAll(async () => {
  await db?.end()
  await own?.stop()
})

describe('a refresh split into batches on two instances', () => {
  it('should have both instances run batches, every spot once, and finish once', async () => {
    const [first, second] = own.servers
    if (!first || !second) throw new Error('two instances expected')
    const admin = await signIn(first.url, 'admin@firing.local', 'firing-admin-change-me')
    const response = await fetch(`${first.url}/api/refresh-conditions`, {
      method: 'POST',
      headers: { ...admin, origin: first.url },
      body: JSON.stringify({ force: true }),
    })
    const text = await response.text()
    expect(response.status, text).toBe(200)
    const answer = JSON.parse(text) as { status: string; spots: number; rows: number }
    expect(answer.status).toBe('completed')

    const { rows: refreshes } = await db.query<{
      id: number
      total_batches: number
      done_batches: number
      spots: number
      summary: { spots: number; rows: number } | null
    }>(
      `select id, total_batches, done_batches, spots, summary from conditions_refreshes
       order by id desc limit 1`,
    )
    const refresh = refreshes[0]
    if (!refresh) throw new Error('no refresh row')
    const seen = JSON.stringify(refreshes)
    const { rows: published } = await db.query<{ id: number }>(
      `select id from surf_spots where _status = 'published' order by id`,
    )
    expect(published).toHaveLength(49)
    expect(refresh.spots, seen).toBe(49)
    expect(refresh.total_batches).toBe(49)
    expect(refresh.done_batches).toBe(49)
    // The one summary, and the answer the admin got is it.
    expect(refresh.summary?.spots).toBe(49)
    expect(answer.spots).toBe(49)
    expect(answer.rows).toBe(refresh.summary?.rows)

    const { rows: batches } = await db.query<{ worker: string; spot_ids: number[] }>(
      `select worker, spot_ids from conditions_refresh_batches where refresh_id = $1`,
      [refresh.id],
    )
    expect(batches).toHaveLength(49)
    const builtSpots = batches.flatMap((b) => b.spot_ids).sort((a, b) => a - b)
    expect(builtSpots).toEqual(published.map((p) => p.id))
    // Both instances (host:pid) ran at least one batch.
    const pids = new Set(batches.map((b) => Number(b.worker.split(':').pop())))
    expect([...pids].sort(), JSON.stringify(batches.map((b) => b.worker))).toEqual(
      [first.child.pid, second.child.pid].sort(),
    )

    // Every spot's rows are of this refresh: today's condition row was rewritten for each spot.
    const { rows: stored } = await db.query<{ spots: string; fresh: string }>(
      `select count(distinct spot_id) as spots,
         count(*) filter (where updated_at >= (select run_at from conditions_refreshes
           where id = $1)) as fresh
       from surf_conditions where date = to_char(now() at time zone 'UTC', 'YYYY-MM-DD')`,
      [refresh.id],
    )
    expect(Number(stored[0]?.spots)).toBe(49)
    expect(Number(stored[0]?.fresh)).toBe(49)

    // The end work (weather rows, verification, the one publish) ran on one instance, once.
    const finished = own.servers.map(
      (server) =>
        server.output().split(`conditions: refresh ${refresh.id} finished here`).length - 1,
    )
    expect(finished.reduce((a, b) => a + b, 0)).toBe(1)
  }, 300_000)
})
