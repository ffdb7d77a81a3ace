// Hourly series are stored in snapshots column by column: 49 points × 3 models × 168 hours as
// objects with repeated keys would be megabytes of JSON; as columns they are a fraction of that.
// Columns that are entirely missing are left out and come back as null.

type Row = { time: string }

/** A series stored as one start time, minute offsets and a value array per field. */
export type PackedSeries = {
  t0: string
  minutes: number[]
  columns: Record<string, (number | null)[]>
}

/** Packs rows of `{ time, ...numbers }` into columns; the order of rows is kept. */
export function packSeries<T extends Row>(rows: readonly T[]): PackedSeries {
  const first = rows[0]
  if (!first) return { t0: new Date(0).toISOString(), minutes: [], columns: {} }
  const start = Date.parse(first.time)
  const columns: Record<string, (number | null)[]> = {}
  for (const key of Object.keys(first)) {
    if (key === 'time') continue
    const values = rows.map((row) => numberOrNull((row as Record<string, unknown>)[key]))
    if (values.some((v) => v !== null)) columns[key] = values
  }
  const minutes = rows.map((row) => Math.round((Date.parse(row.time) - start) / 60_000))
  return { t0: new Date(start).toISOString(), minutes, columns }
}

/** Unpacks a series onto blank rows (so fields a column lacks are null, never undefined). */
export function unpackSeries<T extends Row>(packed: PackedSeries, blank: (time: string) => T): T[] {
  const start = Date.parse(packed.t0)
  return packed.minutes.map((offset, i) => {
    const row = blank(new Date(start + offset * 60_000).toISOString()) as Record<string, unknown>
    for (const [key, values] of Object.entries(packed.columns)) row[key] = values[i] ?? null
    return row as T
  })
}

/** True for something shaped like a PackedSeries (snapshots are read back from JSON). */
export function isPackedSeries(value: unknown): value is PackedSeries {
  if (!value || typeof value !== 'object') return false
  const v = value as Record<string, unknown>
  return typeof v.t0 === 'string' && Array.isArray(v.minutes) && typeof v.columns === 'object'
}

function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null
}
