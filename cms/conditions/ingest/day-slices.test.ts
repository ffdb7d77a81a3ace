import { describe, expect, it } from 'vitest'
import { hoursFrom } from '../../../shared/domain/forecast/test-support'
import { groupByLocalDate } from './day-slices'

describe('groupByLocalDate', () => {
  it('should cut UTC hours into the local days of the zone', () => {
    // 48 hours from UTC midnight in Honolulu (UTC−10): the first 10 hours are the day before.
    const days = groupByLocalDate(hoursFrom('2026-11-21T00:00:00.000Z', 48), 'Pacific/Honolulu')
    expect([...days.keys()]).toEqual(['2026-11-20', '2026-11-21', '2026-11-22'])
    expect(days.get('2026-11-20')).toHaveLength(10)
    expect(days.get('2026-11-21')).toHaveLength(24)
    expect(days.get('2026-11-22')).toHaveLength(14)
  })

  it('should skip rows whose time does not parse', () => {
    const days = groupByLocalDate([{ time: 'not a time' }], 'UTC')
    expect(days.size).toBe(0)
  })
})
