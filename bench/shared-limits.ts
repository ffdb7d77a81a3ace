// What the read limit costs now that it counts in PostgreSQL (issue 17 item 4): GET
// /api/surf-spots (a kept answer, the fastest path the server has) under load with the limit off
// (API_READ_LIMIT_PER_MINUTE=0) and on (a limit too high to refuse, so every request is counted).
// One server at a time on one fresh database; figures for reading, nothing asserted.
//
//   node --import tsx bench/shared-limits.ts   (BENCH_DURATION, BENCH_CONNECTIONS, BENCH_WARMUP)
import { spawnServer } from '../tests/support/spawn-server'
import { startTestDatabase } from '../tests/support/test-database'
import { measureLoad, type LoadFigures, type LoadOptions } from './support/load'
import { waitUntilIdle } from './support/process-stats'
import { formatTable } from './support/table'

const options: LoadOptions = {
  durationS: Number(process.env.BENCH_DURATION) || 10,
  connections: Number(process.env.BENCH_CONNECTIONS) || 10,
  warmupS: Number(process.env.BENCH_WARMUP) || 3,
}
const PATH = '/api/surf-spots'

async function main(): Promise<void> {
  const database = await startTestDatabase()
  const rows: (string | number)[][] = []
  try {
    for (const [name, limit] of [
      ['limit off (0)', '0'],
      ['limit on, counted in PostgreSQL', '1000000000'],
    ] as const) {
      const server = await spawnServer({
        DATABASE_URL: database.url,
        DATA_DIR: database.dataDir,
        CONDITIONS_AUTORUN: 'false',
        API_READ_LIMIT_PER_MINUTE: limit,
      })
      try {
        await waitUntilIdle(server.child.pid, 180_000)
        console.log(`load: ${name}…`)
        const l: LoadFigures = await measureLoad(`${server.url}${PATH}`, options)
        rows.push([name, l.requestsPerS, l.p50Ms, l.p99Ms, l.requests, l.non2xx + l.errors])
      } finally {
        await server.stop()
      }
    }
  } finally {
    await database.stop()
  }
  const title = `GET ${PATH} (${options.connections} connections, ${options.durationS} s)`
  console.log(
    `\n${formatTable([[title, 'req/s', 'p50 ms', 'p99 ms', 'requests', 'non-2xx+errors'], ...rows])}`,
  )
  console.log(`BENCH_JSON ${JSON.stringify({ sharedLimits: rows })}`)
}

await main()
