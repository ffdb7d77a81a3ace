// Source snapshots (collection 'source-snapshots'): the latest one per source is the base a run
// starts from; a key whose request fails keeps its last good answer, stamped with its real
// fetchedAt and the error, so stale data is served and says so.
//
// A snapshot row holds what the admin shows (requests, summary, errors); its entries, one row per
// key, are in source_snapshot_entries: at 10,000 spots a source's entries are ~100 MB of JSON,
// too much for one value (its insert outlived the pool's query timeout), and a refresh batch
// reads only its own spots' keys. Rows written before that kept their entries in `entries`.
import { sql } from '@payloadcms/db-postgres'
import { and, desc, eq, inArray } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { decodeEntries, decodeEntry, encodeEntry } from './snapshot-codec'
import { rowsOf } from './store'
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
/**
 * Snapshots per source and mode that keep their entries, at least: the newest serve the next
 * run's base and refresh batches still in flight. Every one since the newest snapshot of all
 * spots keeps them too (the base is read from those). Older ones keep only their summary.
 */
export const ENTRIES_KEPT = 3
/** Entry rows per insert statement (one JSON parameter, a few MB) and per page read. */
const ENTRIES_PER_STATEMENT = 500
const ENTRIES_PER_PAGE = 2000
/** Failures listed on a snapshot row (the summary counts them all). */
const ERRORS_LISTED = 200

// Payload's Drizzle tables are untyped (`any`); these are the columns used here.
type Columns = Record<'id' | 'source' | 'mode' | 'entries' | 'createdAt', never>
const table = (payload: Payload) =>
  (payload.db.tables as Record<string, unknown>).source_snapshots as Columns

type EntryRow = { key: string; entry: unknown }

function intoEntries<S extends SnapshotSource>(
  source: S,
  rows: readonly EntryRow[],
  into: Map<string, Entry<SourceValues[S]>>,
) {
  for (const row of rows) {
    const entry = decodeEntry(source, row.entry)
    if (entry) into.set(row.key, entry)
  }
  return into
}

/** Every entry of one snapshot, read a page at a time. */
async function allEntries<S extends SnapshotSource>(
  payload: Payload,
  source: S,
  snapshot: number,
): Promise<Map<string, Entry<SourceValues[S]>>> {
  const entries = new Map<string, Entry<SourceValues[S]>>()
  let after = ''
  for (;;) {
    const page = await rowsOf<EntryRow>(
      payload,
      sql`select key, entry from source_snapshot_entries
        where snapshot_id = ${snapshot} and key > ${after} order by key limit ${ENTRIES_PER_PAGE}`,
    )
    intoEntries(source, page, entries)
    if (page.length < ENTRIES_PER_PAGE) return entries
    after = (page.at(-1) as EntryRow).key
  }
}

/** A snapshot's entries: all of them, or only `keys`; legacy rows from their `entries` column. */
export async function snapshotEntries<S extends SnapshotSource>(
  payload: Payload,
  source: S,
  snapshot: { id: number; legacy: boolean },
  keys?: readonly string[],
): Promise<Map<string, Entry<SourceValues[S]>>> {
  if (snapshot.legacy) {
    const [row] = await rowsOf<{ entries: unknown }>(
      payload,
      sql`select entries from source_snapshots where id = ${snapshot.id}`,
    )
    const all = decodeEntries(source, row?.entries)
    if (!keys) return all
    return new Map(
      keys.flatMap((k) => (all.has(k) ? [[k, all.get(k) as Entry<SourceValues[S]>]] : [])),
    )
  }
  if (!keys) return allEntries(payload, source, snapshot.id)
  const wanted = [...new Set(keys)]
  if (wanted.length === 0) return new Map()
  const rows = await rowsOf<EntryRow>(
    payload,
    sql`select key, entry from source_snapshot_entries
      where snapshot_id = ${snapshot.id}
        and key in (select jsonb_array_elements_text(${JSON.stringify(wanted)}::jsonb))`,
  )
  return intoEntries(source, rows, new Map())
}

/**
 * What is known of a source in a mode: the newest snapshot that covered every spot, with each
 * key's newer answer from the partial (hourly, hot spots only) snapshots after it laid over it.
 */
