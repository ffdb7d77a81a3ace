// Idle RSS of a fresh server on a large catalogue with conditions (bench/README.md "Catalogue"):
// a bench database of its own seeded with the 49, N published, not featured spots along Natural
// Earth's coast inserted in one statement, one complete refresh in-process against the fake
// upstream, then the built server (as `npm start` runs it) once idle, before and after five
// renders of home and the map and five near reads. Nothing is asserted.
//   BENCH_SPOTS=10000 npx tsx bench/idle-rss.ts      (needs `npm run build`; default 1000)
import { spawnStackServer } from './conditions/stack'
import { startCoastStack } from './support/coast-spots'
import { readRssMb, waitUntilIdle } from './support/process-stats'

const N = Number(process.env.BENCH_SPOTS ?? 1000)
process.env.UPSTREAM_TIMEOUT_MS ??= '60000'

const stack = await startCoastStack(N, 'Idle bench')
try {
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
