// Jobs run once: two instances on a database of their own (so no other server's crons take
// part), both with their crons on, and one queued conditions refresh. Both crons fire in the same
// second every minute; only the jobs leader (cms/jobs/run-once.ts) may run the job, so its
// handler starts exactly once across both.
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  startSampleServer,
  type SampleServer,
} from '../cms/conditions/upstream/sample-server/server'
import { signIn } from './conditions-helpers'
import { spawnServer, type RunningServer } from './support/spawn-server'
import { startTestDatabase, type TestDatabase } from './support/test-database'

let database: TestDatabase
let upstream: SampleServer
let instances: RunningServer[] = []
let db: pg.Client

beforeAll(async () => {
  database = await startTestDatabase()
  upstream = await startSampleServer()
  const env = {
    DATABASE_URL: database.url,
    DATA_DIR: database.dataDir,
    REALTIME_ADAPTER: 'postgres',
    UPSTREAM_BASE_URL: upstream.url,
    UPSTREAM_MODE: 'live',
    CONDITIONS_AUTORUN: 'true',
  }
  // One after the other: the first applies the migrations and seeds the fresh database.
  instances = [await spawnServer(env), await spawnServer(env)]
  db = new pg.Client({ connectionString: database.url })
  await db.connect()
  await startupRefreshesDone()
}, 300_000)

/** Waits until every refresh the instances started on their own (a fresh database) is done. */
async function startupRefreshesDone(timeoutMs = 180_000): Promise<void> {
  const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    const settled = instances.every((instance) => {
      const output = instance.output()
      return (
        count(output, /conditions: job started \(/g) ===
        count(output, /conditions: \w+ refresh of \d+ spots done/g)
      )
    })
    if (settled) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('the startup refreshes did not finish')
}

afterAll(async () => {
  await db?.end()
  await Promise.all(instances.map((instance) => instance.stop()))
  await upstream?.close()
  await database?.stop()
})

/** Resolves once no job row with this id is left (completed jobs are deleted). */
async function jobGone(id: number, timeoutMs = 240_000): Promise<void> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    const { rowCount } = await db.query('select 1 from payload_jobs where id = $1', [id])
    if (rowCount === 0) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`job ${id} still queued after ${timeoutMs} ms`)
}

/** Queues a conditions refresh the way a schedule or an editor would: a row for the crons. */
async function queueRefresh(reason: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into payload_jobs (input, task_slug, queue, processing)
     values ($1, 'refresh-conditions', 'conditions', false) returning id`,
    [JSON.stringify({ reason })],
  )
  return rows[0]?.id as number
}

/** How many times each instance started the refresh queued with `reason`. */
const startsOf = (reason: string) =>
  instances.map(
    (instance) => instance.output().split(`conditions: job started (${reason})`).length - 1,
  )

/** Waits for the queued job to be done, then a few seconds in which a second runner would log. */
async function ranOnce(id: number): Promise<void> {
  await jobGone(id)
  // A second runner would have started the handler when the first let go of the task's lock,
  // before the job row was deleted; a few seconds more cover a slow log write.
  await new Promise((resolve) => setTimeout(resolve, 5_000))
}

describe('jobs with two instances running crons', () => {
  let leader = -1

  it('should run one queued conditions refresh exactly once', async () => {
    const reason = `jobs-once-${randomUUID()}`
    await ranOnce(await queueRefresh(reason))
    const started = startsOf(reason)
    expect(started.reduce((a, b) => a + b, 0)).toBe(1)
    leader = started.indexOf(1)
  }, 300_000)

  it('should never run the refresh on both instances at once', async () => {
    // Each instance's log, in the order this process hears it: a refresh starts, then is done.
    const events: string[] = []
    const listeners = instances.map((instance, i) => {
      const listen = (chunk: Buffer) => {
        for (const line of chunk.toString().split('\n')) {
          if (line.includes('conditions: job started (')) events.push(`start ${i}`)
          if (/conditions: \w+ refresh of \d+ spots done/.test(line)) events.push(`done ${i}`)
        }
      }
      instance.child.stdout?.on('data', listen)
      return () => instance.child.stdout?.off('data', listen)
    })
    try {
      // An editor's session (good on both instances) asks both for a refresh in the same moment.
      const admin = await signIn(
        instances[0]?.url ?? '',
        'admin@firing.local',
        'firing-admin-change-me',
      )
      const answers = await Promise.all(
        instances.map(async (instance) => {
          const response = await fetch(`${instance.url}/api/refresh-conditions`, {
            method: 'POST',
            headers: { ...admin, origin: instance.url },
            body: JSON.stringify({ force: true }),
          })
          return response.status
        }),
      )
      expect(answers).toEqual([200, 200])
    } finally {
      for (const stop of listeners) stop()
    }
    // Both ran, one after the other: every start is followed by its own instance's done.
    expect(events).toHaveLength(4)
    for (let i = 0; i < events.length; i += 2) {
      expect(events[i + 1]).toBe(events[i]?.replace('start', 'done'))
    }
  }, 300_000)

  it('should hand the jobs to the other instance when the leader stops', async () => {
    expect(leader).toBeGreaterThanOrEqual(0)
    await instances[leader]?.stop()
    const reason = `jobs-failover-${randomUUID()}`
    await ranOnce(await queueRefresh(reason))
    expect(startsOf(reason)).toEqual(instances.map((_, i) => (i === leader ? 0 : 1)))
  }, 300_000)
})
