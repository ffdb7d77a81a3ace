// NDBC realtime2 standard meteorological file: plain text, newest row
// first, UTC, 'MM' for missing. Wave columns are usually filled only once an hour (the :40/:50
// rows), so the latest observation takes each value from the newest row that has it.
import type { HourlyConditions } from '../../../shared/domain/forecast/series'
import type { UpstreamConfig } from './config'
import { readUpstreamConfig, upstreamUrl } from './config'
import { blankHour } from './hourly'
import type { UpstreamResult } from './http'
import { fail, fetchText } from './http'
import type { Dimension } from './units'
import { converterFor } from './units'

export type BuoyObservation = HourlyConditions & {
  /** ISO UTC of the newest row; `time` is the same instant. Values may come from rows up to 2 h older. */
  observedAt: string
}

export type BuoyReport = {
  station: string
  latest: BuoyObservation | null
  /** Oldest first, one row per UTC hour (each value from the row nearest the top of the hour). */
  hourly: HourlyConditions[]
}

/** One row of converted values; `at` is epoch ms (UTC). */
export type Row = { at: number; values: Partial<Record<Column, number>> }
type Column = keyof typeof COLUMNS

// Column name → the HourlyConditions field it feeds and how to convert it.
const COLUMNS = {
  WVHT: { field: 'waveHeightFt', dimension: 'length' },
  DPD: { field: 'wavePeriodS', dimension: 'period' },
  APD: { field: 'wavePeriodS', dimension: 'period' },
  MWD: { field: 'waveDirectionDeg', dimension: 'direction' },
  WSPD: { field: 'windSpeedMph', dimension: 'speed' },
  GST: { field: 'windGustMph', dimension: 'speed' },
  WDIR: { field: 'windDirectionDeg', dimension: 'direction' },
  ATMP: { field: 'airTempF', dimension: 'temperature' },
  WTMP: { field: 'waterTempF', dimension: 'temperature' },
  VIS: { field: 'visibilityMiles', dimension: 'visibility' },
} as const satisfies Record<string, { field: keyof HourlyConditions; dimension: Dimension }>

const LATEST_WINDOW_MS = 2 * 60 * 60 * 1000
const HOUR_MS = 60 * 60 * 1000

/** Fetches a buoy's realtime2 .txt and returns the latest observation and an hourly series. */
export async function fetchBuoy(
  station: string,
  options: { config?: UpstreamConfig } = {},
): Promise<UpstreamResult<BuoyReport>> {
  const config = options.config ?? readUpstreamConfig()
  const id = station.trim().toUpperCase()
  const url = upstreamUrl(config, 'ndbc', `/data/realtime2/${encodeURIComponent(id)}.txt`)
  const text = await fetchText({ source: 'ndbc', url, config, accept: 'text/plain' })
  if (!text.ok) return text
  const rows = parseRealtime2(text.value)
  if (typeof rows === 'string') return fail('ndbc', 'malformed', rows)
  return { ok: true, value: { station: id, ...summariseRows(rows) }, fetchedAt: text.fetchedAt }
}

/** Parses realtime2 text into rows of converted values, newest first; a string is an error. */
export function parseRealtime2(text: string): Row[] | string {
  const table = readTable(text, 'YY')
  if (typeof table === 'string') return table
  const rows: Row[] = []
  for (const cells of table.rows) {
    const row = parseRow(table.header, table.units, cells)
    if (typeof row === 'string') return row
    rows.push(row)
  }
  return rows.sort((a, b) => b.at - a.at)
}

/**
 * An NDBC text table (a '#' header row starting with `first`, a '#' units row, rows of cells):
 * its header, units and each row's cells; a string is an error.
 */
export function readTable(
  text: string,
  first: 'YY' | 'STN',
): { header: string[]; units: string[]; rows: string[][] } | string {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '')
  const header = lines[0]?.replace(/^#/, '').trim().split(/\s+/)
  const units = lines[1]?.replace(/^#/, '').trim().split(/\s+/)
  if (!header || !units || header[0] !== first || units.length !== header.length) {
    return `missing the #${first} header and units rows`
  }
  const rows: string[][] = []
  for (const line of lines.slice(2)) {
    if (line.startsWith('#')) continue
    const cells = line.trim().split(/\s+/)
    if (cells.length !== header.length)
      return `row has ${cells.length} cells, header has ${header.length}`
    rows.push(cells)
  }
  return { header, units, rows }
}

/** One row's cells → converted values; realtime2 names the year YY, latest_obs YYYY. */
export function parseRow(header: string[], units: string[], cells: string[]): Row | string {
  const cell = (name: string) => cells[header.indexOf(name)] ?? ''
  const year = header.includes('YY') ? 'YY' : 'YYYY'
  const [y, mo, d, h, mi] = [year, 'MM', 'DD', 'hh', 'mm'].map((n) => Number(cell(n)))
  const at = Date.UTC(y ?? NaN, (mo ?? NaN) - 1, d, h, mi)
  if (Number.isNaN(at)) return `unreadable time in row '${cells.join(' ')}'`
  const values: Row['values'] = {}
  for (const [index, name] of header.entries()) {
    if (!(name in COLUMNS) || cells[index] === 'MM') continue
    const column = name as Column
    const convert = converterFor(COLUMNS[column].dimension, units[index] ?? '')
    if (!convert) return `unexpected unit '${units[index]}' for ${name}`
    const n = Number(cells[index])
    if (Number.isFinite(n)) values[column] = convert(n)
  }
  return { at, values }
}

function summariseRows(rows: Row[]): Pick<BuoyReport, 'latest' | 'hourly'> {
  const newest = rows[0]
  if (!newest) return { latest: null, hourly: [] }
  const recent = rows.filter((r) => newest.at - r.at <= LATEST_WINDOW_MS)
  const time = new Date(newest.at).toISOString()
  const latest: BuoyObservation = { ...toHour(time, recent), observedAt: time }
  const byHour = new Map<number, Row[]>()
  for (const row of rows) {
    const hour = Math.round(row.at / HOUR_MS) * HOUR_MS
    byHour.set(hour, [...(byHour.get(hour) ?? []), row])
  }
  const hourly = [...byHour.entries()]
    .sort(([a], [b]) => a - b)
    .map(([hour, group]) => {
      const nearest = [...group].sort((a, b) => Math.abs(a.at - hour) - Math.abs(b.at - hour))
      return toHour(new Date(hour).toISOString(), nearest)
    })
  return { latest, hourly }
}

/** Each field from the first row (in the given order) that has it. DPD (dominant) wins over APD. */
export function toHour(time: string, rows: Row[]): HourlyConditions {
  const hour = blankHour(time)
  const pick = (column: Column) => rows.find((r) => r.values[column] !== undefined)?.values[column]
  for (const column of Object.keys(COLUMNS) as Column[]) {
    const { field } = COLUMNS[column]
    if (hour[field] !== null) continue
    hour[field] = pick(column) ?? null
  }
  return hour
}
