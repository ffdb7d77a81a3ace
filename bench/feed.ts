// Feed bench: (a) a new post delivered to 1,000 connected Socket.IO clients, on
// one instance and across two (postgres adapter): p50 / p99 from the POST's start to each
// client's receipt (goal p99 ≤ 150 ms); (b) a 90 MB video upload: the server's RSS before, at
// its peak during, and after. Prints numbers; asserts nothing (shared, noisy machines).
import os from 'node:os'
import { performance } from 'node:perf_hooks'
import { spawnServer, type RunningServer } from '../tests/support/spawn-server'
import { connectCrowd, percentile } from './feed/clients'
import { benchUpload, newPoster, postText } from './feed/http'
import { startBackends } from './support/backends'
import { formatTable } from './support/table'

const CLIENTS = readPositive('BENCH_FEED_CLIENTS', 1000)
const POSTS = readPositive('BENCH_FEED_POSTS', 15)
const UPLOAD_MB = readPositive('BENCH_FEED_UPLOAD_MB', 90)

type Delivery = {
  scenario: string
  posts: number
  delivered: number
  expected: number
  postMs: number | null
  p50: number | null
  p99: number | null
  max: number | null
  fanOutP99: number | null
}

console.log(`Feed bench: ${os.cpus().length} CPUs, node ${process.version}, ${CLIENTS} clients`)
const backends = await startBackends()
try {
  const first = await spawnServer(backends.env)
  const second = await spawnServer(backends.env)
  const deliveries = [
    await benchDelivery('one instance', first, first),
    await benchDelivery('two instances', first, second),
  ]
  const upload = await benchUpload(first, UPLOAD_MB)
  printResults(deliveries, upload)
  await Promise.all([first.stop(), second.stop()])
} finally {
  await backends.close()
}
process.exit(0)

/** Clients on `listenOn`, posts to `postTo`: latency from each POST's start to each receipt. */
async function benchDelivery(scenario: string, postTo: RunningServer, listenOn: RunningServer) {
  console.log(`${scenario}: connecting ${CLIENTS} clients…`)
  const crowd = await connectCrowd(listenOn.url, CLIENTS)
  const poster = await newPoster(postTo.url)
  const latencies: number[] = []
  const spreads: number[] = []
  const postTimes: number[] = []
  try {
    for (let i = 0; i < POSTS + 1; i++) {
      const content = `Bench ${scenario} ${i} ${Date.now()}`
      const heard = crowd.awaitPost(content, 10_000)
      const start = performance.now()
      const status = await postText(postTo.url, poster, content)
      if (status !== 201) throw new Error(`POST /api/feed answered ${status}`)
      const answered = performance.now() - start
      const times = await heard
      if (i === 0) continue // the first post warms up code paths and connections
      postTimes.push(answered)
      latencies.push(...times.map((t) => t - start))
      // Fan-out alone: each receipt after the first one (the POST's own time taken out).
      const first = Math.min(...times)
      spreads.push(...times.map((t) => t - first))
    }
  } finally {
    crowd.close()
  }
  const round = (n: number | null) => (n === null ? null : Math.round(n))
  return {
    scenario,
    posts: POSTS,
    delivered: latencies.length,
    expected: POSTS * CLIENTS,
    postMs: round(percentile(postTimes, 50)),
    p50: round(percentile(latencies, 50)),
    p99: round(percentile(latencies, 99)),
    max: round(percentile(latencies, 100)),
    fanOutP99: round(percentile(spreads, 99)),
  } satisfies Delivery
}

function printResults(deliveries: Delivery[], upload: Awaited<ReturnType<typeof benchUpload>>) {
  console.log(
    `\n${formatTable([
      [
        'new post → clients (ms from POST start)',
        'posts',
        'received',
        'POST p50',
        'p50',
        'p99',
        'max',
        'fan-out p99',
      ],
      ...deliveries.map((d) => [
        `${d.scenario}, ${CLIENTS} clients`,
        d.posts,
        `${d.delivered}/${d.expected}`,
        d.postMs,
        d.p50,
        d.p99,
        d.max,
        d.fanOutP99,
      ]),
    ])}`,
  )
  console.log(
    `\n${formatTable([
      [`upload of a ${UPLOAD_MB} MB video`, 'status', 'ms', 'RSS before', 'peak', 'after (MB)'],
      ['POST /api/feed', upload.status, upload.ms, upload.before, upload.peak, upload.after],
    ])}`,
  )
  console.log(`stored at: ${upload.url}`)
  const json = { date: new Date().toISOString(), cpus: os.cpus().length, deliveries, upload }
  console.log(`BENCH_JSON ${JSON.stringify(json)}`)
}

function readPositive(name: string, fallback: number): number {
  const value = Number(process.env[name])
  return Number.isFinite(value) && value > 0 ? value : fallback
}
