import { describe, expect, it } from 'vitest'
import { blankHour, type HourlyConditions } from './series'
import { estimateTideEvents } from './tide-model'

const START = Date.parse('2026-11-21T00:00:00.000Z')

function hour(i: number, seaLevelFt: number | null): HourlyConditions {
  return { ...blankHour(new Date(START + i * 3_600_000).toISOString()), seaLevelFt }
}

// A semi-diurnal tide: period 12 h 25 min, amplitude 3 ft, high at 02:30 UTC.
const PERIOD_H = 12 + 25 / 60
const tide = (h: number): number => 3 * Math.cos((2 * Math.PI * (h - 2.5)) / PERIOD_H)

describe('estimateTideEvents', () => {
  it('should find alternating highs and lows within ten minutes of the true times', () => {
    const events = estimateTideEvents(Array.from({ length: 25 }, (_, i) => hour(i, tide(i))))
    const expected = [
      ['high', 2.5],
      ['low', 2.5 + PERIOD_H / 2],
      ['high', 2.5 + PERIOD_H],
      ['low', 2.5 + 1.5 * PERIOD_H],
    ] as const
    expect(events.map((e) => e.type)).toEqual(expected.map(([type]) => type))
    events.forEach((e, i) => {
      const trueMs = START + (expected[i]?.[1] ?? 0) * 3_600_000
      expect(Math.abs(Date.parse(e.time) - trueMs)).toBeLessThan(10 * 60_000)
      expect(Math.abs(e.heightFt ?? 0)).toBeCloseTo(3, 1)
    })
  })

  it.each([
    ['no sea level', Array.from({ length: 10 }, (_, i) => hour(i, null))],
    ['a gap at the turn', [hour(0, 1), hour(1, 2), hour(3, 1)]],
    ['a steady rise', [hour(0, 1), hour(1, 2), hour(2, 3)]],
  ])('should find nothing in %s', (_name, hourly) => {
    expect(estimateTideEvents(hourly)).toEqual([])
  })

  it('should drop a wobble smaller than the minimum range and keep the higher high', () => {
    const levels = [0, 2, 1.98, 2.05, 0, -2, 0]
    const events = estimateTideEvents(levels.map((v, i) => hour(i, v)))
    expect(events.map((e) => e.type)).toEqual(['high', 'low'])
    expect(events[0]?.time.slice(11, 13)).toBe('02')
  })
})
