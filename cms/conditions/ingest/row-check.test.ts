import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  ConditionRow,
  ForecastRow,
  HourlyRow,
  ReportRow,
} from '../../../shared/contracts/stored-rows'
import { compileRowCheck, rowProblem } from './row-check'
import { buildSpotRows } from './rows'
import { buildSpot } from './spot-series'
import { marineHours, spotOf, statesFor } from './test-support'

const NOW = new Date('2026-11-20T10:30:00.000Z')
const spot = spotOf()
const buoy = marineHours({ waveHeightFt: 7 }).slice(0, 12)
const rows = buildSpotRows(buildSpot(spot, statesFor([spot], { buoy }), 'live'), NOW)
const TABLES = [
  ['conditions', ConditionRow, rows.conditions],
  ['forecasts', ForecastRow, rows.forecasts],
  ['reports', ReportRow, rows.reports],
  ['hourly', HourlyRow, rows.hourly],
] as const

// A seeded generator: the same broken rows every run.
let seed = 11
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
const WRONG: unknown[] = [NaN, Infinity, null, undefined, 'x', 3.5, -1, true, {}, [], '2026-02-30']

/** A copy of `row` with one value somewhere inside it wrong, or gone. */
function broken(row: object): object {
  const copy = structuredClone(row) as Record<string, unknown>
  let node = copy
  for (let depth = 0; depth < 6; depth++) {
    const keys = Object.keys(node)
    const key = keys[Math.floor(random() * keys.length)]
    if (key === undefined) break
    const value = node[key]
    if (value && typeof value === 'object' && random() < 0.7) {
      node = value as Record<string, unknown>
      continue
    }
    if (random() < 0.15) delete node[key]
    else node[key] = WRONG[Math.floor(random() * WRONG.length)]
    break
  }
  return copy
}

describe('compileRowCheck', () => {
  it.each(TABLES)(
    'should give zod’s verdict on the %s rows and on broken copies',
    (_, schema, list) => {
      const fits = compileRowCheck(schema)
      let refused = 0
      for (const row of list) {
        expect(fits(row)).toBe(true)
        for (let i = 0; i < 150; i++) {
          const candidate = broken(row)
          const zod = schema.safeParse(candidate).success
          expect(fits(candidate), JSON.stringify(candidate).slice(0, 300)).toBe(zod)
          if (!zod) refused++
        }
      }
      expect(refused).toBeGreaterThan(0)
    },
  )

  it('should refuse a date the calendar does not have, as zod does', () => {
    const fits = compileRowCheck(ConditionRow)
    const [first] = rows.conditions
    const row = { ...first, date: '2026-02-30' }
    expect(fits(row)).toBe(false)
    expect(rowProblem(ConditionRow, row)).toBe('date: That date does not exist on the calendar')
  })

  it('should stop at a refinement it cannot state, rather than pass what zod refuses', () => {
    const odd = z.object({ n: z.number().refine((n) => n % 2 === 1) })
    expect(() => compileRowCheck(odd)).toThrow(/refinement/)
  })
})
