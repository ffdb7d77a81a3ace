// A page's condition rows in one SQL statement (GET /api/surf-spots?near|bbox|q pages, 50–200
// spots of thousands) instead of Payload's find (its query builder and per-row field walk): at
// 10,049 spots a bbox page's p50 went 22.0 → 16.3 ms (bench/README.md). It reads what a visitor's
// find reads: surf-conditions is public (publicReadAdminWrite: read by anyone) with no read hooks
// and flat columns, one per field of CONDITION_SELECT (tests/condition-rows-sql.test.ts holds
// both, and that the answers are the same as Payload's).
import pg from 'pg'
import type { Condition } from '../../../shared/contracts/conditions'
import { CONDITION_SELECT, ConditionDoc, toCondition } from './docs'

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

/** Each selected field's column, as Payload's postgres adapter names it (a relation: `_id`). */
export const CONDITION_COLUMNS: [field: string, column: string][] = Object.keys(
  CONDITION_SELECT,
).map((field) => [field, field === 'spot' ? 'spot_id' : snake(field)])

const NUMERIC = 1700
const TIMESTAMPTZ = 1184

const toDate = pg.types.getTypeParser(TIMESTAMPTZ, 'text') as (v: string) => Date

/** As Payload answers them: numeric as numbers, timestamps as ISO texts (UTC, milliseconds). */
const types = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') => {
    if (oid === NUMERIC) return (v: string) => Number.parseFloat(v)
    if (oid === TIMESTAMPTZ) return (v: string) => toDate(v).toISOString()
    // pg's own for the rest (jsonb, booleans, integers, text).
    return pg.types.getTypeParser(oid, format)
  },
}

const STATEMENT =
  `select ${CONDITION_COLUMNS.map(([field, column]) => `"${column}" as "${field}"`).join(', ')} ` +
  `from surf_conditions where spot_id = any($1::int[]) and date = any($2::text[])`

/** The conditions of some spots on some dates, by `${spotId}|${date}` (a page's rows). */
export async function readConditionsOf(
  pool: Pick<pg.Pool, 'query'>,
  spotIds: readonly number[],
  dates: readonly string[],
): Promise<Map<string, Condition>> {
  if (spotIds.length === 0 || dates.length === 0) return new Map()
  const { rows } = await pool.query({
    text: STATEMENT,
    values: [[...spotIds], [...dates]],
    types,
  })
  return new Map(
    rows.map((row) => {
      const doc = ConditionDoc.parse(row)
      return [`${doc.spot}|${doc.date}`, toCondition(doc)]
    }),
  )
}
