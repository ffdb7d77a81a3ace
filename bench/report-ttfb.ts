// Report TTFB bench (the report must not get slower): one refresh of every spot against the fake
// upstream (the stack of bench/conditions.ts), then the built server: pass 1 asks each spot's
// report page once (uncached), pass 2 asks one spot's 3 + 30 times in a row. Prints the medians of
// time to headers and to the last byte, and the gzip size. Numbers only: nothing is asserted.
import { timeRefresh } from './conditions/refresh'
import { spawnStackServer, startStack } from './conditions/stack'
import { stopOwnChildren, waitUntilIdle } from './support/process-stats'
import { type Timing, timedGet } from './support/timed-get'

const get = (url: string) => timedGet(url, { accept: 'text/html' })

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}

function line(name: string, timings: Timing[]): string {
  const bad = timings.filter((t) => t.status !== 200).length
  const ms = (pick: (t: Timing) => number) => median(timings.map(pick)).toFixed(1)
  return (
    `${name}: ${timings.length} requests (${bad} not 200), headers ${ms((t) => t.headersMs)} ms, ` +
    `last byte ${ms((t) => t.totalMs)} ms, ${median(timings.map((t) => t.bytes))} B gzip`
  )
}

const stack = await startStack()
try {
  const refresh = await timeRefresh(stack, 'refresh')
  console.log(`refresh of every spot: ${refresh.wallMs} ms`)
  const server = await spawnStackServer(stack)
  try {
    await waitUntilIdle(server.child.pid, 180_000)
    const answer = await fetch(`${server.url}/api/surf-spots`)
    const spots = (await answer.json()) as { id: number; name: string }[]
    const first: Timing[] = []
    for (const spot of spots) first.push(await get(`${server.url}/spot/${spot.id}/report`))
    const one = spots.find((s) => s.name === 'Rincon') ?? spots[0]
    if (!one) throw new Error('no spots')
    const page = `${server.url}/spot/${one.id}/report`
    for (let i = 0; i < 3; i++) await get(page)
    const repeat: Timing[] = []
    for (let i = 0; i < 30; i++) repeat.push(await get(page))
    console.log(line(`first request of each spot's report`, first))
    console.log(line(`${one.name}'s report, 30 in a row`, repeat))
  } finally {
    await server.stop()
  }
} finally {
  await stopOwnChildren()
}
