// The nginx harness itself (tests/support/nginx.ts), in front of a plain Node server: what the
// Firing tests behind it rely on.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../server/database'
import { startNginx, type RunningNginx } from './support/nginx'

const LONG = 'surf '.repeat(1_000_000) // 5 MB: more than nginx keeps in memory
let upstream: http.Server
let nginx: RunningNginx

beforeAll(async () => {
  upstream = http.createServer((_, res) => res.end(LONG))
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
  const { port } = upstream.address() as AddressInfo
  nginx = await startNginx(await freePort(), [`127.0.0.1:${port}`])
})

afterAll(async () => {
  await nginx?.stop()
  await new Promise((resolve) => upstream?.close(resolve))
})

/** Reads an answer the way a slow phone does: nothing for a second, then all of it. */
function readSlowly(url: string): Promise<{ status: number; length: number; complete: boolean }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (response) => {
        let length = 0
        const settle = (complete: boolean) =>
          resolve({ status: response.statusCode ?? 0, length, complete })
        response.pause()
        setTimeout(() => {
          response.on('data', (chunk: Buffer) => (length += chunk.length))
          response.on('end', () => settle(true))
          response.on('error', () => settle(false)) // cut short: the connection closed early
          response.resume()
        }, 1000)
      })
      .on('error', reject)
  })
}

describe('nginx harness', () => {
  it('should pass a long answer to a slow reader whole (nginx buffers it to its temp folder)', async () => {
    const answer = await readSlowly(`${nginx.url}/long`)
    expect(answer).toEqual({ status: 200, length: LONG.length, complete: true })
  })
})
