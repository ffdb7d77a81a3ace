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
import type { ValidateFunction } from 'ajv/dist/2020.js'
import { compileRowCheck, rowProblem } from './row-check'
import type { SpotRows } from './rows'

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

const columnNames = new WeakMap<Table, Map<string, string>>()

/** The column a row field is stored in (Payload's snake_case name). */
function columnOf(table: Table, field: string): string {
  let names = columnNames.get(table)
  if (!names) columnNames.set(table, (names = new Map()))
  let name = names.get(field)
  if (name === undefined) {
    const column = table[field]
    if (!column) throw new Error(`ingestion: no column for '${field}'`)
    names.set(field, (name = column.name))
  }
  return name
}

/** A table's rows as JSON texts keyed by column, each with its updated_at: one upsert's worth. */
export type RowTexts = { columns: Set<string>; texts: string[] }

export const rowTexts = (): RowTexts => ({ columns: new Set(), texts: [] })

/**
 * Adds `rows` to `into` as JSON texts. A refresh batch serialises each spot's rows as soon as
 * they are built, so it keeps text, not ~140 KB of objects a spot for the GC to copy and mark
 * until the batch is stored (bench/README.md "Refresh CPU").
 */
export function addRowTexts(into: RowTexts, table: Table, rows: readonly Row[], at: string) {
  for (const row of rows) {
    const out: Row = { updated_at: at }
    for (const field in row) {
      const column = columnOf(table, field)
      into.columns.add(column)
      out[column] = row[field] ?? null
    }
    into.texts.push(JSON.stringify(out))
  }
}

/**
 * Bulk INSERT … ON CONFLICT (target) DO UPDATE of rows serialised by addRowTexts. They travel
 * as one JSON parameter per BATCH rows that PostgreSQL turns back into the table's row type
 * (jsonb_populate_recordset; a column a row leaves out is NULL): building a statement of
 * thousands of bound values cost more CPU than every rule of a refresh.
 */
export async function upsertTexts(tx: Tx, table: Table, target: readonly string[], rows: RowTexts) {
  if (rows.texts.length === 0) return
  const keys = new Set(target.map((field) => columnOf(table, field)))
  const columns = [...rows.columns]
  const list = [...columns, 'updated_at'].map(quoted).join(', ')
  const updates = [...columns.filter((c) => !keys.has(c)), 'updated_at']
    .map((c) => `${quoted(c)} = excluded.${quoted(c)}`)
    .join(', ')
  const name = quoted(getTableName(table as never))
  const head = sql.raw(`insert into ${name} (${list}) select ${list}
    from jsonb_populate_recordset(null::${name}, `)
  const tail = sql.raw(`::jsonb)
    on conflict (${[...keys].map(quoted).join(', ')}) do update set ${updates}`)
  for (let i = 0; i < rows.texts.length; i += BATCH) {
    const json = `[${rows.texts.slice(i, i + BATCH).join(',')}]`
    await tx.execute(sql`${head}${json}${tail}`)
  }
}

/** Bulk upsert of rows keyed by the table's field names (upsertTexts). */
export async function upsert(
  tx: Tx,
  table: Table,
  target: readonly string[],
  rows: Row[],
  at: string,
) {
  const texts = rowTexts()
  addRowTexts(texts, table, rows, at)
  await upsertTexts(tx, table, target, texts)
}

/** The schema each table's rows must fit (shared/contracts/stored-rows.ts), read back by the API. */
const ROW_SCHEMAS: Partial<Record<TableName, z.ZodType>> = {
  surf_conditions: ConditionRowSchema,
  surf_forecasts: ForecastRowSchema,
  surf_reports: ReportRowSchema,
  surf_hourly: HourlyRowSchema,
}

const compiled = new Map<TableName, ValidateFunction>()

/**
 * Refuses a run whose rows do not fit the shapes the readers parse (a builder's bug): better no
 * refresh, and the last one kept, than rows every reader would fail on. ajv compiled from the row
 * schema passes a row; one it does not pass, zod judges and names (row-check.ts).
 */
export function checkRows(name: TableName, rows: readonly Row[]): void {
  const schema = ROW_SCHEMAS[name]
  if (!schema) return
  let fits = compiled.get(name)
  if (!fits) compiled.set(name, (fits = compileRowCheck(schema)))
  for (const row of rows) {
    if ((fits as (row: unknown) => boolean)(row)) continue
    const problem = rowProblem(schema, row)
    if (problem === null) continue
    const where = `${name} spot ${String(row.spot)} ${String(row.date ?? row.forecastDate)}`
    throw new Error(`ingestion: ${where}: ${problem}`)
  }
}

/** The four tables of a spot's rows, in the order a batch stores them. */
const SPOT_TABLES = ['surf_conditions', 'surf_forecasts', 'surf_reports', 'surf_hourly'] as const
type SpotTable = (typeof SPOT_TABLES)[number]

const SPOT_ROWS: Record<SpotTable, keyof SpotRows> = {
  surf_conditions: 'conditions',
  surf_forecasts: 'forecasts',
  surf_reports: 'reports',
  surf_hourly: 'hourly',
}

/** A refresh batch's rows, checked and serialised spot by spot, stored in one transaction. */
export type RowWriter = {
  /** Checks one spot's rows (checkRows: a bad row refuses the batch) and serialises them. */
  add: (rows: SpotRows) => void
  count: () => number
  /** Upserts every row added, with `within`'s statements in the same transaction. */
  store: (within?: (tx: Tx) => Promise<void>) => Promise<number>
}

export function rowWriter(payload: Payload, now: Date): RowWriter {
  const tables = payload.db.tables as Record<TableName, Table>
  const at = now.toISOString()
  const pending = Object.fromEntries(SPOT_TABLES.map((t) => [t, rowTexts()])) as Record<
    SpotTable,
    RowTexts
  >
  const count = () => SPOT_TABLES.reduce((n, t) => n + pending[t].texts.length, 0)
  return {
    add: (rows) => {
      for (const name of SPOT_TABLES) {
        const list = rows[SPOT_ROWS[name]] as Row[]
        checkRows(name, list)
        addRowTexts(pending[name], tables[name], list, at)
      }
    },
    count,
    store: async (within) => {
      await payload.db.drizzle.transaction(async (tx) => {
        for (const name of SPOT_TABLES)
          await upsertTexts(tx, tables[name], TARGETS[name], pending[name])
        await within?.(tx)
      })
      return count()
    },
  }
}
