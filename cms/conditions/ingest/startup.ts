// Called by the server once it listens: makes sample data possible in this process and, when the
// stored conditions are missing or older than an hour, refreshes them in the background (pages
// serve what is there meanwhile; a fresh install has data a few seconds later).
import type { Payload } from 'payload'
import { todayIn } from '../../../shared/domain/time/dates'
import { refreshNow } from '../jobs/refresh-conditions'
import { startBatchWorker } from './batches'
import { ingestionInFlight } from './run'
import { registerSampleUpstream } from './sample-upstream'

const FRESH_FOR_MS = 60 * 60_000

// On globalThis: the server's copy of this module starts the refresh, Astro's copy asks about it.
const registry = globalThis as typeof globalThis & { __firingStartupRefresh?: boolean }

/**
 * Whether conditions are being refreshed in this process: the start-up check and its refresh
 * (from the moment the server listens), or any run in flight. While it holds, a date with no
 * rows yet is "being rated", not rated zero (GET /api/stats, home).
 */
export function isRefreshingConditions(): boolean {
  return registry.__firingStartupRefresh === true || ingestionInFlight() !== undefined
}

async function startFake(): Promise<string> {
  const { startSampleServer } = await import('../upstream/sample-server/server')
  const fake = await startSampleServer({ port: 0, host: '127.0.0.1' })
  return fake.url
}

async function needsRefresh(payload: Payload, now: Date): Promise<boolean> {
  const { docs } = await payload.find({
    collection: 'surf-conditions',
    where: { date: { equals: todayIn('UTC', now) } },
    sort: '-updatedAt',
    limit: 1,
    depth: 0,
    select: { updatedAt: true },
    overrideAccess: true,
  })
  const updatedAt = docs[0]?.updatedAt
  return typeof updatedAt !== 'string' || now.getTime() - Date.parse(updatedAt) > FRESH_FOR_MS
}

/** Registers the sample upstream, starts the batch worker and starts a background refresh when the data is missing or old. */
export function startConditions(payload: Payload): void {
  registerSampleUpstream(startFake)
  // Every instance works refresh batches, whichever queued them (REFRESH_WORKER=0: none).
  startBatchWorker(payload)
  registry.__firingStartupRefresh = true
  void (async () => {
    if (!(await needsRefresh(payload, new Date()))) return
    payload.logger.info('conditions: rating the spots (first refresh; pages say so until it lands)')
    const { summary, error } = await refreshNow(payload, 'startup: no fresh conditions')
    if (!summary) payload.logger.error(`conditions: startup refresh failed: ${error}`)
  })()
    .catch((error: unknown) => {
      payload.logger.error({ err: error, msg: 'conditions: startup refresh failed' })
    })
    .finally(() => (registry.__firingStartupRefresh = false))
}
