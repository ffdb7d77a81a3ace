// Foundation bench: cold and warm start of the real server, its memory, and
// GET / under load next to a bare node:http server serving the same bytes. Prints numbers only:
// the machines are shared and noisy, so nothing here passes or fails on a threshold.
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { measureLoad, startBareServer, type LoadFigures, type LoadOptions } from './support/load'
import { readRssMb, sampleRssPeak, stopOwnChildren } from './support/process-stats'
import { timeStart, timeStop, type StartFigures } from './support/start-timing'
import { formatTable } from './support/table'

type StartRun = StartFigures & { stopMs: number }
type LoadRun = {
  firing: LoadFigures
  bare: LoadFigures
  bodyBytes: number
  rssAfterLoadMb: number | null
  /** Highest RSS sampled (every 200 ms) during the warm-up and the measured run. */
  rssPeakUnderLoadMb: number | null
}

const options = readLoadOptions()
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'firing-bench-'))
await fs.chmod(dataDir, 0o755) // as root, PostgreSQL runs as `postgres` and must reach its folder
try {
  console.log(`Foundation bench: ${os.cpus().length} CPUs, node ${process.version}, ${dataDir}`)
  const cold = await benchStart(dataDir)
  const { warm, load } = await benchWarmStartAndLoad(dataDir)
  printResults(cold, warm, load)
} finally {
  await stopOwnChildren()
  await fs.rm(dataDir, { recursive: true, force: true })
}

/** First start: no database yet, so PostgreSQL initdb, migrations and the seed are timed too. */
async function benchStart(dir: string): Promise<StartRun> {
  console.log('cold start (empty data folder: init, migrate, seed)…')
  const { server, ...figures } = await timeStart(dir)
  return { ...figures, stopMs: await timeStop(server) }
}

/** Second start on the same data folder, then the load test against that running server. */
async function benchWarmStartAndLoad(dir: string): Promise<{ warm: StartRun; load: LoadRun }> {
  console.log('warm start (same data folder)…')
  const { server, ...figures } = await timeStart(dir)
  try {
    const url = `${server.url}/`
    console.log(`load: ${describe(options)} on Firing…`)
    const sampler = sampleRssPeak(server.child.pid)
    const firing = await measureLoad(url, options)
    const rssPeakUnderLoadMb = await sampler.stop()
    const rssAfterLoadMb = await readRssMb(server.child.pid)
    const bare = await startBareServer(url)
    try {
      console.log(`load: ${describe(options)} on bare node:http…`)
      const bareFigures = await measureLoad(bare.url, options)
      const load = {
        firing,
        bare: bareFigures,
        bodyBytes: bare.bytes,
        rssAfterLoadMb,
        rssPeakUnderLoadMb,
      }
      return { warm: { ...figures, stopMs: await timeStop(server) }, load }
    } finally {
      await bare.stop()
    }
  } finally {
    await server.stop()
  }
}

function printResults(cold: StartRun, warm: StartRun, load: LoadRun): void {
  const ratio = load.bare.requestsPerS ? load.firing.requestsPerS / load.bare.requestsPerS : null
  const ratioText = ratio === null ? '–' : ratio.toFixed(3)
  console.log(`\n${formatStartTable(cold, warm)}\n\n${formatLoadTable(load)}`)
  console.log(`\nratio Firing/bare req/s: ${ratioText}`)
  console.log(`server RSS peak under the load: ${load.rssPeakUnderLoadMb ?? '–'} MB`)
  console.log(`server RSS after the load test: ${load.rssAfterLoadMb ?? '–'} MB`)
  const json = { date: new Date().toISOString(), cpus: os.cpus().length, options, cold, warm, load }
  console.log(`BENCH_JSON ${JSON.stringify({ ...json, ratio })}`)
}

function formatStartTable(cold: StartRun, warm: StartRun): string {
  const row = (label: string, pick: (run: StartRun) => number | null) => [
    label,
    pick(cold),
    pick(warm),
  ]
  return formatTable([
    ['start (ms from spawn)', 'cold', 'warm'],
    row('"Firing is up" line', (r) => r.upMs),
    row("server's own ready-in", (r) => r.readyInMs),
    row('first 200 on /', (r) => r.firstRootMs),
    row('site idle (CPU < 5 % for 2 s) from', (r) => r.siteIdleMs),
    row('RSS at "up" (MB)', (r) => r.rssAtUpMb),
    row('RSS of the site, idle, no /admin yet (MB)', (r) => r.rssSiteIdleMb),
    row(`first ${cold.adminStatus} on /admin, ms from its request`, (r) => r.firstAdminMs),
    row('first 200 on /admin → /admin/login, ditto', (r) => r.adminLoginMs),
    row('RSS after the admin pages (MB)', (r) => r.rssAfterPagesMb),
    row('server idle again from', (r) => r.idleMs),
    row('RSS when idle, admin loaded (MB)', (r) => r.rssIdleMb),
    row('shutdown, SIGTERM → exit (ms)', (r) => r.stopMs),
  ])
}

function formatLoadTable(load: LoadRun): string {
  const row = (label: string, f: LoadFigures) => [
    label,
    f.requestsPerS,
    f.p50Ms,
    f.p99Ms,
    f.requests,
    f.non2xx + f.errors,
  ]
  const title = `GET / (${load.bodyBytes} B, ${describe(options)})`
  return formatTable([
    [title, 'req/s', 'p50 ms', 'p99 ms', 'requests', 'non-2xx+errors'],
    row('Firing', load.firing),
    row('bare node:http, same bytes', load.bare),
  ])
}

function describe(o: LoadOptions): string {
  return `${o.connections} connections, ${o.durationS} s after ${o.warmupS} s warm-up`
}

function readLoadOptions(): LoadOptions {
  return {
    connections: readPositive('BENCH_CONNECTIONS', 10),
    durationS: readPositive('BENCH_DURATION', 10),
    warmupS: readPositive('BENCH_WARMUP', 3),
  }
}

function readPositive(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback)
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer`)
  return value
}
