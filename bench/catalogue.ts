// Catalogue bench, the read side (issue 35): a bench database of its own (never the seed's
// folder: a fresh embedded PostgreSQL, seeded with the 49 and refreshed against the fake
// upstream, as bench/report-ttfb.ts), then N published, not featured spots along Natural
// Earth's coast (world-atlas 1:50m land, every ring's vertices spaced evenly) inserted in one
// SQL statement, N = 1,000 then 10,000. For the 49 alone and at each N it prints p50/p99 of
// GET /api/surf-spots?near, ?bbox and ?q (each request a different point, box or word, so no
// kept answer serves it), home's and the map's TTFB (fresh renders), the largest answer's gzip
// size and the server's idle RSS. Numbers only: nothing is asserted.
//   npx tsx bench/catalogue.ts            (needs `npm run build`)
import { performance } from 'node:perf_hooks'
import { coastVertices } from '../cms/conditions/geo/coast-vertices'
import { timeRefresh } from './conditions/refresh'
import { spawnStackServer, startStack } from './conditions/stack'
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

/** Spots from..to (exclusive) along the coast, in one INSERT of arrays. */
async function insertSpots(
  db: Db,
  vertices: [number, number][],
  from: number,
  to: number,
  n: number,
) {
  const names: string[] = []
  const slugs: string[] = []
  const locations: string[] = []
  const lats: number[] = []
  const lons: number[] = []
  for (let i = from; i < to; i++) {
    // Spot i sits at slot (i × 7919) mod n of n even slots along the coast: the first 1,000
    // spread over the whole world as the 10,000 do (7919 is prime, so every slot is used once).
    const slot = (i * 7919) % n
    const [lon, lat] = vertices[Math.floor((slot * vertices.length) / n)] ?? [0, 0]
    names.push(nameOf(i))
    slugs.push(`bench-${i}`)
    locations.push(`Bench coast ${Math.round(lat)}°, ${Math.round(lon)}°`)
    lats.push(Math.round(lat * 1e4) / 1e4)
    lons.push(Math.round(lon * 1e4) / 1e4)
  }
  await db.query(
    `insert into surf_spots (name, slug, location, latitude, longitude, break_type, skill_level,
       beach_facing_degrees, time_zone, _status, featured)
     select name, slug, location, lat, lon, 'beach', 'intermediate', 270, 'UTC', 'published', false
       from unnest($1::text[], $2::text[], $3::text[], $4::float8[], $5::float8[])
         as t(name, slug, location, lat, lon)`,
    [names, slugs, locations, lats, lons],
  )
  await db.query('analyze surf_spots')
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
  console.log(`  idle RSS: ${rss} MB`)
}

const COUNT = Number(process.env.BENCH_REQUESTS ?? 200)
const stack = await startStack()
try {
  const refresh = await timeRefresh(stack, 'refresh')
  console.log(`refresh of the 49 seeded spots: ${refresh.wallMs} ms`)
  const server = await spawnStackServer(stack)
  try {
    const pid = server.child.pid
    await waitUntilIdle(pid, 180_000)
    // Warm-up: the first renders load code.
    for (let i = 0; i < 5; i++) {
      await get(`${server.url}/?warm=${i}`)
      await get(`${server.url}/map?warm=${i}`)
    }
    await measure(server.url, 'the 49 seeded spots (today)', pid, COUNT)
    const vertices = coastVertices()
    let have = 0
    for (const n of [1000, 10000]) {
      const started = performance.now()
      await insertSpots(stack.payload.db.pool, vertices, have, n, 10000)
      console.log(
        `\ninserted ${n - have} spots along the coast in ${Math.round(performance.now() - started)} ms`,
      )
      have = n
      await measure(server.url, `${n} spots + the 49`, pid, COUNT)
    }
  } finally {
    await server.stop()
  }
} finally {
  await stopOwnChildren()
}
