// What the editors' dashboard shows, read on the server for the signed-in
// editor or admin. Each reader is one small query; the dashboard renders whatever they return.
import type { CollectionSlug, Payload } from 'payload'
import { formatRelativeTime } from '../../shared/domain/time/relative-time'
import { openReportCount } from '../moderation/queue'
import type { FlaggedZone, StaleBuoy } from '../conditions/stations/station-checks'
import { flaggedZones, spotsWithBuoys, staleBuoys } from '../conditions/stations/station-checks'
import { createTtlCache } from '../conditions/upstream/cache'
import type { UpstreamConfig } from '../conditions/upstream/config'
import type { UpstreamResult } from '../conditions/upstream/http'
import type { BuoyObservation } from '../conditions/upstream/ndbc'
import { fetchLatestObservations } from '../conditions/upstream/ndbc-latest'

/** The moderation queue's size: items with open reports (cms/moderation/queue.ts). */
export type QueueCount = { open: number }

/** How many reported items wait for an editor's decision. */
export async function moderationQueueCount(payload: Payload): Promise<QueueCount> {
  return { open: await openReportCount(payload) }
}

export type ScheduledPublication = {
  id: number | string
  action: 'publish' | 'unpublish'
  collection: string
  docId: string
  title: string
  at: string
}

type ScheduleJob = {
  id: number | string
  waitUntil?: string | null
  input?: { type?: string; doc?: { relationTo: string; value: string } }
}

/** Publications Payload's jobs queue still has to run, soonest first (its schedulePublish task). */
export async function scheduledPublications(
  payload: Payload,
  limit = 10,
): Promise<ScheduledPublication[]> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      // Not run yet: a run that failed keeps its row (with the error) but is no longer scheduled.
      and: [
        { taskSlug: { equals: 'schedulePublish' } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
      ],
    },
    sort: 'waitUntil',
    limit,
    depth: 0,
    overrideAccess: true,
  })
  return Promise.all(
    (docs as ScheduleJob[]).map(async (job) => {
      const doc = job.input?.doc
      return {
        id: job.id,
        action: job.input?.type === 'unpublish' ? 'unpublish' : 'publish',
        collection: doc?.relationTo ?? 'who-we-are',
        docId: doc?.value ?? '',
        title: doc ? await draftTitle(payload, doc.relationTo, doc.value) : 'Who we are',
        at: job.waitUntil ?? '',
      }
    }),
  )
}

/** The document's title as the admin shows it (its useAsTitle), from its newest draft. */
async function draftTitle(payload: Payload, slug: string, id: string): Promise<string> {
  const collection = payload.collections[slug as CollectionSlug]
  const field = collection?.config.admin.useAsTitle ?? 'id'
  const doc = await payload
    .findByID({
      collection: slug as CollectionSlug,
      id,
      draft: true,
      depth: 0,
      overrideAccess: true,
    })
    .catch(() => null)
  const title = (doc as Record<string, unknown> | null)?.[field]
  return typeof title === 'string' && title ? title : `#${id}`
}

export type SourceRefresh = {
  source: string
  mode: string
  at: string
  age: string
  ok: number
  requests: number
  failure: string | null
}

type Snapshot = {
  source: string
  mode: string
  createdAt: string
  requests: number
  okCount: number
  summary?: string | null
  errors?: unknown
}

/**
 * The newest conditions refresh of each upstream source, with its age and any failure: one
 * snapshot per source and run (cms/conditions/ingest), so the newest few runs' rows name every source.
 * Read from the database, so every instance shows the same runs.
 */
export async function lastRefreshPerSource(payload: Payload, now = new Date()) {
  const { docs } = await payload.find({
    collection: 'source-snapshots',
    sort: '-createdAt',
    limit: 30,
    depth: 0,
    overrideAccess: true,
    // Never the packed entries: a megabyte per row.
    select: {
      source: true,
      mode: true,
      createdAt: true,
      requests: true,
      okCount: true,
      summary: true,
    },
  })
  const newest = new Map<string, Snapshot>()
  for (const doc of docs as unknown as Snapshot[])
    if (!newest.has(doc.source)) newest.set(doc.source, doc)
  return [...newest.values()]
    .sort((a, b) => a.source.localeCompare(b.source))
    .map((doc): SourceRefresh => ({
      source: doc.source,
      mode: doc.mode,
      at: doc.createdAt,
      age: ageOf(doc.createdAt, now),
      ok: doc.okCount,
      requests: doc.requests,
      failure: doc.okCount < doc.requests ? (doc.summary ?? 'Some requests failed') : null,
    }))
}

/** '12m ago', or 'just now'. */
const ageOf = (iso: string, now: Date) => {
  const relative = formatRelativeTime(iso, now)
  return relative === 'just now' ? relative : `${relative} ago`
}

export type ContactPreview = { id: number | string; name: string; subject: string; at: string }

/** The newest contact messages, for the editors who answer them. */
export async function newestContactMessages(
  payload: Payload,
  limit = 5,
): Promise<ContactPreview[]> {
  const { docs } = await payload.find({
    collection: 'contact-messages',
    sort: '-createdAt',
    limit,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map((doc) => ({
    id: doc.id,
    name: doc.name,
    subject: doc.subject,
    at: doc.createdAt,
  }))
}

export type StationWarnings = {
  zones: FlaggedZone[]
  /** Null when NDBC's latest observations could not be read (nothing is known either way). */
  buoys: StaleBuoy[] | null
}

// NDBC rewrites latest_obs every few minutes; one read an hour is plenty for a 24 h test. A
// failed read is kept 5 minutes, so an NDBC outage does not slow every dashboard load.
type LatestObs = UpstreamResult<Map<string, BuoyObservation>>
const latestObsCache = createTtlCache<LatestObs>({ maxEntries: 1, ttlMs: 60 * 60 * 1000 })
const latestObsFailure = createTtlCache<LatestObs>({ maxEntries: 1, ttlMs: 5 * 60 * 1000 })

/** Flagged marine zones and stopped buoys, with the next nearest buoy offered for each. */
export async function stationWarnings(
  payload: Payload,
  now = new Date(),
  options: { config?: UpstreamConfig } = {},
): Promise<StationWarnings> {
  const [zones, spots] = await Promise.all([flaggedZones(payload), spotsWithBuoys(payload)])
  if (!spots.length) return { zones, buoys: [] }
  let latest = latestObsCache.get('latest') ?? latestObsFailure.get('latest')
  if (!latest) {
    latest = await fetchLatestObservations(options)
    const cache = latest.ok ? latestObsCache : latestObsFailure
    cache.set('latest', latest)
  }
  return { zones, buoys: latest.ok ? staleBuoys(spots, latest.value, now) : null }
}
