// `npx tsx bench/front-door.ts`: what the security front door (helmet's headers, the
// CSP, the admin's per-request nonce, the origin gate) costs a request, on a server that does
// nothing else, so the difference is the front door's alone. Prints a table and BENCH_JSON.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { measureLoad } from './support/load'
import { formatTable } from './support/table'

const options = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
  durationS: Number(process.env.BENCH_DURATION ?? 10),
  warmupS: Number(process.env.BENCH_WARMUP ?? 3),
}

/** Starts support/front-door-server.ts in MODE and answers its URL and a stop function. */
function startServer(mode: 'bare' | 'guarded') {
  const script = path.join(import.meta.dirname, 'support/front-door-server.ts')
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, MODE: mode },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const stop = () =>
    new Promise<void>((resolve) => child.once('exit', () => resolve()).kill('SIGTERM'))
  return new Promise<{ url: string; stop: () => Promise<void> }>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /front door at (http:\/\/\S+)/.exec(chunk.toString())
      if (match?.[1]) resolve({ url: match[1], stop })
    })
    child.once('exit', (code) => reject(new Error(`front-door server exited with ${code}`)))
  })
}

const rows: (string | number)[][] = [['path', 'server', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx']]
const figures: Record<string, unknown> = {}
for (const route of ['/api/surf-spots', '/admin']) {
  for (const mode of ['bare', 'guarded'] as const) {
    const server = await startServer(mode)
    try {
      const load = await measureLoad(`${server.url}${route}`, options)
      rows.push([route, mode, load.requestsPerS, load.p50Ms, load.p99Ms, load.non2xx])
      figures[`${route} ${mode}`] = load
    } finally {
      await server.stop()
    }
  }
}
console.log(formatTable(rows))
console.log(`BENCH_JSON ${JSON.stringify({ frontDoor: figures, options })}`)
