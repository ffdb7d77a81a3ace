// Idle RSS of a fresh server on a large catalogue with conditions (bench/README.md "Catalogue"):
// a bench database of its own seeded with the 49, N published, not featured spots along Natural
// Earth's coast inserted in one statement, one complete refresh in-process against the fake
// upstream, then the built server (as `npm start` runs it) once idle, before and after five
// renders of home and the map and five near reads. Nothing is asserted.
//   BENCH_SPOTS=10000 npx tsx bench/idle-rss.ts      (needs `npm run build`; default 1000)
import { coastVertices } from '../cms/conditions/geo/coast-vertices'
import { spawnStackServer, startStack } from './conditions/stack'
import { readRssMb, waitUntilIdle } from './support/process-stats'

const N = Number(process.env.BENCH_SPOTS ?? 1000)
process.env.UPSTREAM_TIMEOUT_MS ??= '60000'

const stack = await startStack()
try {
  const vertices = coastVertices()
  const names: string[] = []
  const lats: number[] = []
  const lons: number[] = []
  for (let i = 0; i < N; i++) {
    // Spot i at slot (i × 7919) mod N of N even slots along the coast, as bench/catalogue.ts.
    const [lon, lat] = vertices[Math.floor((((i * 7919) % N) * vertices.length) / N)] ?? [0, 0]
    names.push(`Idle bench ${i}`)
    lats.push(Math.round(lat * 1e4) / 1e4)
    lons.push(Math.round(lon * 1e4) / 1e4)
  }
  await stack.payload.db.pool.query(
    `insert into surf_spots (name, slug, location, latitude, longitude, break_type, skill_level,
       beach_facing_degrees, time_zone, _status, featured)
     select name, 'idle-bench-' || ord, 'Bench coast', lat, lon, 'beach', 'intermediate', 270,
       'UTC', 'published', false
       from unnest($1::text[], $2::float8[], $3::float8[]) with ordinality as t(name, lat, lon, ord)`,
    [names, lats, lons],
  )
  const { measureRefresh } = await import('../cms/conditions/ingest/measure')
  const refresh = await measureRefresh(stack.payload, { mode: 'live' })
  console.log(`refresh of ${refresh.spots} spots: ${refresh.cpuMsPerSpot.toFixed(1)} ms CPU a spot`)
  const server = await spawnStackServer(stack)
  try {
    const pid = server.child.pid
    await waitUntilIdle(pid, 180_000)
    const before = await readRssMb(pid)
    for (let i = 0; i < 5; i++) {
      for (const path of ['/', '/map', `/api/surf-spots?near=${i * 10},${i * 20}`]) {
        await fetch(`${server.url}${path}${path.includes('?') ? '&' : '?'}idle=${i}`).then((r) =>
          r.text(),
        )
      }
    }
    await waitUntilIdle(pid, 60_000)
    const after = await readRssMb(pid)
    console.log(
      `${refresh.spots} spots: idle RSS ${before} MB fresh, ${after} MB after the renders`,
    )
    console.log(`BENCH_JSON ${JSON.stringify({ spots: refresh.spots, before, after })}`)
  } finally {
    await server.stop()
  }
} finally {
  await stack.stop()
}
process.exit(0)
