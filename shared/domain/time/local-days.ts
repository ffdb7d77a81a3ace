// A series' rows (hours, tide events) grouped by local date once. Every rule of a refresh asks for
// one local date's rows of the same arrays (weather, validation, the spot-day, the hour-by-hour
// day, tides: ~20 asks a spot), each of which used to parse and convert every row again. Series
// are built whole and never changed after; the grouping is kept beside its array in a WeakMap, so
// it goes when the array does.
import { localParts } from './zoned'
import { epochMsOf } from './instants'

type Timed = { readonly time: string }
type LocalDays = { timeZone: string; days: Map<string, Timed[]> }
const kept = new WeakMap<readonly Timed[], LocalDays>()

function group(rows: readonly Timed[], timeZone: string): LocalDays {
  const timed: { ms: number; order: number; row: Timed }[] = []
  rows.forEach((row, order) => {
    const ms = epochMsOf(row.time)
    if (!Number.isNaN(ms)) timed.push({ ms, order, row })
  })
  timed.sort((a, b) => a.ms - b.ms || a.order - b.order)
  const days = new Map<string, Timed[]>()
  for (const { ms, row } of timed) {
    const { date } = localParts(ms, timeZone)
    const day = days.get(date)
    if (day) day.push(row)
    else days.set(date, [row])
  }
  return { timeZone, days }
}

/**
 * The rows whose local date in timeZone is dateIso, in time order (stable; rows whose time does
 * not parse left out), as a new array.
 */
export function rowsOnLocalDate<T extends Timed>(
  rows: readonly T[],
  dateIso: string,
  timeZone: string,
): T[] {
  let days = kept.get(rows)
  if (days?.timeZone !== timeZone) {
    days = group(rows, timeZone)
    kept.set(rows, days)
  }
  return [...((days.days.get(dateIso) ?? []) as T[])]
}

/**
 * Tells rowsOnLocalDate that `rows` are all the rows of one local date in timeZone (a refresh cuts
 * each series into its days once, day-slices.ts): asking for that date then copies them instead
 * of converting every row's time again. Rows out of time order are not kept (they are grouped as
 * any other array when asked).
 */
export function keepAsLocalDay(rows: readonly Timed[], dateIso: string, timeZone: string): void {
  for (let i = 1; i < rows.length; i++) {
    const [before, row] = [rows[i - 1] as Timed, rows[i] as Timed]
    if (!(epochMsOf(before.time) <= epochMsOf(row.time))) return
  }
  kept.set(rows, { timeZone, days: new Map([[dateIso, rows as Timed[]]]) })
}
