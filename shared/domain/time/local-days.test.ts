import { describe, expect, it } from 'vitest'
import { keepAsLocalDay, rowsOnLocalDate } from './local-days'
import { localDateOf } from './zoned'

const hours = [
  { time: '2026-12-03T09:00:00Z', n: 1 },
  { time: 'not a time', n: 2 },
  { time: '2026-12-02T23:00:00Z', n: 3 },
  { time: '2026-12-03T07:00:00Z', n: 4 },
  { time: '2026-12-03T07:00:00Z', n: 5 },
  { time: '2026-12-04T01:00:00Z', n: 6 },
]

/** The plain definition: filter by local date, then a stable sort by instant. */
const bruteForce = (date: string, tz: string) =>
  hours
    .filter((h) => !Number.isNaN(Date.parse(h.time)) && localDateOf(h.time, tz) === date)
    .sort((a, b) => Date.parse(a.time) - Date.parse(b.time))

describe('rowsOnLocalDate', () => {
  it('answers what a filter and a stable sort answer, in every zone asked of the same array', () => {
    for (const tz of ['UTC', 'America/Los_Angeles', 'Pacific/Auckland', 'UTC']) {
      for (const date of ['2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05']) {
        expect(rowsOnLocalDate(hours, date, tz), `${tz} ${date}`).toEqual(bruteForce(date, tz))
      }
    }
    expect(rowsOnLocalDate(hours, '2026-12-03', 'UTC').map((h) => h.n)).toEqual([4, 5, 1])
  })

  it('hands out a new array each time: a caller changing it changes no other answer', () => {
    const first = rowsOnLocalDate(hours, '2026-12-03', 'UTC')
    first.pop()
    expect(rowsOnLocalDate(hours, '2026-12-03', 'UTC')).toHaveLength(3)
  })
})

describe('keepAsLocalDay', () => {
  it("should answer a kept day's rows for its date and none for another", () => {
    const day = [{ time: '2026-12-03T07:00:00Z' }, { time: '2026-12-03T09:00:00Z' }]
    keepAsLocalDay(day, '2026-12-03', 'UTC')
    expect(rowsOnLocalDate(day, '2026-12-03', 'UTC')).toEqual(day)
    expect(rowsOnLocalDate(day, '2026-12-04', 'UTC')).toEqual([])
  })

  it('should not keep rows out of time order: they are grouped and sorted when asked', () => {
    const rows = [{ time: '2026-12-03T09:00:00Z' }, { time: '2026-12-03T07:00:00Z' }]
    keepAsLocalDay(rows, '2026-12-03', 'UTC')
    expect(rowsOnLocalDate(rows, '2026-12-03', 'UTC')).toEqual([rows[1], rows[0]])
  })
})
