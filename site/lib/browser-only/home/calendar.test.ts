import { describe, expect, it } from 'vitest'
import { monthGrid, monthTitle, selectableMonths, shiftMonth } from './calendar'

describe('monthGrid', () => {
  it('should start every week on Sunday and pad with the neighbouring months', () => {
    // 1 Nov 2026 is a Sunday, 30 Nov a Monday.
    const weeks = monthGrid('2026-11', '2026-11-21')
    expect(weeks).toHaveLength(5)
    expect(weeks[0]?.[0]).toEqual({ date: '2026-11-01', inMonth: true, selectable: false })
    expect(weeks[4]?.map((d) => d.date)).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ])
    expect(weeks[4]?.[2]?.inMonth).toBe(false)
  })

  it('should make only today through today + 4 selectable', () => {
    const selectable = monthGrid('2026-11', '2026-11-28')
      .flat()
      .filter((d) => d.selectable)
      .map((d) => d.date)
    expect(selectable).toEqual([
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ])
  })

  it('should start a month on its weekday (1 Jan 2027 is a Friday)', () => {
    const [first] = monthGrid('2027-01', '2026-12-30')
    expect(first?.map((d) => d.date.slice(8))).toEqual(['27', '28', '29', '30', '31', '01', '02'])
  })
})

describe('months', () => {
  it.each([
    ['2026-11', 1, '2026-12'],
    ['2026-12', 1, '2027-01'],
    ['2027-01', -1, '2026-12'],
  ])('should shift %s by %i to %s', (month, n, expected) => {
    expect(shiftMonth(month, n)).toBe(expected)
  })

  it.each([
    ['2026-11-21', ['2026-11']],
    ['2026-11-28', ['2026-11', '2026-12']],
  ])('should offer the months holding a selectable day from %s', (today, months) => {
    expect(selectableMonths(today)).toEqual(months)
  })

  it('should title a month', () => {
    expect(monthTitle('2026-11')).toBe('November 2026')
  })
})
