// Entries of a source snapshot to and from JSON. Hourly series are packed (pack.ts); a value
// read back that does not have the expected shape is dropped, never trusted.
import type { HourlyConditions, TideEvent } from '../../../shared/domain/forecast/series'
import { blankHour } from '../upstream/hourly'
import type { HourTable } from './hour-table'
import { fromPacked, toPacked } from './hour-table'
import { isPackedSeries, packSeries, unpackSeries } from './pack'
import type { Entry, GridCell, NwsValue, SnapshotSource, SourceValues } from './types'

type Codec<T> = { encode: (value: T) => unknown; decode: (json: unknown) => T | null }

const hours = (json: unknown): HourlyConditions[] | null =>
  isPackedSeries(json) ? unpackSeries(json, blankHour) : null

const table = (json: unknown): HourTable | null => (isPackedSeries(json) ? fromPacked(json) : null)

const record = (json: unknown): Record<string, unknown> | null =>
  json && typeof json === 'object' ? (json as Record<string, unknown>) : null

/** `{ cell }` when the stored value names its grid cell, else nothing (older snapshots). */
function cellOf(json: unknown): { cell?: GridCell } {
  const cell = record(record(json)?.cell)
  const ok = typeof cell?.latitude === 'number' && typeof cell.longitude === 'number'
  return ok
    ? { cell: { latitude: cell.latitude as number, longitude: cell.longitude as number } }
    : {}
}

function cwfOf(json: unknown): Pick<NwsValue, 'cwf'> {
  const r = record(json)
  if (typeof r?.zone !== 'string' || typeof r.issuedAt !== 'string') return {}
  return { cwf: { zone: r.zone, issuedAt: r.issuedAt } }
}

function isTideEvent(e: unknown): e is TideEvent {
  const r = record(e)
  return !!r && typeof r.time === 'string' && (r.type === 'high' || r.type === 'low')
}

const CODECS: { [S in SnapshotSource]: Codec<SourceValues[S]> } = {
  'open-meteo-marine': {
    encode: (v) => ({
      models: mapValues(v.models, toPacked),
      cell: v.cell,
      modelRun: v.modelRun,
    }),
    decode: (json) => {
      const models = record(record(json)?.models)
      if (!models) return null
      const decoded = mapValues(models, table)
      const run = record(json)?.modelRun
      return Object.values(decoded).every(Boolean)
        ? {
            models: decoded as Record<string, HourTable>,
            ...cellOf(json),
            ...(typeof run === 'string' ? { modelRun: run } : {}),
          }
        : null
    },
  },
  'open-meteo-forecast': {
    encode: (v) => ({ hourly: toPacked(v.hourly), cell: v.cell }),
    decode: (json) => {
      const hourly = table(record(json)?.hourly)
      return hourly ? { hourly, ...cellOf(json) } : null
    },
  },
  'noaa-ndbc': {
    encode: (v) => ({ hourly: packSeries(v.hourly), historyAt: v.historyAt, specAt: v.specAt }),
    decode: (json) => {
      const hourly = hours(record(json)?.hourly)
      const { historyAt, specAt } = record(json) ?? {}
      return hourly
        ? {
            hourly,
            ...(typeof historyAt === 'string' ? { historyAt } : {}),
            ...(typeof specAt === 'string' ? { specAt } : {}),
          }
        : null
    },
  },
  'nws-grid': {
    encode: (v) => ({ ...v, hourly: packSeries(v.hourly) }),
    decode: (json) => {
      const r = record(json)
      const hourly = hours(r?.hourly)
      if (!r || !hourly || typeof r.grid !== 'string' || typeof r.resolvedAt !== 'string')
        return null
      const tried = Array.isArray(r.tried) ? r.tried.filter((t) => typeof t === 'string') : []
      return {
        grid: r.grid,
        hasWaves: r.hasWaves === true,
        updateTime: typeof r.updateTime === 'string' ? r.updateTime : null,
        centre: cellOf({ cell: r.centre }).cell ?? null,
        hourly,
        tried,
        resolvedAt: r.resolvedAt,
        ...cwfOf(r.cwf),
      }
    },
  },
  'noaa-coops': {
    encode: (v) => v,
    decode: (json) => {
      const r = record(json)
      const events = Array.isArray(r?.events) ? r.events.filter(isTideEvent) : null
      if (!r || !events || typeof r.begin !== 'string' || typeof r.end !== 'string') return null
      return { begin: r.begin, end: r.end, events }
    },
  },
}

/** One entry as stored: `{ fetchedAt, stale?, value }` with packed series. */
export function encodeEntry<S extends SnapshotSource>(
  source: S,
  entry: Entry<SourceValues[S]>,
): Record<string, unknown> {
  const codec = CODECS[source] as Codec<SourceValues[S]>
  return { ...entry, value: codec.encode(entry.value) }
}

/** One entry read back; null when it is malformed (never trusted). */
export function decodeEntry<S extends SnapshotSource>(
  source: S,
  raw: unknown,
): Entry<SourceValues[S]> | null {
  const codec = CODECS[source] as Codec<SourceValues[S]>
  const r = record(raw)
  const value = codec.decode(r?.value)
  if (!r || typeof r.fetchedAt !== 'string' || value === null) return null
  const stale = record(r.stale)
  const entry: Entry<SourceValues[S]> = { fetchedAt: r.fetchedAt, value }
  if (stale && typeof stale.error === 'string' && typeof stale.failedAt === 'string') {
    entry.stale = { error: stale.error, failedAt: stale.failedAt }
  }
  return entry
}

/** Entries as stored: `{ [key]: { fetchedAt, stale?, value } }` with packed series. */
export function encodeEntries<S extends SnapshotSource>(
  source: S,
  entries: ReadonlyMap<string, Entry<SourceValues[S]>>,
): Record<string, unknown> {
  return Object.fromEntries([...entries].map(([key, e]) => [key, encodeEntry(source, e)]))
}

/** Entries read back from a stored snapshot; malformed ones are skipped. */
export function decodeEntries<S extends SnapshotSource>(
  source: S,
  json: unknown,
): Map<string, Entry<SourceValues[S]>> {
  const entries = new Map<string, Entry<SourceValues[S]>>()
  for (const [key, raw] of Object.entries(record(json) ?? {})) {
    const entry = decodeEntry(source, raw)
    if (entry) entries.set(key, entry)
  }
  return entries
}

function mapValues<A, B>(o: Record<string, A>, fn: (a: A) => B): Record<string, B> {
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, fn(v)]))
}
