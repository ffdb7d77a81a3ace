// Open-Meteo's hours as a refresh holds them in memory: one Float64Array a series, the hours'
// instants (epoch ms) then each field's column (NaN where an hour has no value). At 10,000 spots a
// refresh holds ~10,000 points × four models × ~170 hours; as objects (21 fields, each number
// boxed) that was ~3 GB of JavaScript heap that every major GC walked, and a second refresh (the
// last snapshot beside the new answers) ran a server out of its heap. As a table it is ~60 KB a
// point outside the heap, one buffer each (bench/README.md "Refresh CPU"). A spot's hours are made
// into objects only while its batch builds it (mergeModelHours, hourRows), and dropped after.
import type { HourlyConditions } from '../../../shared/domain/forecast/series'
import { blankHour } from '../../../shared/domain/forecast/series'
import type { ForecastHour } from '../upstream'
import type { PackedSeries } from './pack'

/** A field an hour table may hold: every number of an hour, and the forecast's weather code. */
export type TableField = Exclude<keyof ForecastHour, 'time'>

/** A number field of an hour. */
export type HourField = Exclude<keyof HourlyConditions, 'time'>

/** An hourly series column by column. */
export type HourTable = {
  /** Its hours. */
  readonly length: number
  /** The hours' instants at 0..length − 1, then each column of `length` values. */
  readonly values: Float64Array
  /** Where each field's column starts in `values`; fields without a single value have none. */
  readonly columns: Readonly<Partial<Record<TableField, number>>>
}

export const EMPTY_TABLE: HourTable = { length: 0, values: new Float64Array(0), columns: {} }

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

/** The instant (epoch ms) of row `i`. */
export const timeAt = (table: HourTable, i: number): number => table.values[i] as number

const finiteOr = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : NaN)

/**
 * A table of `length` rows: `time(i)` is row i's instant, `read(field, i)` its value (NaN:
 * missing); a field no row has a value for gets no column.
 */
function tableOf(input: {
  length: number
  fields: readonly string[]
  time: (i: number) => number
  read: (field: string, i: number) => number
}): HourTable {
  const { length, read } = input
  const present = input.fields.filter((f) => {
    for (let i = 0; i < length; i++) {
      const v = read(f, i)
      if (v === v) return true
    }
    return false
  })
  const values = new Float64Array(length * (1 + present.length))
  for (let i = 0; i < length; i++) values[i] = input.time(i)
  const columns: Partial<Record<TableField, number>> = {}
  for (const [k, field] of present.entries()) {
    const start = length * (1 + k)
    for (let i = 0; i < length; i++) values[start + i] = read(field, i)
    columns[field as TableField] = start
  }
  return { length, values, columns }
}

/** The table of hour rows (`{ time, ...numbers }`), in their order; null and NaN are missing. */
export function toHourTable(rows: readonly ({ time: string } & object)[]): HourTable {
  const first = rows[0]
  if (!first) return EMPTY_TABLE
  const row = (i: number) => rows[i] as unknown as Record<string, unknown>
  return tableOf({
    length: rows.length,
    fields: Object.keys(first).filter((k) => k !== 'time'),
    time: (i) => Date.parse(row(i).time as string),
    read: (field, i) => finiteOr(row(i)[field]),
  })
}

/** The value of `field` at row `i`, null when missing. */
export function valueAt(table: HourTable, field: TableField, i: number): number | null {
  const start = table.columns[field]
  if (start === undefined || i < 0 || i >= table.length) return null
  const v = table.values[start + i] as number
  return v === v ? v : null
}

/** True when any hour of the table has a value for `field`. */
export const hasColumn = (table: HourTable | undefined, field: TableField): boolean =>
  table?.columns[field] !== undefined

/**
 * Row of `of` at each row of `timeline` (-1 where it has none); null when both hold the same
 * instants, row for row (Open-Meteo's answers for one point do): nothing to look up.
 */
