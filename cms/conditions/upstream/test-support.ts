// Helpers shared by the upstream tests (not a test file itself).
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { samplesDir } from './sample-server/samples'
import type { UpstreamConfig, UpstreamSource } from './config'
import { UPSTREAM_SOURCES, readUpstreamConfig } from './config'

/** A config aimed at `baseUrl` with no retries and no rate limits (unless overridden). */
export function testConfig(
  baseUrl: string,
  overrides: Partial<UpstreamConfig> = {},
): UpstreamConfig {
  const config = readUpstreamConfig({ UPSTREAM_BASE_URL: baseUrl })
  const noLimits = Object.fromEntries(UPSTREAM_SOURCES.map((s) => [s, 0])) as Record<
    UpstreamSource,
    number
  >
  return {
    ...config,
    // Generous: a loaded machine must not turn an answered request into a timeout; a test of
    // timeouts sets its own.
    timeoutMs: 10_000,
    retries: 0,
    retryBaseDelayMs: 5,
    minIntervalMs: noLimits,
    ...overrides,
  }
}

export type RawServer = { config: UpstreamConfig; paths: string[]; close(): Promise<void> }

/** Serves one recorded sample file, byte for byte, for every request. */
export async function serveSample(
  file: string,
  contentType = 'application/json',
): Promise<RawServer> {
  const body = readFileSync(path.join(samplesDir(), file))
  const paths: string[] = []
  const server = createServer((req, res) => {
    paths.push(req.url ?? '')
    res.writeHead(200, { 'Content-Type': contentType })
    res.end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    config: testConfig(`http://127.0.0.1:${port}`),
    paths,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** Unwraps a successful result or fails the test with the upstream error. */
export function expectOk<T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.error)}`)
  return result.value
}
