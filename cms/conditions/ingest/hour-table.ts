// Open-Meteo's hours as a refresh holds them in memory: column by column, a Float64Array per field
// (NaN where the hour has no value) and the hours' instants in one more. At 10,000 spots a refresh
// holds ~10,000 points × four models × ~170 hours; as objects (21 fields, each number boxed) that
// was ~3 GB of JavaScript heap that every major GC walked, and a second refresh (the last
// snapshot beside the new answers) ran a server out of its heap. As columns it is ~60 KB a point
// outside the heap (bench/README.md "Refresh CPU"). A spot's hours are made into objects only
// while its batch builds it (mergeModelHours, hourRows), and dropped after.
import type { HourlyConditions } from '../../../shared/domain/forecast/series'
import { blankHour } from '../../../shared/domain/forecast/series'
import type { ForecastHour } from '../upstream'
import type { PackedSeries } from './pack'

/** A field an hour table may hold: every number of an hour, and the forecast's weather code. */
export type TableField = Exclude<keyof ForecastHour, 'time'>

/** An hourly series column by column: instants (epoch ms) and a column per field present. */
export type HourTable = {
  readonly times: Float64Array
  /** Fields without a single value have no column. */
  readonly columns: Readonly<Partial<Record<TableField, Float64Array>>>
}

export const EMPTY_TABLE: HourTable = { times: new Float64Array(0), columns: {} }

// why: the instants of every series of a refresh are the same few hundred hours; one text each.
const ISO_MAX = 50_000
const isoTexts = new Map<number, string>()

/** The ISO text (toISOString) of an instant, one string per instant. */
export function isoAt(ms: number): string {
  let iso = isoTexts.get(ms)
  if (iso === undefined) {
    iso = new Date(ms).toISOString()
    if (isoTexts.size >= ISO_MAX) isoTexts.clear()
    isoTexts.set(ms, iso)
  }
  return iso
}

/** The table of hour rows (`{ time, ...numbers }`), in their order; null and NaN are missing. */
export function toHourTable(rows: readonly ({ time: string } & object)[]): HourTable {
  const first = rows[0]
  if (!first) return EMPTY_TABLE
  const times = new Float64Array(rows.length)
  for (let i = 0; i < rows.length; i++) times[i] = Date.parse((rows[i] as { time: string }).time)
  const columns: Partial<Record<TableField, Float64Array>> = {}
  for (const key of Object.keys(first) as (TableField | 'time')[]) {
    if (key === 'time') continue
    const column = new Float64Array(rows.length)
    let any = false
    for (let i = 0; i < rows.length; i++) {
      const v = (rows[i] as Record<string, unknown>)[key]
      const n = typeof v === 'number' && Number.isFinite(v) ? v : NaN
      column[i] = n
      any ||= n === n
    }
    if (any) columns[key] = column
  }
  return { times, columns }
}

/** The value of `field` at row `i`, null when missing. */
export function valueAt(table: HourTable, field: TableField, i: number): number | null {
  const v = table.columns[field]?.[i]
  return v === undefined || v !== v ? null : v
}

/** True when any hour of the table has a value for `field`. */
export const hasColumn = (table: HourTable | undefined, field: TableField): boolean =>
  table?.columns[field] !== undefined

/** The table's hours as HourlyConditions objects (fields it lacks are null). */
export function hourRows(table: HourTable): HourlyConditions[] {
  const fields = Object.keys(table.columns) as TableField[]
  const rows: HourlyConditions[] = []
  for (let i = 0; i < table.times.length; i++) {
    const row = blankHour(isoAt(table.times[i] as number)) as Record<string, unknown>
    for (const f of fields) if (f !== 'weatherCode') row[f] = valueAt(table, f, i)
    rows.push(row as HourlyConditions)
  }
  return rows
}

/** The forecast's hours with their weather code (null where it lacks one). */
export function forecastRows(table: HourTable): ForecastHour[] {
  return hourRows(table).map((h, i) => ({ ...h, weatherCode: valueAt(table, 'weatherCode', i) }))
}

/**
 * Row of `of` at each row of `timeline` (-1 where it has none): identity when both hold the same
 * instants (Open-Meteo's answers for one point do), else looked up by instant.
 */
export function rowIndex(timeline: HourTable, of: HourTable | undefined): Int32Array {
  const n = timeline.times.length
  const index = new Int32Array(n).fill(-1)
  if (!of) return index
  const same =
    of.times.length === n && of.times.every((t, i) => t === (timeline.times[i] as number))
  if (same) {
    for (let i = 0; i < n; i++) index[i] = i
    return index
  }
  const at = new Map<number, number>()
  for (let j = 0; j < of.times.length; j++) at.set(of.times[j] as number, j)
  for (let i = 0; i < n; i++) index[i] = at.get(timeline.times[i] as number) ?? -1
  return index
}

/** The table as a snapshot stores it (pack.ts): the same JSON as packSeries of its rows. */
export function toPacked(table: HourTable): PackedSeries {
  const start = table.times[0]
  if (start === undefined) return { t0: new Date(0).toISOString(), minutes: [], columns: {} }
  const minutes = Array.from(table.times, (t) => Math.round((t - start) / 60_000))
  const columns: Record<string, (number | null)[]> = {}
  for (const [key, column] of Object.entries(table.columns))
    columns[key] = Array.from(column, (v) => (v === v ? v : null))
  return { t0: isoAt(start), minutes, columns }
}

/** A stored series read back as a table (columns without a value are left out). */
export function fromPacked(packed: PackedSeries): HourTable {
  const start = Date.parse(packed.t0)
  const n = packed.minutes.length
  const times = new Float64Array(n)
  for (let i = 0; i < n; i++) times[i] = start + (packed.minutes[i] as number) * 60_000
  const columns: Partial<Record<TableField, Float64Array>> = {}
  for (const [key, values] of Object.entries(packed.columns)) {
    if (!Array.isArray(values)) continue
    const column = new Float64Array(n)
    let any = false
    for (let i = 0; i < n; i++) {
      const v = values[i]
      const x = typeof v === 'number' && Number.isFinite(v) ? v : NaN
      column[i] = x
      any ||= x === x
    }
    if (any) columns[key as TableField] = column
  }
  return { times, columns }
}
