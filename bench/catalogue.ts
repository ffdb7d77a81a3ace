// Catalogue bench (issue 35; bench/README.md "Catalogue"): a bench database of its own (never the
// seed's folder: a fresh embedded PostgreSQL seeded with the 49, against the fake upstream). It
// times an import of BENCH_IMPORT features, then for the 49 and with N published, not featured
// spots along Natural Earth's coast inserted in one SQL statement (N = 1,000 then 10,000): a
// complete refresh on one and on two instances (CPU per spot, wall, requests, batches each),
// p50/p99 of GET /api/surf-spots?near, ?bbox and ?q (each URL different, so no kept answer serves
// it), home's and the map's TTFB, the largest answer's gzip size and RSS. Nothing is asserted.
//   npx tsx bench/catalogue.ts            (needs `npm run build`)
import { performance } from 'node:perf_hooks'
import { coastVertices } from '../cms/conditions/geo/coast-vertices'
import { type Stack, spawnStackServer, startStack } from './conditions/stack'
import { insertCoastSpots } from './support/coast-spots'
import { readRssMb, stopOwnChildren, waitUntilIdle } from './support/process-stats'
import { type Timing, timedGet as get } from './support/timed-get'

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN
}

const FIRST = ['Praia', 'Playa', 'Punta', 'Point', 'Reef', 'Beach', 'Bay', 'Cove', 'Plage', 'Hana']
const SECOND = ['Norte', 'Sur', 'Azul', 'Grande', 'Rocks', 'Pier', 'Lagoon', 'Dunes', 'Cliffs']
const nameOf = (i: number) =>
  `${FIRST[i % FIRST.length]} ${SECOND[Math.floor(i / FIRST.length) % SECOND.length]} ${i}`

type Db = { query: (text: string, values?: unknown[]) => Promise<unknown> }

/**
 * BENCH_REFRESH=copy: the inserted spots' condition rows copied from the seeded spots' (spot i
 * gets those of seeded spot i mod 49, on the same dates) instead of a refresh: the reads then
 * find a row per spot-day as after a refresh, in seconds instead of ~10 minutes at 10,000.
 */
async function copyConditions(db: Db) {
  const { rows } = (await db.query(
    `select column_name from information_schema.columns
      where table_name = 'surf_conditions' and column_name not in ('id', 'spot_id')`,
  )) as { rows: { column_name: string }[] }
  const columns = rows.map((r) => `"${r.column_name}"`).join(', ')
  await db.query(`delete from surf_conditions c using surf_spots s
    where s.id = c.spot_id and s.slug like 'bench-%'`)
  await db.query(
    `with seeded as (
       select id, row_number() over (order by id) - 1 as n from surf_spots
        where slug not like 'bench-%' and id in (select spot_id from surf_conditions)),
     bench as (
       select id, (row_number() over (order by id) - 1) % (select count(*) from seeded) as n
         from surf_spots where slug like 'bench-%')
     insert into surf_conditions (spot_id, ${columns})
     select bench.id, ${columns.replace(/"([a-z_0-9]+)"/g, 'c."$1"')}
       from bench join seeded using (n) join surf_conditions c on c.spot_id = seeded.id`,
  )
  await db.query('analyze surf_conditions')
}

let seed = 42
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31

const QUERIES = [
  'Praia',
  'Punta Azul',
  'Plage Dunes 4',
  'Lagon',
  'Beech',
  'coast 3',
  'Rincon',
  'Pipline',
]

let phase = 0