export async function loadLatestEntries<S extends SnapshotSource>(
  payload: Payload,
  source: S,
  mode: IngestMode,
): Promise<Map<string, Entry<SourceValues[S]>>> {
  const [full] = await rowsOf<{ id: number; legacy: boolean; created_at: string | Date }>(
    payload,
    sql`select id, entries is not null as legacy, created_at from source_snapshots
      where source = ${source} and mode = ${mode} and not coalesce(partial, false)
      order by created_at desc limit 1`,
  )
  if (!full) return new Map()
  const since = new Date(full.created_at).toISOString()
  const entries = full.legacy
    ? await snapshotEntries(payload, source, full)
    : new Map<string, Entry<SourceValues[S]>>()
  let after = ''
  for (;;) {
    const page = await rowsOf<EntryRow>(
      payload,
      sql`select distinct on (e.key) e.key, e.entry
        from source_snapshot_entries e join source_snapshots s on s.id = e.snapshot_id
        where s.source = ${source} and s.mode = ${mode} and s.created_at >= ${since}
          and e.key > ${after}
        order by e.key, s.created_at desc limit ${ENTRIES_PER_PAGE}`,
    )
    intoEntries(source, page, entries)
    if (page.length < ENTRIES_PER_PAGE) return entries
    after = (page.at(-1) as EntryRow).key
  }
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

/** One snapshot row per source for this run, without its entries (storeSnapshots adds them). */
export function snapshotRows(states: SourceStates, partial = false): Record<string, unknown>[] {
  return SNAPSHOT_SOURCES.map((source) => {
    const state = states[source] as SourceState<SourceValues[typeof source]>
    return {
      source,
      partial,
      mode: state.mode,
      model: state.model,
      summary: summaryOf(state),
      requests: state.requests,
      okCount: [...state.entries.values()].filter((e) => !e.stale).length,
      errors: [...state.failures].slice(0, ERRORS_LISTED).map(([key, error]) => ({ key, error })),
    }
  })
}

/**
 * Stores this run's snapshots, one per source with its entries, in one transaction (a run's
 * snapshots are all there or none is); their ids, by source. `partial`: the run covered only
 * some spots (cadence.ts), so the next run's base also reads the full snapshot before it.
 */
export async function storeSnapshots(
  payload: Payload,
  states: SourceStates,
  partial = false,
): Promise<Record<SnapshotSource, number>> {
  const t = table(payload)
  return payload.db.drizzle.transaction(async (tx) => {
    const ids = {} as Record<SnapshotSource, number>
    for (const row of snapshotRows(states, partial)) {
      const source = row.source as SnapshotSource
      const [stored] = (await tx
        .insert(t as never)
        .values(row as never)
        .returning({ id: t.id } as never)) as { id: number }[]
      const id = (stored as { id: number }).id
      ids[source] = id
      const entries = [...(states[source] as SourceState<unknown>).entries]
      for (let i = 0; i < entries.length; i += ENTRIES_PER_STATEMENT) {
        const part = Object.fromEntries(
          entries
            .slice(i, i + ENTRIES_PER_STATEMENT)
            .map(([key, e]) => [key, encodeEntry(source, e as never)]),
        )
        await tx.execute(sql`insert into source_snapshot_entries (snapshot_id, key, entry)
          select ${id}, key, value from jsonb_each(${JSON.stringify(part)}::jsonb)`)
      }
    }
    return ids
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
    // Their entry rows go with them (on delete cascade).
    if (ids.length) await payload.db.drizzle.delete(t as never).where(inArray(t.id, ids))
    // Entries stay on the newest ENTRIES_KEPT and on every snapshot since the newest full one
    // (loadLatestEntries reads them all).
    await payload.db.drizzle.execute(sql`
      delete from source_snapshot_entries e using (
        select id, created_at, row_number() over (order by created_at desc) as rank
        from source_snapshots where source = ${source} and mode = ${mode}) s
      where e.snapshot_id = s.id and s.rank > ${ENTRIES_KEPT}
        and s.created_at < coalesce((select max(created_at) from source_snapshots
          where source = ${source} and mode = ${mode} and not coalesce(partial, false)),
          '-infinity'::timestamptz)`)
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
