import { describe, expect, it } from 'vitest'
import type { BestWindow } from '../../../../shared/domain/rating/best-windows'
import { compareRows, windowText } from './compare-rows'

const window = (start: string, end: string, rating: BestWindow['rating']): BestWindow => ({
  start,
  end,
  hours: 3,
  rating,
  why: '',
})
const NOW = new Date('2026-11-25T20:00:00Z')
const spot = { id: 7, name: 'Rincon', location: 'CA', timeZone: 'America/Los_Angeles' }

describe('compareRows', () => {
  it("should give each spot five days from its own today with the day's rating and windows", () => {
    const [row] = compareRows({
      spots: [spot],
      forecasts: new Map([[7, [{ forecastDate: '2026-11-26', conditionRating: 'good' }]]]),
      windowDays: new Map([
        [
          7,
          [
            {
              date: '2026-11-26',
              bestWindows: [
                window('2026-11-26T07:00:00-08:00', '2026-11-26T10:00:00-08:00', 'good'),
                window('2026-11-26T14:00:00-08:00', '2026-11-26T16:00:00-08:00', 'rideable'),
              ],
            },
          ],
        ],
      ]),
      now: NOW,
    })
    expect(row?.days.map((d) => d.date)).toEqual([
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ])
    expect(row?.days[0]).toEqual({ date: '2026-11-25', rating: null, windows: [] })
    expect(row?.days[1]).toEqual({
      date: '2026-11-26',
      rating: 'good',
      windows: ['7–10 AM · GOOD', '2–4 PM · RIDEABLE'],
    })
  })
})

describe('windowText', () => {
  it('should end a window at midnight at 12 AM', () => {
    const w = window('2026-11-26T21:00:00-08:00', '2026-11-27T00:00:00-08:00', 'epic')
    expect(windowText(w)).toBe('9 PM–12 AM · EPIC')
  })

  it('should show the minutes of a window clipped to last light', () => {
    const w = window('2026-11-27T07:00:00-05:00', '2026-11-27T17:51:00-05:00', 'good')
    expect(windowText(w)).toBe('7 AM–5:51 PM · GOOD')
  })
})