export function rowIndex(timeline: HourTable, of: HourTable | undefined): Int32Array | null {
  const n = timeline.length
  if (of && of.length === n) {
    let same = true
    for (let i = 0; i < n && same; i++) same = timeAt(of, i) === timeAt(timeline, i)
    if (same) return null
  }
  const index = new Int32Array(n).fill(-1)
  if (!of) return index
  const at = new Map<number, number>()
  for (let j = 0; j < of.length; j++) at.set(timeAt(of, j), j)
  for (let i = 0; i < n; i++) index[i] = at.get(timeAt(timeline, i)) ?? -1
  return index
}

/** A table read on another series' hours: its row at each of those hours (rowIndex). */
export type Aligned = { table: HourTable | undefined; rows: Int32Array | null }

/** `table` read on `timeline`'s hours. */
export const alignedOn = (timeline: HourTable, table: HourTable | undefined): Aligned => ({
  table,
  rows: rowIndex(timeline, table),
})

/**
 * Sets `field` of each hour from the first source with a value at that hour; an hour none has a
 * value for keeps its own. Column by column, each looked up once (a refresh does this for every
 * field of every hour of every spot).
 */
export function fillField(
  hours: readonly HourlyConditions[],
  field: HourField,
  sources: readonly Aligned[],
): void {
  const values: Float64Array[] = []
  const rows: (Int32Array | null)[] = []
  const starts: number[] = []
  const lengths: number[] = []
  for (const source of sources) {
    const start = source.table?.columns[field]
    if (!source.table || start === undefined) continue
    values.push(source.table.values)
    rows.push(source.rows)
    starts.push(start)
    lengths.push(source.table.length)
  }
  const n = values.length
  for (let i = 0; i < hours.length && n > 0; i++) {
    for (let k = 0; k < n; k++) {
      const index = rows[k] as Int32Array | null
      const j = index === null ? i : (index[i] as number)
      if (j < 0 || j >= (lengths[k] as number)) continue
      const v = (values[k] as Float64Array)[(starts[k] as number) + j] as number
      if (v === v) {
        ;(hours[i] as HourlyConditions)[field] = v
        break
      }
    }
  }
}

/** The table's hours as HourlyConditions objects: `fields` (default every one it has), else null. */
export function hourRows(
  table: HourTable,
  fields: readonly HourField[] = Object.keys(table.columns).filter(
    (f): f is HourField => f !== 'weatherCode',
  ),
): HourlyConditions[] {
  const hours: HourlyConditions[] = []
  for (let i = 0; i < table.length; i++) hours.push(blankHour(isoAt(timeAt(table, i))))
  const own: Aligned[] = [{ table, rows: null }]
  for (const f of fields) fillField(hours, f, own)
  return hours
}

/** The forecast's hours with their weather code (null where it lacks one). */
export function forecastRows(table: HourTable): ForecastHour[] {
  return hourRows(table).map((h, i) => ({ ...h, weatherCode: valueAt(table, 'weatherCode', i) }))
}

/** The table as a snapshot stores it (pack.ts): the same JSON as packSeries of its rows. */
export function toPacked(table: HourTable): PackedSeries {
  if (table.length === 0) return { t0: new Date(0).toISOString(), minutes: [], columns: {} }
  const start = timeAt(table, 0)
  const minutes: number[] = []
  for (let i = 0; i < table.length; i++)
    minutes.push(Math.round((timeAt(table, i) - start) / 60_000))
  const columns: Record<string, (number | null)[]> = {}
  for (const field of Object.keys(table.columns) as TableField[]) {
    const values: (number | null)[] = []
    for (let i = 0; i < table.length; i++) values.push(valueAt(table, field, i))
    columns[field] = values
  }
  return { t0: isoAt(start), minutes, columns }
}

/** A stored series read back as a table (columns without a value are left out). */
export function fromPacked(packed: PackedSeries): HourTable {
  const start = Date.parse(packed.t0)
  const columns = packed.columns as Record<string, unknown>
  return tableOf({
    length: packed.minutes.length,
    fields: Object.keys(columns).filter((f) => Array.isArray(columns[f])),
    time: (i) => start + (packed.minutes[i] as number) * 60_000,
    read: (field, i) => finiteOr((columns[field] as unknown[])[i]),
  })
}
