// Source snapshots (collection 'source-snapshots'): the latest one per source is the base a run
// starts from; a key whose request fails keeps its last good answer, stamped with its real
// fetchedAt and the error, so stale data is served and says so.
import { and, desc, eq, inArray } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { decodeEntries, encodeEntries } from './snapshot-codec'
import type {
  Entry,
  FetchOutcome,
  IngestMode,
  SnapshotSource,
  SourceState,
  SourceStates,
  SourceValues,
} from './types'
import { SNAPSHOT_SOURCES } from './types'

/** Snapshots kept per source and mode: a day of hourly runs is plenty to look back on. */
export const SNAPSHOTS_KEPT = 24

// Payload's Drizzle tables are untyped (`any`); these are the columns used here.
type Columns = Record<'id' | 'source' | 'mode' | 'entries' | 'createdAt', never>
const table = (payload: Payload) =>
  (payload.db.tables as Record<string, unknown>).source_snapshots as Columns

/**
 * The entries of the newest snapshot of a source in a mode (empty when there is none). Read with
 * Drizzle: the Local API would deep-copy a megabyte of JSON per source on every run.
 */
export async function loadLatestEntries<S extends SnapshotSource>(
  payload: Payload,
  source: S,
  mode: IngestMode,
): Promise<Map<string, Entry<SourceValues[S]>>> {
  const t = table(payload)
  const rows = await payload.db.drizzle
    .select({ entries: t.entries })
    .from(t as never)
    .where(and(eq(t.source, source), eq(t.mode, mode)))
    .orderBy(desc(t.createdAt))
    .limit(1)
  return decodeEntries(source, (rows[0] as { entries?: unknown } | undefined)?.entries)
}

/** This run's state of a source: fresh answers, else the last good ones marked stale. */
export function mergeOutcome<S extends SnapshotSource>(input: {
  source: S
  mode: IngestMode
  model: string | null
  outcome: FetchOutcome<SourceValues[S]>
  base: ReadonlyMap<string, Entry<SourceValues[S]>>
  now: Date
}): SourceState<SourceValues[S]> {
  const { outcome, base } = input
  const entries = new Map(outcome.fresh)
  for (const [key, error] of outcome.failures) {
    const last = base.get(key)
    if (last) entries.set(key, { ...last, stale: { error, failedAt: input.now.toISOString() } })
  }
  return {
    source: input.source,
    mode: input.mode,
    model: input.model,
    requests: outcome.requests,
    entries,
    failures: outcome.failures,
  }
}

function summaryOf(state: SourceState<unknown>): string {
  const stale = [...state.entries.values()].filter((e) => e.stale).length
  const fresh = state.entries.size - stale
  const failed = state.failures.size
  return `${state.requests} requests; ${fresh} fresh, ${stale} stale, ${failed} failed`
}

/** One snapshot row per source for this run, ready to insert (store.ts). */
export function snapshotRows(states: SourceStates): Record<string, unknown>[] {
  return SNAPSHOT_SOURCES.map((source) => {
    const state = states[source] as SourceState<SourceValues[typeof source]>
    return {
      source,
      mode: state.mode,
      model: state.model,
      summary: summaryOf(state),
      requests: state.requests,
      okCount: [...state.entries.values()].filter((e) => !e.stale).length,
      errors: [...state.failures].map(([key, error]) => ({ key, error })),
      entries: encodeEntries(source, state.entries),
    }
  })
}

/** Deletes all but the newest SNAPSHOTS_KEPT snapshots of each source in a mode. */
export async function pruneSnapshots(payload: Payload, mode: IngestMode): Promise<void> {
  const t = table(payload)
  for (const source of SNAPSHOT_SOURCES) {
    const old = await payload.db.drizzle
      .select({ id: t.id })
      .from(t as never)
      .where(and(eq(t.source, source), eq(t.mode, mode)))
      .orderBy(desc(t.createdAt))
      .offset(SNAPSHOTS_KEPT)
    const ids = old.map((r) => (r as { id: number }).id)
    if (ids.length) await payload.db.drizzle.delete(t as never).where(inArray(t.id, ids))
  }
}

/** True once any live answer was ever stored: from then on, failures serve stale live data. */
export async function hasLiveData(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'source-snapshots',
    where: { mode: { equals: 'live' }, okCount: { greater_than: 0 } },
    overrideAccess: true,
  })
  return totalDocs > 0
}
