// Start bench: only the starts, several times, without the foundation bench's
// /admin and load steps. Each run is a cold start on a fresh data folder (PostgreSQL initdb,
// migrations, the seed) then a warm start on the same folder; it prints, per start, the times from
// the spawn to "Firing is up" and to the first 200 on /, the seed's own time, and the server's RSS
// once idle (admin never asked for). BENCH_START_RUNS cold starts (2), each followed by
// BENCH_START_WARM warm ones (1). Numbers only: the machine is shared, nothing is asserted.
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { spawnServer } from '../tests/support/spawn-server'
import { readRssMb, stopOwnChildren, waitUntilIdle } from './support/process-stats'
import { formatTable, type Cell } from './support/table'

const RUNS = Number(process.env.BENCH_START_RUNS ?? 2)
/** Warm starts after each cold one (more warm figures for the cost of one seed). */
const WARM = Number(process.env.BENCH_START_WARM ?? 1)
const SETTLE_MAX_MS = Number(process.env.BENCH_SETTLE_MAX ?? 180) * 1000

type Start = { upMs: number; firstRootMs: number; seedMs: number | null; rssIdleMb: number | null }

/** Spawns the server on `dataDir`, times it to the first 200 on /, then waits for it to go idle. */
async function timeOneStart(dataDir: string): Promise<Start> {
  const spawnedAt = performance.now()
  const since = () => Math.round(performance.now() - spawnedAt)
  // An empty DATABASE_URL keeps the embedded PostgreSQL even when the shell sets one.
  // glibc's arenas as `npm start` and the Docker image set them, unless the shell says otherwise:
  // without it a cold start's idle RSS keeps ~60 MB more of what sharp's threads used while seeding.
  const server = await spawnServer({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
  })
  try {
    const upMs = since()
    for (;;) {
      const response = await fetch(`${server.url}/`).catch(() => null)
      await response?.arrayBuffer()
      if (response?.status === 200) break
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    const firstRootMs = since()
    await waitUntilIdle(server.child.pid, SETTLE_MAX_MS)
    const seed = /seed: checked in (\d+) ms/.exec(server.output())?.[1]
    const rssIdleMb = await readRssMb(server.child.pid)
    return { upMs, firstRootMs, seedMs: seed ? Number(seed) : null, rssIdleMb }
  } finally {
    await server.stop()
  }
}

const rows: Cell[][] = []
try {
  console.log(
    `Start bench: ${os.cpus().length} CPUs, load ${os.loadavg()[0]?.toFixed(1)}, ${RUNS} runs`,
  )
  for (let run = 1; run <= RUNS; run++) {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'firing-start-'))
    await fs.chmod(dataDir, 0o755) // as root, PostgreSQL runs as `postgres` and must reach it
    try {
      for (const kind of ['cold', ...Array<string>(WARM).fill('warm')]) {
        const start = await timeOneStart(dataDir)
        const load = os.loadavg()[0]?.toFixed(1) ?? '–'
        rows.push([
          `${run} ${kind}`,
          start.upMs,
          start.firstRootMs,
          start.seedMs,
          start.rssIdleMb,
          load,
        ])
        console.log(`${run} ${kind}: ${JSON.stringify(start)}`)
      }
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true })
    }
  }
  const head = ['start', '"up" (ms)', 'first 200 on / (ms)', 'seed (ms)', 'RSS idle (MB)', 'load']
  console.log(`\n${formatTable([head, ...rows])}`)
} finally {
  await stopOwnChildren()
}
