// Two instances behind nginx: a new post, made through the proxy, delivered to
// N Socket.IO clients connected through the proxy and spread over both instances by nginx's
// address hash (each client from its own 127.0.0.x). p50 / p99 from the POST's start to each
// client's receipt, for all clients and split by the instance they sit on. Prints numbers;
// asserts nothing (shared, noisy machines).
import os from 'node:os'
import { performance } from 'node:perf_hooks'
import { freePort } from '../server/database'
import type { FeedPost } from '../shared/contracts/feed'
import {
  connected,
  multipart,
  requestFrom,
  socketFrom,
  visitorAddresses,
  type Client,
} from '../tests/support/from-address'
import { startNginx, UPSTREAM_HEADER } from '../tests/support/nginx'
import { spawnServer } from '../tests/support/spawn-server'
import { percentile } from './feed/clients'
import { newPoster } from './feed/http'
import { startBackends } from './support/backends'
import { formatTable } from './support/table'

const CLIENTS = readPositive('BENCH_PROXY_CLIENTS', 200)
const POSTS = readPositive('BENCH_PROXY_POSTS', 20)
const ADDRESSES = Math.min(CLIENTS, 200)

console.log(`Proxy events bench: ${os.cpus().length} CPUs, node ${process.version}`)
const backends = await startBackends()
try {
  const port = await freePort()
  const proxyUrl = `http://127.0.0.1:${port}`
  const env = { ...backends.env, PUBLIC_URL: proxyUrl }
  const first = await spawnServer(env)
  const second = await spawnServer(env)
  const instances = [new URL(first.url).host, new URL(second.url).host]
  const nginx = await startNginx(port, instances)
  try {
    await run(proxyUrl, instances)
  } finally {
    await nginx.stop()
    await Promise.all([first.stop(), second.stop()])
  }
} finally {
  await backends.close()
}
process.exit(0)

async function run(proxyUrl: string, instances: string[]) {
  // Which instance nginx sends each address to (the same hash as for the sockets).
  const instanceOf = new Map<string, string>()
  for (const address of visitorAddresses(ADDRESSES)) {
    const answer = await requestFrom(address, `${proxyUrl}/healthz`)
    instanceOf.set(address, String(answer.headers[UPSTREAM_HEADER]))
  }
  const addresses = [...instanceOf.keys()]
  console.log(`connecting ${CLIENTS} clients through nginx…`)
  const clients: { socket: Client; instance: string }[] = []
  for (let i = 0; i < CLIENTS; i += 50) {
    const batch = Array.from({ length: Math.min(50, CLIENTS - i) }, (_, j) => {
      const address = addresses[(i + j) % addresses.length]!
      const socket = socketFrom(address, proxyUrl)
      clients.push({ socket, instance: instanceOf.get(address)! })
      return connected(socket)
    })
    await Promise.all(batch)
  }
  // The poster sits on the first instance: its clients hear the post directly, the second's
  // through PostgreSQL.
  const posterAddress = addresses.find((a) => instanceOf.get(a) === instances[0])!
  // A surfer may post 20 times in 10 minutes (site/lib/server-only/feed/limits.ts): a new poster
  // every 15 posts.
  let poster = await newPoster(proxyUrl)
  const latencies = new Map(instances.map((host) => [host, [] as number[]]))
  const postTimes: number[] = []
  let missing = 0
  for (let i = 0; i < POSTS + 1; i++) {
    if (i > 0 && i % 15 === 0) poster = await newPoster(proxyUrl)
    const content = `Proxy bench ${i} ${Date.now()}`
    const heard = clients.map(
      ({ socket }) =>
        new Promise<number | null>((resolve) => {
          const timer = setTimeout(() => done(null), 10_000)
          const onPost = (post: FeedPost) => post.content === content && done(performance.now())
          const done = (at: number | null) => {
            clearTimeout(timer)
            socket.off('feed:post-created', onPost)
            resolve(at)
          }
          socket.on('feed:post-created', onPost)
        }),
    )
    const form = await multipart({ content })
    const start = performance.now()
    const answer = await requestFrom(posterAddress, `${proxyUrl}/api/feed`, {
      method: 'POST',
      headers: { origin: proxyUrl, cookie: poster.cookie, 'content-type': form.type },
      body: form.body,
    })
    if (answer.status !== 201) throw new Error(`POST /api/feed answered ${answer.status}`)
    const answered = performance.now() - start
    const times = await Promise.all(heard)
    if (i === 0) continue // the first post warms up code paths and connections
    postTimes.push(answered)
    times.forEach((at, c) => {
      if (at === null) return void missing++
      latencies.get(clients[c]!.instance)!.push(at - start)
    })
  }
  for (const { socket } of clients) socket.disconnect()
  const all = [...latencies.values()].flat()
  const round = (n: number | null) => (n === null ? null : Math.round(n))
  const row = (label: string, values: number[], count: number) => [
    label,
    count,
    values.length,
    round(percentile(values, 50)),
    round(percentile(values, 99)),
    round(percentile(values, 100)),
  ]
  const count = (host: string) => clients.filter((c) => c.instance === host).length
  console.log(
    `\n${formatTable([
      ['post through nginx → clients (ms)', 'clients', 'receipts', 'p50', 'p99', 'max'],
      row('all clients', all, CLIENTS),
      row(
        'on the instance that took the POST',
        latencies.get(instances[0]!)!,
        count(instances[0]!),
      ),
      row('on the other instance', latencies.get(instances[1]!)!, count(instances[1]!)),
    ])}`,
  )
  console.log(`${POSTS} posts, POST p50 ${round(percentile(postTimes, 50))} ms, ${missing} missed`)
  const json = {
    date: new Date().toISOString(),
    cpus: os.cpus().length,
    clients: CLIENTS,
    posts: POSTS,
    split: instances.map(count),
    p50: round(percentile(all, 50)),
    p99: round(percentile(all, 99)),
    postP50: round(percentile(postTimes, 50)),
    missing,
  }
  console.log(`BENCH_JSON ${JSON.stringify(json)}`)
}

function readPositive(name: string, fallback: number): number {
  const value = Number(process.env[name])
  return Number.isFinite(value) && value > 0 ? value : fallback
}