async function measure(base: string, label: string, pid: number | undefined, count: number) {
  // A phase's URLs are its own: a kept answer of the last phase (no event told it about the
  // spots inserted by SQL) never serves this one.
  phase++
  const run = async (make: (i: number) => string) => {
    const timings: Timing[] = []
    for (let i = 0; i < count; i++) timings.push(await get(`${base}${make(i)}`))
    return timings
  }
  const near = await run(
    () =>
      `/api/surf-spots?near=${(random() * 120 - 60).toFixed(3)},${(random() * 360 - 180).toFixed(3)}`,
  )
  const bbox = await run(() => {
    const west = random() * 340 - 180
    const south = random() * 100 - 60
    return `/api/surf-spots?bbox=${west.toFixed(2)},${south.toFixed(2)},${(west + 20).toFixed(2)},${(south + 15).toFixed(2)}`
  })
  const q = await run(
    (i) =>
      `/api/surf-spots?q=${encodeURIComponent(QUERIES[i % QUERIES.length] ?? '')}&b=${phase}-${i}`,
  )
  const home = await run((i) => `/?bench=${phase}-${i}`)
  const map = await run((i) => `/map?bench=${phase}-${i}`)
  const largest = await Promise.all(
    [
      `/api/surf-spots?limit=200&b=${phase}`,
      `/api/surf-spots?near=38.7,-9.4&limit=200&b=${phase}`,
      `/api/surf-spots?bbox=-180,-90,180,90&limit=200&b=${phase}`,
      `/api/surf-spots?q=Praia&limit=200&b=${phase}`,
      `/api/surf-spots?date=${new Date().toISOString().slice(0, 10)}`,
      `/?bench=size-${phase}`,
      `/map?bench=size-${phase}`,
    ].map(async (path) => ({ path, ...(await get(`${base}${path}`)) })),
  )
  const biggest = largest
    .filter((a) => a.path.startsWith('/api/'))
    .reduce((a, b) => (b.bytes > a.bytes ? b : a))
  await waitUntilIdle(pid, 60_000)
  const rss = await readRssMb(pid)
  const line = (name: string, t: Timing[], pick: (x: Timing) => number) => {
    const bad = t.filter((x) => x.status !== 200).length
    return `${name} p50 ${quantile(t.map(pick), 0.5).toFixed(1)} / p99 ${quantile(t.map(pick), 0.99).toFixed(1)} ms${bad ? ` (${bad} not 200)` : ''}`
  }
  console.log(`\n${label}`)
  console.log(`  ${line('near', near, (t) => t.totalMs)}`)
  console.log(`  ${line('bbox', bbox, (t) => t.totalMs)}`)
  console.log(`  ${line('q', q, (t) => t.totalMs)}`)
  console.log(`  ${line('home TTFB', home, (t) => t.headersMs)}, ${home[0]?.bytes ?? 0} B gzip`)
  console.log(`  ${line('map TTFB', map, (t) => t.headersMs)}, ${map[0]?.bytes ?? 0} B gzip`)
  console.log(`  largest API answer: ${biggest.path} ${(biggest.bytes / 1024).toFixed(1)} KB gzip`)
  const kb = (a: { bytes: number }) => `${(a.bytes / 1024).toFixed(1)} KB`
  console.log(
    `  sizes (gzip): ${largest.map((a) => `${a.path.split('&b=')[0]} ${kb(a)}`).join('; ')}`,
  )
  console.log(`  RSS after the phase's requests (its caches full): ${rss} MB`)
}

const COUNT = Number(process.env.BENCH_REQUESTS ?? 200)
const IMPORTS = Number(process.env.BENCH_IMPORT ?? 100)

/**
 * Import ms per spot: BENCH_IMPORT features along the coast (slots the inserted spots never take)
 * through the import itself, in-process, as drafts (so no refresh runs after it): each derived as
 * a point-only create (exposure from the coastline, stations, zone, time zone, its image).
 */
