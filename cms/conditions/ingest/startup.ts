// Called by the server once it listens: makes sample data possible in this process and, when the
// stored conditions are missing or older than an hour, refreshes them in the background (pages
// serve what is there meanwhile; a fresh install has data a few seconds later).
import type { Payload } from 'payload'
import { todayIn } from '../../../shared/domain/time/dates'
import { refreshNow } from '../jobs/refresh-conditions'
import { registerSampleUpstream } from './sample-upstream'

const FRESH_FOR_MS = 60 * 60_000

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

/** Registers the sample upstream and starts a background refresh when the data is missing or old. */
export function startConditions(payload: Payload): void {
  registerSampleUpstream(startFake)
  void (async () => {
    if (!(await needsRefresh(payload, new Date()))) return
    const { summary, error } = await refreshNow(payload, 'startup: no fresh conditions')
    if (!summary) payload.logger.error(`conditions: startup refresh failed: ${error}`)
  })().catch((error: unknown) => {
    payload.logger.error({ err: error, msg: 'conditions: startup refresh failed' })
  })
}
