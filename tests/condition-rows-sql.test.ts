// A page's condition rows are read in one SQL statement (cms/conditions/read/condition-rows-sql.ts)
// instead of Payload's find: it must answer what a visitor's find answers. The seeded spots'
// rows for each window date, read by SQL, against the dated list (GET /api/surf-spots?date, read
// through Payload's Local API); and what makes SQL the same as a visitor's read (public access,
// no read hooks, one column per field) stays so.
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { anyone } from '../cms/access/anyone'
import { SurfConditions } from '../cms/collections/surf-conditions'
import { CONDITION_COLUMNS, readConditionsOf } from '../cms/conditions/read/condition-rows-sql'
import { SpotConditionList } from '../shared/contracts/conditions'
import { getParsed, waitForConditions, windowDates } from './conditions-helpers'

let baseUrl: string
let pool: pg.Pool

beforeAll(async () => {
  baseUrl = inject('baseUrl')
  pool = new pg.Pool({ connectionString: inject('databaseUrl'), max: 2 })
  await waitForConditions(baseUrl)
})

afterAll(async () => {
  await pool?.end()
})

describe('a page’s condition rows in SQL', () => {
  it('should answer for every seeded spot and window date what the Payload-read list answers', async () => {
    const dates = windowDates()
    const lists = await Promise.all(
      dates.map((date) =>
        getParsed(baseUrl, `/api/surf-spots?date=${date}&units=imperial`, SpotConditionList),
      ),
    )
    const ids = lists[0]?.map((s) => s.id) ?? []
    expect(ids.length).toBe(49)
    const read = await readConditionsOf(pool, ids, dates)
    let compared = 0
    for (const [i, date] of dates.entries()) {
      for (const spot of lists[i] ?? []) {
        const mine = read.get(`${spot.id}|${date}`) ?? null
        // Through JSON, as the API answers it.
        expect(JSON.parse(JSON.stringify(mine)), `${spot.name} ${date}`).toEqual(
          spot.currentCondition,
        )
        if (mine) compared++
      }
    }
    // Not a comparison of nulls: the seeded window has rows.
    expect(compared).toBeGreaterThanOrEqual(49 * 4)
    expect(read.size).toBe(compared)
  })

  it('should read nothing for no spots or no dates, and nothing of spots it was not asked', async () => {
    expect((await readConditionsOf(pool, [], windowDates())).size).toBe(0)
    expect((await readConditionsOf(pool, [1], [])).size).toBe(0)
    const [date] = windowDates()
    const { rows } = await pool.query<{ spot_id: number }>(
      'select spot_id from surf_conditions where date = $1 order by spot_id limit 2',
      [date],
    )
    const one = rows.map((r) => r.spot_id)
    const read = await readConditionsOf(pool, one.slice(0, 1), [date as string])
    expect([...read.keys()]).toEqual([`${one[0]}|${date}`])
  })

  it('should stay a visitor’s read: public access, no read hooks, a column for every field', async () => {
    expect(SurfConditions.access?.read).toBe(anyone)
    expect(SurfConditions.hooks?.afterRead ?? []).toEqual([])
    expect(SurfConditions.hooks?.beforeRead ?? []).toEqual([])
    const { rows } = await pool.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'surf_conditions'`,
    )
    const columns = new Set(rows.map((r) => r.column_name))
    for (const [field, column] of CONDITION_COLUMNS) {
      expect(columns.has(column), `${field} → ${column}`).toBe(true)
      const config = SurfConditions.fields.find((f) => 'name' in f && f.name === field)
      if (!config) continue // spot, date and the timestamps come from spotDayCollection
      expect(
        'access' in config && config.access?.read,
        `${field} has read access of its own`,
      ).toBeFalsy()
      expect('hooks' in config && config.hooks?.afterRead, `${field} has a read hook`).toBeFalsy()
    }
  })
})
