// Part 1 of the conditions bench: full refreshes of every spot × 5 days against the fake upstream,
// in-process (no HTTP in the way): requests per source and wall time.
import { performance } from 'node:perf_hooks'
import type { IngestSummary } from '../../cms/conditions/ingest/run'
import type { Stack } from './stack'

export type RefreshRun = {
  label: string
  wallMs: number
  /** Requests the fake upstream received, per source path prefix. */
  requests: Record<string, number>
  summary: IngestSummary
}

/** Runs one refresh and counts what reached the fake upstream. */
export async function timeRefresh(stack: Stack, label: string): Promise<RefreshRun> {
  const { runIngestion } = await import('../../cms/conditions/ingest/run')
  stack.fake.requests.length = 0
  const started = performance.now()
  const summary = await runIngestion(stack.payload, { mode: 'live' })
  const wallMs = Math.round(performance.now() - started)
  const requests: Record<string, number> = {}
  for (const r of stack.fake.requests) requests[r.source] = (requests[r.source] ?? 0) + 1
  return { label, wallMs, requests, summary }
}
