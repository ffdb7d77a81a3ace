// The refresh cadence (cms/conditions/ingest/cadence.ts): a scheduled refresh covers every spot
// once per model run and, in the hours between, only the spots someone favourited or opened in
// the last 24 h; its snapshot is partial, the next run's base still knows every spot, and the
// weather rows (typical of all spots) are left alone. An in-process Payload on a database of its
// own, the sample server as its live upstream. Then a spot's page opened on the suite's server
// is noted.
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { IngestSummary } from '../cms/conditions/ingest/run'
import { startStack, type Stack } from './support/in-process-stack'

let stack: Stack
let db: pg.Client
let run: (options: { scope: 'all' | 'due'; now?: Date }) => Promise<IngestSummary>

const one = async <T>(text: string, values: unknown[] = []): Promise<T> => {
  const { rows } = await db.query(text, values)
  return rows[0] as T
}

async function newestRefresh() {
  return one<{ id: number; partial: boolean; run_at: Date; spots: number }>(
    'select id, partial, run_at, spots from conditions_refreshes order by id desc limit 1',
  )
}

beforeAll(async () => {
  stack = await startStack()
  db = new pg.Client({ connectionString: stack.database.url })
  await db.connect()
  const { runIngestion } = await import('../cms/conditions/ingest/run')
  run = (options) => runIngestion(stack.payload, { mode: 'live', ...options })
}, 300_000)

afterAll(async () => {
  await db?.end()
  await stack?.stop()
})

describe('the refresh cadence', () => {
  let spots: number[] = []
  let fullAt = new Date()
  /** A minute after the full refresh, or just before the next model run if that comes first. */
  const betweenRuns = async () => {
    const { MARINE_SCHEDULE, nextRunAvailable } = await import('../cms/conditions/ingest/polite')
    const next = nextRunAvailable(fullAt.toISOString(), MARINE_SCHEDULE).getTime()
    return new Date(Math.min(fullAt.getTime() + 60_000, next - 1))
  }

  it('should refresh every spot on a schedule with no full refresh on record', async () => {
    const summary = await run({ scope: 'due' })
    expect(summary.spots).toBe(49)
    const refresh = await newestRefresh()
    expect(refresh.partial).toBe(false)
    fullAt = new Date(refresh.run_at)
    const { rows } = await db.query<{ id: number }>(
      `select id from surf_spots where _status = 'published' order by id`,
    )
    spots = rows.map((r) => r.id)
    expect(spots).toHaveLength(49)
  }, 300_000)

  it('should refresh only the favourited and opened spots in the hours between model runs', async () => {
    const [favourite = 0, opened = 0] = spots
    const user = await one<{ id: number }>('select id from users order by id limit 1')
    await db.query('insert into user_favorites (user_id, spot_id) values ($1, $2)', [
      user.id,
      favourite,
    ])
    const { noteSpotOpened } = await import('../cms/conditions/ingest/cadence')
    noteSpotOpened(stack.payload, opened)
    noteSpotOpened(stack.payload, 999_999_999) // no such spot: noted nowhere, no error
    await expect.poll(async () => (await db.query('select 1 from spot_activity')).rowCount).toBe(1)
    const weatherBefore = await one<{ at: Date }>(
      'select max(updated_at) as at from weather_conditions',
    )
    const conditionsBefore = await one<{ at: Date }>(
      'select max(updated_at) as at from surf_conditions',
    )

    // A minute after the full refresh, before the next model run: only the two are due.
    const summary = await run({ scope: 'due', now: await betweenRuns() })
    expect(summary.spots).toBe(2)
    const refresh = await newestRefresh()
    expect(refresh).toMatchObject({ partial: true, spots: 2 })
    const { rows: updated } = await db.query<{ spot: number }>(
      `select distinct spot_id as spot from surf_conditions where updated_at > $1 order by 1`,
      [conditionsBefore.at],
    )
    expect(updated.map((r) => r.spot)).toEqual([favourite, opened].sort((a, b) => a - b))
    const weatherAfter = await one<{ at: Date }>(
      'select max(updated_at) as at from weather_conditions',
    )
    expect(weatherAfter.at).toEqual(weatherBefore.at)

    // The partial snapshot holds the two; what the next run builds on still knows all 49.
    const marine = await one<{ partial: boolean; keys: number }>(
      `select s.partial, (select count(*)::int from source_snapshot_entries e
         where e.snapshot_id = s.id) as keys
       from source_snapshots s where s.source = 'open-meteo-marine'
       order by s.created_at desc limit 1`,
    )
    expect(marine).toEqual({ partial: true, keys: 2 })
    const { loadLatestEntries } = await import('../cms/conditions/ingest/snapshots')
    const base = await loadLatestEntries(stack.payload, 'open-meteo-marine', 'live')
    expect(base.size).toBe(49)
  }, 300_000)

  it('should fetch and store nothing in an hour when no spot is looked at', async () => {
    await db.query('delete from user_favorites')
    await db.query(`update spot_activity set opened_at = now() - interval '25 hours'`)
    const before = await newestRefresh()
    const summary = await run({ scope: 'due', now: await betweenRuns() })
    expect(summary).toMatchObject({ spots: 0, rows: 0, batches: 0 })
    expect((await newestRefresh()).id).toBe(before.id)
  })

  it('should refresh every spot once the next model run is due', async () => {
    const { MARINE_SCHEDULE, nextRunAvailable } = await import('../cms/conditions/ingest/polite')
    const next = nextRunAvailable(fullAt.toISOString(), MARINE_SCHEDULE)
    const summary = await run({ scope: 'due', now: next })
    expect(summary.spots).toBe(49)
    expect((await newestRefresh()).partial).toBe(false)
  }, 300_000)
})

describe("a spot's page opened", () => {
  it('should be noted for the hourly cadence', async () => {
    const suite = new pg.Client({ connectionString: inject('databaseUrl') })
    await suite.connect()
    try {
      const { rows } = await suite.query<{ id: number }>(
        `select id from surf_spots where _status = 'published' order by id desc limit 1`,
      )
      const id = rows[0]?.id
      const response = await fetch(`${inject('baseUrl')}/spot/${id}/report`)
      expect(response.status).toBe(200)
      // Noted in the background after the answer (and at most once per spot in 10 min by each
      // process, so another test's visit may have noted it already): a recent row is the proof.
      await expect
        .poll(
          async () =>
            (
              await suite.query(
                `select 1 from spot_activity
                 where spot_id = $1 and opened_at > now() - interval '11 minutes'`,
                [id],
              )
            ).rowCount,
          { timeout: 15_000 },
        )
        .toBe(1)
    } finally {
      await suite.end()
    }
  })
})
