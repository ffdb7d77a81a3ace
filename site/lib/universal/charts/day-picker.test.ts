import { describe, expect, it } from 'vitest'
import { dayLinks, pickChartDay } from './day-picker'

const DATES = ['2026-11-25', '2026-11-26', '2026-11-27']

describe('pickChartDay', () => {
  it('should take the asked day when it is stored', () => {
    expect(pickChartDay(DATES, '2026-11-27', '2026-11-25')).toBe('2026-11-27')
  })

  it('should fall back to the report date for an unknown or malformed day', () => {
    expect(pickChartDay(DATES, '2026-12-30', '2026-11-26')).toBe('2026-11-26')
    expect(pickChartDay(DATES, 'tomorrow', '2026-11-26')).toBe('2026-11-26')
  })

  it('should take the first stored day when the report date has none, and null without days', () => {
    expect(pickChartDay(DATES, null, '2026-11-29')).toBe('2026-11-25')
    expect(pickChartDay([], null, '2026-11-25')).toBeNull()
  })
})

describe('dayLinks', () => {
  it('should keep the report date and set the day on each link', () => {
    const links = dayLinks({
      dates: DATES.slice(0, 2),
      current: '2026-11-26',
      today: '2026-11-25',
      url: new URL('http://x/spot/3/report?date=2026-11-26&day=2026-11-25'),
    })
    expect(links).toEqual([
      {
        date: '2026-11-25',
        label: 'Today',
        href: '/spot/3/report?date=2026-11-26&day=2026-11-25#hourly',
        isCurrent: false,
      },
      {
        date: '2026-11-26',
        label: 'Tomorrow',
        href: '/spot/3/report?date=2026-11-26&day=2026-11-26#hourly',
        isCurrent: true,
      },
    ])
  })
})
