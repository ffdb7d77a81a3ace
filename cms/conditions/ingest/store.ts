// Writes a run's rows in one transaction with bulk upserts (INSERT … ON CONFLICT DO UPDATE on the
// collections' unique indexes), through Payload's own Drizzle tables. ~1,000 rows as single
// Local API calls would take seconds; this takes a few statements, and readers see the whole
// refresh at once. It skips Payload hooks and field validation on purpose: ingestion is a system
// job whose rows come from typed builders, and nothing else listens to these collections.
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { z } from 'zod'
import {
  ConditionRow as ConditionRowSchema,
  ForecastRow as ForecastRowSchema,
  HourlyRow as HourlyRowSchema,
  ReportRow as ReportRowSchema,
} from '../../../shared/contracts/stored-rows'
import type { ConditionRow, ForecastRow, HourlyRow, ReportRow } from './rows'
import type { WeatherRow } from './weather'

export type RunRows = {
  conditions: ConditionRow[]
  forecasts: ForecastRow[]
  reports: ReportRow[]
  hourly: HourlyRow[]
  weather: WeatherRow[]
}

type Row = Record<string, unknown>
type Column = { name: string }
export type Table = Record<string, Column>

/** Rows per statement: far under PostgreSQL's 65,535 parameters per query. */
const BATCH = 100

const TARGETS = {
  surf_conditions: ['spot', 'date'],
  surf_forecasts: ['spot', 'forecastDate'],
  surf_reports: ['spot', 'date'],
  surf_hourly: ['spot', 'date'],
  weather_conditions: ['date'],
} as const

type TableName = keyof typeof TARGETS
export type Tx = Parameters<Parameters<Payload['db']['drizzle']['transaction']>[0]>[0]

/** Bulk INSERT … ON CONFLICT (target) DO UPDATE of rows that share their keys. */
export async function upsert(
  tx: Tx,
  table: Table,
  target: readonly string[],
  rows: Row[],
  at: string,
) {
  const first = rows[0]
  if (!first) return
  const keys = Object.keys(first).filter((k) => !target.includes(k))
  const set: Record<string, unknown> = { updatedAt: sql.raw('excluded."updated_at"') }
  for (const key of keys) {
    const column = table[key]
    if (!column) throw new Error(`ingestion: no column for '${key}'`)
    set[key] = sql.raw(`excluded."${column.name}"`)
  }
  for (let i = 0; i < rows.length; i += BATCH) {
    const values = rows.slice(i, i + BATCH).map((row) => ({ ...row, updatedAt: at }))
    await tx
      .insert(table as never)
      .values(values as never)
      .onConflictDoUpdate({ target: target.map((k) => table[k]) as never, set: set as never })
  }
}

/** The schema each table's rows must fit (shared/contracts/stored-rows.ts), read back by the API. */
const ROW_SCHEMAS: Partial<Record<TableName, z.ZodType>> = {
  surf_conditions: ConditionRowSchema,
  surf_forecasts: ForecastRowSchema,
  surf_reports: ReportRowSchema,
  surf_hourly: HourlyRowSchema,
}

/**
 * Refuses a run whose rows do not fit the shapes the readers parse (a builder's bug): better no
 * refresh, and the last one kept, than rows every reader would fail on.
 */
export function checkRows(name: TableName, rows: readonly Row[]): void {
  const schema = ROW_SCHEMAS[name]
  if (!schema) return
  for (const row of rows) {
    const parsed = schema.safeParse(row)
    if (parsed.success) continue
    const issue = parsed.error.issues[0]
    const where = `${name} spot ${String(row.spot)} ${String(row.date ?? row.forecastDate)}`
    throw new Error(`ingestion: ${where}: ${issue?.path.join('.')}: ${issue?.message}`)
  }
}

/**
 * Upserts every row of one refresh batch in one transaction, with `within`'s statements (the
 * batch's counter) in it too; resolves on commit.
 */
export async function storeRun(
  payload: Payload,
  rows: RunRows,
  now: Date,
  within?: (tx: Tx) => Promise<void>,
): Promise<number> {
  const tables = payload.db.tables as Record<TableName, Table>
  const at = now.toISOString()
  const sets: [TableName, Row[]][] = [
    ['surf_conditions', rows.conditions],
    ['surf_forecasts', rows.forecasts],
    ['surf_reports', rows.reports],
    ['surf_hourly', rows.hourly],
    ['weather_conditions', rows.weather],
  ]
  for (const [name, list] of sets) checkRows(name, list)
  await payload.db.drizzle.transaction(async (tx) => {
    for (const [name, list] of sets) await upsert(tx, tables[name], TARGETS[name], list, at)
    await within?.(tx)
  })
  return sets.reduce((n, [, list]) => n + list.length, 0)
}
