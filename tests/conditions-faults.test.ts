// A server of its own, on its own database and sample server, to watch the conditions engine
// cope: no upstream on a fresh install → labelled sample data; upstreams back → live data;
// then 500s, timeouts, malformed and empty answers, one source or all down → no crash, the last
// good values served and stamped with their real age.
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ProvenanceGroups, SpotWithCondition } from '../shared/contracts/conditions'
import { RefreshResult, SpotConditionList } from '../shared/contracts/conditions'
import type { SampleServer } from '../cms/conditions/upstream/sample-server/server'
import { startSampleServer } from '../cms/conditions/upstream/sample-server/server'
import type { UpstreamSource } from '../cms/conditions/upstream/config'
import { getParsed, refresh, signIn, waitForConditions, windowDates } from './conditions-helpers'
import type { RunningServer } from './support/spawn-server'
import { spawnServer } from './support/spawn-server'
import type { TestDatabase } from './support/test-database'
import { startTestDatabase } from './support/test-database'

let database: TestDatabase
let fake: SampleServer
let server: RunningServer
let admin: Record<string, string>
const [today = ''] = windowDates()
const SOURCES: UpstreamSource[] = [
  'open-meteo-marine',
  'open-meteo-forecast',
  'ndbc',
  'coops',
  'nws',
]

const spotsToday = () => getParsed(server.url, `/api/surf-spots?date=${today}`, SpotConditionList)
const provenanceOf = (spot: SpotWithCondition | undefined, group: keyof ProvenanceGroups) =>
  spot?.currentCondition?.provenance[group] ?? undefined

async function refreshed() {
  const { status, body } = await refresh(server.url, admin)
  expect(status).toBe(200)
  return RefreshResult.parse(body)
}

beforeAll(async () => {
  database = await startTestDatabase()
  fake = await startSampleServer()
  // Nothing answers at first: a fresh install with no internet.
  for (const source of SOURCES) fake.setFault(source, 'down')
  server = await spawnServer({
    DATABASE_URL: database.url,
    DATA_DIR: database.dataDir,
    UPSTREAM_BASE_URL: fake.url,
    UPSTREAM_MODE: 'auto',
    UPSTREAM_RETRIES: '0',
    // Generous enough that a loaded machine's slow answer is not a failure; the 'timeout' fault
    // never answers at all, so it still times out.
    UPSTREAM_TIMEOUT_MS: '4000',
    CONDITIONS_AUTORUN: 'false',
  })
  await waitForConditions(server.url)
  admin = await signIn(server.url, 'admin@firing.local', 'firing-admin-change-me')
}, 240_000)

afterAll(async () => {
  await server?.stop()
  await fake?.close()
  await database?.stop()
})

describe('a fresh install that cannot reach any upstream', () => {
  it('should serve all 49 spots as sample data, labelled as such', async () => {
    const response = await fetch(`${server.url}/api/surf-spots?date=${today}`)
    expect(response.headers.get('x-data-source')).toBe('sample')
    const spots = SpotConditionList.parse(await response.json())
    expect(spots.filter((s) => s.currentCondition?.isSample)).toHaveLength(49)
    const groups = spots.flatMap((s) => Object.values(s.currentCondition?.provenance ?? {}))
    const known = groups.filter((g) => g !== null)
    expect(known.length).toBeGreaterThan(0)
    expect(known.every((g) => g.sample)).toBe(true)
  })
})

describe('once the upstreams answer', () => {
  it('should replace the sample data with live data', async () => {
    for (const source of SOURCES) fake.setFault(source, null)
    const result = await refreshed()
    expect(result).toMatchObject({ status: 'completed', mode: 'live' })
    expect(result.sources.flatMap((s) => s.errors)).toEqual([])
    const spots = await spotsToday()
    expect(spots.every((s) => s.currentCondition?.isSample === false)).toBe(true)
  })
})

describe('faults', () => {
  it('should keep going with one source down (HTTP 500), serving its last answer stamped stale', async () => {
    // Supertubos (Portugal): its waves are Open-Meteo Marine's (US spots' come from NWS).
    const before = (await spotsToday()).find((s) => s.name === 'Supertubos')
    const marineBefore = provenanceOf(before, 'waves')
    fake.setFault('open-meteo-marine', 'http500')
    const result = await refreshed()
    fake.setFault('open-meteo-marine', null)
    expect(result.sources.find((s) => s.source === 'open-meteo-marine')).toMatchObject({
      ok: 0,
      failed: 49,
    })
    const after = (await spotsToday()).find((s) => s.name === 'Supertubos')
    expect(after?.currentCondition).not.toBeNull()
    expect(provenanceOf(after, 'waves')).toEqual({ ...marineBefore, stale: true })
    const forecast = provenanceOf(after, 'wind')
    expect(forecast?.stale).toBe(false)
    expect(Date.parse(forecast?.fetchedAt ?? '')).toBeGreaterThan(
      Date.parse(marineBefore?.fetchedAt ?? ''),
    )
  })

  it.each([
    ['ndbc', 'timeout', 'noaa-ndbc'],
    ['open-meteo-forecast', 'malformed', 'open-meteo-forecast'],
    ['open-meteo-marine', 'empty', 'open-meteo-marine'],
  ] as const)('should survive %s answering %s', async (source, fault, reported) => {
    fake.setFault(source, fault)
    const result = await refreshed()
    fake.setFault(source, null)
    expect(result.status).toBe('completed')
    expect(result.sources.find((s) => s.source === reported)?.failed).toBeGreaterThan(0)
    const spots = await spotsToday()
    expect(spots.filter((s) => s.currentCondition !== null)).toHaveLength(49)
  })

  it('should serve everything stale, not sample data, when every upstream is down', async () => {
    for (const source of SOURCES) fake.setFault(source, 'down')
    const result = await refreshed()
    for (const source of SOURCES) fake.setFault(source, null)
    expect(result.mode).toBe('live')
    const spots = await spotsToday()
    expect(spots.every((s) => s.currentCondition?.isSample === false)).toBe(true)
    const marine = spots.map((s) => provenanceOf(s, 'waves'))
    expect(marine.every((p) => p?.stale === true)).toBe(true)
  })

  it("should keep a snapshot's entries one row per key, for the newest three per source", async () => {
    const db = new pg.Client({ connectionString: database.url })
    await db.connect()
    try {
      const { rows } = await db.query<{
        source: string
        mode: string
        rank: number
        legacy: boolean
        keys: number
      }>(
        `select s.source, s.mode, s.entries is not null as legacy,
           rank() over (partition by s.source, s.mode order by s.created_at desc)::int as rank,
           (select count(*) from source_snapshot_entries e where e.snapshot_id = s.id)::int as keys
         from source_snapshots s where s.mode = 'live'`,
      )
      const marine = rows.filter((r) => r.source === 'open-meteo-marine')
      // One live refresh per test above: more than the three that keep their entries.
      expect(marine.length).toBeGreaterThan(3)
      expect(rows.every((r) => !r.legacy)).toBe(true)
      // The newest marine snapshot (every upstream down) carried all 49 spots forward, stale.
      expect(marine.find((r) => r.rank === 1)?.keys).toBe(49)
      for (const r of rows) expect(r.keys > 0 ? r.rank <= 3 : true, JSON.stringify(r)).toBe(true)
      expect(marine.filter((r) => r.rank > 3).every((r) => r.keys === 0)).toBe(true)
    } finally {
      await db.end()
    }
  })
})
