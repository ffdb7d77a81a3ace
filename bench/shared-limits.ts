// What the public read limit costs the fastest path: a kept (cached) GET
// /api/surf-spots?date=<today> under load from many client addresses (X-Forwarded-For, one of
// BENCH_ADDRESSES per request in turn, TRUST_PROXY=true), on the real server with the read limit
// on (the default 3 000 per minute: no address reaches it) and off, then on a bare node:http
// server answering the same bytes under the same load. Goal: Firing with the limit on ≥ 80 % of
// bare. One server at a time on one data folder (embedded PostgreSQL): a first start seeds it and
// loads the sample conditions, then each measured start runs without the background refresh, so
// nothing clears the kept answers during the load. Numbers only: nothing is asserted.
//
//   node --import tsx bench/shared-limits.ts
//   (BENCH_DURATION, BENCH_CONNECTIONS, BENCH_WARMUP, BENCH_ADDRESSES, BENCH_SETTLE_MAX)
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { todayIn } from '../shared/domain/time/dates'
import { spawnServer } from '../tests/support/spawn-server'
import { loadRow, readPositive } from './conditions/api-load'
import { measureLoad, startBareServer, type LoadFigures, type LoadOptions } from './support/load'
import { stopOwnChildren, waitUntilIdle } from './support/process-stats'
import { formatTable, type Cell } from './support/table'

const ADDRESSES = readPositive('BENCH_ADDRESSES', 1000)
let next = 0
/** The next client address of the pool, round robin: 10.0.0.0 onwards. */
function nextAddress(): Record<string, string> {
  const n = next++ % ADDRESSES
  return { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` }
}

const options: LoadOptions = {
  durationS: readPositive('BENCH_DURATION', 10),
  connections: readPositive('BENCH_CONNECTIONS', 10),
  warmupS: readPositive('BENCH_WARMUP', 3),
  headersOf: nextAddress,
}
const SETTLE_MAX_MS = readPositive('BENCH_SETTLE_MAX', 180) * 1000
const PATH = `/api/surf-spots?date=${todayIn('UTC', new Date())}`

/** A load row and the server's CPU per request: what the machine's other work disturbs least. */
function withCpu(name: string, l: LoadFigures): Cell[] {
  return [...loadRow(name, l), l.cpuMsPerRequest === undefined ? '–' : l.cpuMsPerRequest.toFixed(3)]
}

async function main(): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'firing-limits-'))
  await fs.chmod(dataDir, 0o755) // as root, PostgreSQL runs as `postgres` and must reach it
  const rows: Cell[][] = []
  const figures: Record<string, LoadFigures> = {}
  let bytes = 0
  try {
    const first = await spawnServer({ DATA_DIR: dataDir, DATABASE_URL: '' })
    console.log('first start: seeding and loading the sample conditions…')
    // The refresh waits on its (sample) upstream, so the CPU goes quiet before it is done.
    for (let waited = 0; !/conditions: built \d+ rows/.test(first.output()); waited += 500) {
      if (waited > SETTLE_MAX_MS) throw new Error(`no conditions refresh:\n${first.output()}`)
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    await first.stop()
    for (const [name, limit] of [
      ['Firing, read limit on (3 000/min)', '3000'],
      ['Firing, read limit off', '0'],
    ] as const) {
      // An empty DATABASE_URL keeps the embedded PostgreSQL even when the shell sets one.
      const server = await spawnServer({
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        TRUST_PROXY: 'true',
        CONDITIONS_AUTORUN: 'false',
        API_READ_LIMIT_PER_MINUTE: limit,
      })
      try {
        await waitUntilIdle(server.child.pid, SETTLE_MAX_MS)
        const first = await fetch(`${server.url}${PATH}`, { headers: nextAddress() })
        bytes = (await first.arrayBuffer()).byteLength
        console.log(`load: ${name} (${first.status}, ${bytes} B)…`)
        figures[name] = await measureLoad(`${server.url}${PATH}`, {
          ...options,
          pid: server.child.pid,
        })
        rows.push(withCpu(name, figures[name]))
        if (limit !== '0') {
          const bare = await startBareServer(`${server.url}${PATH}`)
          try {
            console.log('load: bare node:http, same bytes…')
            figures.bare = await measureLoad(bare.url, { ...options, pid: bare.pid })
          } finally {
            await bare.stop()
          }
        }
      } finally {
        await server.stop()
      }
    }
  } finally {
    await stopOwnChildren()
    await fs.rm(dataDir, { recursive: true, force: true })
  }
  if (figures.bare) rows.push(withCpu('bare node:http, same bytes', figures.bare))
  const title = `GET ${PATH} (${bytes} B, ${options.connections} connections, ${options.durationS} s, ${ADDRESSES} addresses)`
  console.log(
    `\n${formatTable([[title, 'req/s', 'p50 ms', 'p99 ms', 'requests', 'non-2xx+errors', 'server CPU ms/req'], ...rows])}`,
  )
  const on = figures['Firing, read limit on (3 000/min)']?.requestsPerS ?? 0
  const ratio = figures.bare?.requestsPerS ? on / figures.bare.requestsPerS : null
  console.log(
    `\nratio Firing (limit on)/bare req/s: ${ratio === null ? '–' : ratio.toFixed(2)} (goal ≥ 0.80), load ${os.loadavg()[0]?.toFixed(1)}`,
  )
  console.log(`BENCH_JSON ${JSON.stringify({ sharedLimits: figures, ratio })}`)
}

await main()
