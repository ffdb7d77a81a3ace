// Writes a run's rows in one transaction with bulk upserts (INSERT … ON CONFLICT DO UPDATE on the
// collections' unique indexes), into the tables of Payload's own Drizzle schema. ~1,000 rows as single
// Local API calls would take seconds; this takes a few statements, and readers see the whole
// refresh at once. It skips Payload hooks and field validation on purpose: ingestion is a system
// job whose rows come from typed builders, and nothing else listens to these collections.
import { sql } from '@payloadcms/db-postgres'
import { getTableName } from '@payloadcms/db-postgres/drizzle'
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

/** The rows of one raw SQL query through Payload's Drizzle connection. */
export const rowsOf = async <T>(payload: Payload, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await payload.db.drizzle.execute(query)) as { rows: T[] }).rows

type Row = Record<string, unknown>
type Column = { name: string }
export type Table = Record<string, Column>

/** Rows per statement: one JSON parameter of a few MB at most (hourly rows are the largest). */
const BATCH = 250

const TARGETS = {
  surf_conditions: ['spot', 'date'],
  surf_forecasts: ['spot', 'forecastDate'],
  surf_reports: ['spot', 'date'],
  surf_hourly: ['spot', 'date'],
  weather_conditions: ['date'],
} as const

type TableName = keyof typeof TARGETS
export type Tx = Parameters<Parameters<Payload['db']['drizzle']['transaction']>[0]>[0]

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`

/**
 * Bulk INSERT … ON CONFLICT (target) DO UPDATE of rows (keyed by the table's field names). The
 * rows travel as one JSON parameter that PostgreSQL turns back into the table's row type
 * (jsonb_populate_recordset): building a statement of thousands of bound values cost more CPU
 * than every rule of a refresh (bench/README.md "Catalogue").
 */
export async function upsert(
  tx: Tx,
  table: Table,
  target: readonly string[],
  rows: Row[],
  at: string,
) {
  if (rows.length === 0) return
  const fields = [...new Set(rows.flatMap((row) => Object.keys(row)))]
  const columnOf = (field: string) => {
    const column = table[field]
    if (!column) throw new Error(`ingestion: no column for '${field}'`)
    return column.name
  }
  const columns = fields.map(columnOf)
  const keys = new Set(target.map(columnOf))
  const list = [...columns, 'updated_at'].map(quoted).join(', ')
  const updates = [...columns.filter((c) => !keys.has(c)), 'updated_at']
    .map((c) => `${quoted(c)} = excluded.${quoted(c)}`)
    .join(', ')
  const name = quoted(getTableName(table as never))
  const head = sql.raw(`insert into ${name} (${list}) select ${list}
    from jsonb_populate_recordset(null::${name}, `)
  const tail = sql.raw(`::jsonb)
    on conflict (${[...keys].map(quoted).join(', ')}) do update set ${updates}`)
  for (let i = 0; i < rows.length; i += BATCH) {
    const json = JSON.stringify(
      rows.slice(i, i + BATCH).map((row) => {
        const out: Row = { updated_at: at }
        for (const [f, field] of fields.entries()) out[columns[f] as string] = row[field] ?? null
        return out
      }),
    )
    await tx.execute(sql`${head}${json}${tail}`)
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
