import { spawn } from 'node:child_process'
import path from 'node:path'
import { readCpuTicks } from './process-stats'
import autocannon, { type Request as LoadRequest } from 'autocannon'

export type LoadOptions = {
  connections: number
  durationS: number
  warmupS: number
  /** Headers of each request in turn (e.g. a client address per request); none when absent. */
  headersOf?: () => Record<string, string>
  /** The server's process: its CPU time per request during the measured run is reported. */
  pid?: number
}

export type LoadFigures = {
  requestsPerS: number
  p50Ms: number
  p99Ms: number
  requests: number
  non2xx: number
  errors: number
  /** The server's CPU ms per request during the measured run (when its pid was given). */
  cpuMsPerRequest?: number
}

/** Requests/s and latency percentiles of GET `url`, after a warm-up run whose figures are dropped. */
export async function measureLoad(url: string, options: LoadOptions): Promise<LoadFigures> {
  const { headersOf } = options
  const common = {
    url,
    connections: options.connections,
    ...(headersOf && {
      requests: [
        {
          setupRequest: (request: LoadRequest): LoadRequest => ({
            ...request,
            headers: { ...request.headers, ...headersOf() },
          }),
        },
      ],
    }),
  }
  await autocannon({ ...common, duration: options.warmupS })
  const ticksBefore = await readCpuTicks(options.pid)
  const result = await autocannon({ ...common, duration: options.durationS })
  const ticksAfter = await readCpuTicks(options.pid)
  const cpu =
    ticksBefore !== null && ticksAfter !== null && result.requests.total > 0
      ? { cpuMsPerRequest: ((ticksAfter - ticksBefore) * 10) / result.requests.total }
      : {}
  return {
    ...cpu,
    requestsPerS: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  }
}

export type BareServer = { url: string; bytes: number; pid?: number; stop: () => Promise<void> }

/** Starts support/bare-server.ts in its own process, serving the bytes of one GET `sourceUrl`. */
export function startBareServer(sourceUrl: string): Promise<BareServer> {
  const script = path.join(import.meta.dirname, 'bare-server.ts')
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, SOURCE_URL: sourceUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  return new Promise((resolve, reject) => {
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /bare server at (http:\/\/\S+) \((\d+) bytes\)/.exec(output)
      if (match?.[1])
        resolve({ url: `${match[1]}/`, bytes: Number(match[2]), pid: child.pid, stop })
    })
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}: ${output}`)))
  })
}
