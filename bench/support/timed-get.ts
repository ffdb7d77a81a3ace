// One GET with gzip asked for, timed to its headers and its last byte (benches that read TTFB).
import http from 'node:http'
import { performance } from 'node:perf_hooks'

export type Timing = { status: number; headersMs: number; totalMs: number; bytes: number }

/** GETs a URL on a fresh connection; bytes are as sent (gzip when the server compressed). */
export function timedGet(url: string, headers: Record<string, string> = {}): Promise<Timing> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const all = { 'accept-encoding': 'gzip', ...headers }
    const request = http.get(url, { headers: all, agent: false }, (response) => {
      const headersMs = performance.now() - started
      let bytes = 0
      response.on('data', (chunk: Buffer) => (bytes += chunk.length))
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headersMs,
          totalMs: performance.now() - started,
          bytes,
        }),
      )
    })
    request.on('error', reject)
  })
}