async function timeImport(stack: Stack, vertices: [number, number][]) {
  const { importSpots } = await import('../cms/spot-import')
  const { docs } = await stack.payload.find({
    collection: 'users',
    where: { role: { equals: 'admin' } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const user = docs[0]
  if (!user) throw new Error('the seed made no admin')
  const features = Array.from({ length: IMPORTS }, (_, i) => {
    const [lon, lat] = vertices[Math.floor(((i + 0.5) * vertices.length) / IMPORTS)] ?? [0, 0]
    return {
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [lon, lat] as [number, number] },
      properties: { name: `Imported bench ${i}` },
    }
  })
  const started = performance.now()
  const results = await importSpots({
    payload: stack.payload,
    user: { ...user, collection: 'users' },
    features,
    publish: false,
  })
  const ms = performance.now() - started
  const created = results.filter((r) => r.status === 'created').length
  const reasons = new Map<string, number>()
  for (const r of results)
    if (r.status === 'refused') {
      const reason = (r.reason ?? '').replace(/[\d.,]+/g, '#').slice(0, 60)
      reasons.set(reason, (reasons.get(reason) ?? 0) + 1)
    }
  console.log(
    `\nimport of ${IMPORTS} features: ${created} created, ${IMPORTS - created} refused in ${Math.round(ms)} ms, ${(ms / IMPORTS).toFixed(0)} ms per feature`,
  )
  for (const [reason, n] of reasons) console.log(`  refused ×${n}: ${reason}`)
  // Out again: the read phases count only the inserted spots.
  await stack.payload.db.pool.query(`delete from surf_spots where name like 'Imported bench %'`)
}

/** A fresh server on the database as it is: its RSS once idle after a few renders. */
async function freshIdleRss(stack: Stack) {
  const server = await spawnStackServer(stack)
  try {
    await waitUntilIdle(server.child.pid, 180_000)
    for (let i = 0; i < 5; i++) {
      await get(`${server.url}/?warm=${i}`)
      await get(`${server.url}/map?warm=${i}`)
      await get(`${server.url}/api/surf-spots?near=${i * 10},${i * 20}`)
    }
    await waitUntilIdle(server.child.pid, 60_000)
    return await readRssMb(server.child.pid)
  } finally {
    await server.stop()
  }
}

/**
 * One complete refresh (every upstream asked again) of every spot, its batches worked by this
 * process alone, then again with a second instance (the built server) claiming batches beside it:
 * CPU per spot (the batches' rows and storage, from conditions_refresh_batches), wall time from
 * the first request to the last batch stored, requests the fake upstream received, and each
 * instance's share of the batches and CPU a spot. Each twice: the second refresh is what a running
 * deployment has (with two instances the server is spawned fresh for the first).
 */
async function timeRefreshes(stack: Stack, label: string) {
  const { measureRefresh } = await import('../cms/conditions/ingest/measure')
  const once = async (instances: string) => {
    stack.fake.requests.length = 0
    const m = await measureRefresh(stack.payload, { mode: 'live', force: true })
    const requests: Record<string, number> = {}
    for (const r of stack.fake.requests) requests[r.source] = (requests[r.source] ?? 0) + 1
    const total = Object.values(requests).reduce((a, b) => a + b, 0)
    // Each instance's share of the batches, and its own CPU a spot (this process, then the server).
    const shares = Object.values(m.byWorker)
      .map(
        (w) =>
          `${Math.round((100 * w.batches) / Math.max(1, m.batches))} % (${(w.cpuMs / Math.max(1, w.spots)).toFixed(1)} ms a spot)`,
      )
      .join(' / ')
    console.log(
      `  refresh, ${instances}: ${m.spots} spots in ${m.batches} batches, ${m.cpuMsPerSpot.toFixed(1)} ms CPU per spot, wall ${(m.wallMs / 1000).toFixed(1)} s; batches per instance ${shares}; upstream requests ${total} (${Object.entries(
        requests,
      )
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')})`,
    )
  }
  console.log(`\n${label}`)
  // A first refresh of a size still runs some of the rules unoptimised (the 49's one batch did
  // not warm them all): again, it is what a running instance does every model run.
  await once('one instance')
  await once('one instance, again')
  const second = await spawnStackServer(stack)
  try {
    await waitUntilIdle(second.child.pid, 180_000)
    // The server's first batches run before V8 has optimised the rules (a fresh process); an
    // instance that has refreshed once is what a running deployment has.
    await once('two instances, the second fresh')
    await once('two instances, again')
    // BENCH_BATCH_LOG=1: the server's own batch lines (CPU, building, wall of each).
    if (process.env.BENCH_BATCH_LOG === '1')
      for (const l of second
        .output()
        .split('\n')
        .filter((l) => l.includes('conditions: batch')))
        console.log(`  server: ${l.replace(/^.*conditions: /, '')}`)
  } finally {
    await second.stop()
  }
}

// The fake upstream answers from this process, on the same two cores as the refresh it serves: at
// 10,000 spots its 200-location answers outlast the real clients' 10 s timeout. The bench times
// Firing, not the fake, so it waits longer for them (UPSTREAM_TIMEOUT_MS overrides).
process.env.UPSTREAM_TIMEOUT_MS ??= '60000'
const stack = await startStack()
try {
  const vertices = coastVertices()
  await timeImport(stack, vertices)
  // BENCH_SIZES: the catalogue sizes after the 49 (default 1000,10000).
  const sizes = (process.env.BENCH_SIZES ?? '1000,10000').split(',').map(Number)
  const phases: [number, string][] = [
    [0, 'the 49 seeded spots (today)'],
    ...sizes.map((n): [number, string] => [n, `${n} spots + the 49`]),
  ]
  let have = 0
  for (const [n, label] of phases) {
    if (n > have) {
      const started = performance.now()
      await insertCoastSpots(stack.payload.db.pool, {
        from: have,
        to: n,
        slots: 10000,
        naming: (i, { lat, lon }) => ({
          name: nameOf(i),
          slug: `bench-${i}`,
          location: `Bench coast ${Math.round(lat)}°, ${Math.round(lon)}°`,
        }),
      })
      console.log(
        `\ninserted ${n - have} spots along the coast in ${Math.round(performance.now() - started)} ms`,
      )
      have = n
    }
    if (n > 0 && process.env.BENCH_REFRESH === 'copy') {
      const started = performance.now()
      await copyConditions(stack.payload.db.pool)
      console.log(
        `\ncopied the seeded spots' condition rows to the inserted ones in ${Math.round(performance.now() - started)} ms (BENCH_REFRESH=copy: no refresh timed)`,
      )
    } else if (n === 0 || process.env.BENCH_REFRESH !== '0') await timeRefreshes(stack, label)
    const idle = await freshIdleRss(stack)
    const server = await spawnStackServer(stack)
    try {
      const pid = server.child.pid
      await waitUntilIdle(pid, 180_000)
      // Warm-up: the first renders load code.
      for (let i = 0; i < 5; i++) {
        await get(`${server.url}/?warm=${i}`)
        await get(`${server.url}/map?warm=${i}`)
      }
      await measure(server.url, label, pid, COUNT)
      console.log(`  idle RSS of a fresh server (after 5 renders of home and the map): ${idle} MB`)
    } finally {
      await server.stop()
    }
  }
} finally {
  // The pool first: PostgreSQL's shutdown waits for its sessions, and an open pool kept this
  // process (and so the database) waiting for each other.
  await stack.stop().catch(() => {})
  await stopOwnChildren()
}
process.exit(0)
