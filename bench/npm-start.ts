// Warm start as a user runs it: `npm start` (npm, the start script's build check, then the
// server) on an existing database, REALTIME_ADAPTER=postgres as the issue measured it, timed
// from the spawn to the first 200 on /. Beside each, the compiled server started directly
// (`node dist/app/server.mjs`), so the difference is what npm and the start script cost.
// BENCH_NPM_START_RUNS pairs (3) on the repo's own .data (a first `npm start` seeds it if it is
// missing: that first start is not counted). Numbers only: the machine is shared.
import { spawn, type ChildProcess } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { ROOT } from '../scripts/run'
import { SERVER_BUNDLE, SERVER_NODE_ARGS } from '../scripts/server-args'
import { formatTable, type Cell } from './support/table'

const RUNS = Number(process.env.BENCH_NPM_START_RUNS ?? 3)
const PORT = Number(process.env.BENCH_PORT ?? 3419)
const NODE = path.join(ROOT, 'node_modules/.bin/node')
const env: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: String(PORT),
  REALTIME_ADAPTER: 'postgres',
  DATABASE_URL: '',
  NODE_ENV: 'production',
  DEMO_ACCOUNT: 'on',
  MALLOC_ARENA_MAX: '2',
  PATH: `${path.join(ROOT, 'node_modules/.bin')}:${process.env.PATH ?? ''}`,
}

/** Spawns the command in its own process group; ms to the first 200 on /; then stops it. */
async function timeStart(command: string, args: string[]): Promise<number> {
  const started = performance.now()
  const child: ChildProcess = spawn(command, args, {
    cwd: ROOT,
    env,
    detached: true,
    stdio: 'ignore',
  })
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${command} exited ${child.exitCode}`)
      const response = await fetch(`http://127.0.0.1:${PORT}/`).catch(() => null)
      await response?.arrayBuffer()
      if (response?.status === 200) return Math.round(performance.now() - started)
      if (performance.now() - started > 600_000) throw new Error('no 200 on / within 10 minutes')
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
  } finally {
    // The whole group (npm, the shell, the server npm start became) and PostgreSQL's shutdown:
    // the next start finds the port and the data folder free.
    const group = child.pid
    if (group) {
      try {
        process.kill(-group, 'SIGTERM')
      } catch {
        // already gone
      }
      while (groupAlive(group)) await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
}

function groupAlive(group: number): boolean {
  try {
    process.kill(-group, 0)
    return true
  } catch {
    return false
  }
}

console.log(`npm start bench: ${os.cpus().length} CPUs, load ${os.loadavg()[0]?.toFixed(1)}`)
await timeStart('npm', ['start']) // builds if stale, seeds if new: not counted
const rows: Cell[][] = [['run', 'npm start: first 200 on / (ms)', 'node server.mjs (ms)', 'load']]
for (let run = 1; run <= RUNS; run++) {
  const viaNpm = await timeStart('npm', ['start'])
  const direct = await timeStart(NODE, [...SERVER_NODE_ARGS, SERVER_BUNDLE])
  rows.push([run, viaNpm, direct, os.loadavg()[0]?.toFixed(1) ?? null])
}
console.log(formatTable(rows))
