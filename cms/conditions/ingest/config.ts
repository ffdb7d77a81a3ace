import type { UpstreamConfig } from '../upstream'
import { readUpstreamConfig } from '../upstream'

/** UPSTREAM_MODE: live = real upstreams only; sample = the built-in sample data only; auto = live,
 * falling back to samples only while nothing live was ever fetched and the upstreams are unreachable. */
export type UpstreamMode = 'live' | 'sample' | 'auto'

/** Reads UPSTREAM_MODE (default auto). */
export function readUpstreamMode(
  env: Readonly<Record<string, string | undefined>> = process.env,
): UpstreamMode {
  const mode = env.UPSTREAM_MODE?.trim().toLowerCase()
  return mode === 'live' || mode === 'sample' ? mode : 'auto'
}

/** Clients pointed at the in-process fake: every source under one base, no retries needed. */
export function sampleUpstreamConfig(baseUrl: string): UpstreamConfig {
  const config = readUpstreamConfig({ UPSTREAM_BASE_URL: baseUrl, UPSTREAM_RETRIES: '0' })
  return {
    ...config,
    minIntervalMs: { ...config.minIntervalMs, 'open-meteo-marine': 0, 'open-meteo-forecast': 0 },
  }
}
