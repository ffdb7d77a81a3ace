import { describe, expect, it } from 'vitest'
import { CHART_WIDTH, GUTTER, dayFrame, hourLabel } from './frame'
import { chartDay, hourAt } from './test-day'

const NOON = new Date('2026-11-25T20:00:00Z') // 12:00 at −08:00

describe('dayFrame', () => {
  it('should give each of 24 hours an equal slot from the gutter to the full width', () => {
    const frame = dayFrame(chartDay(), NOON)
    expect(frame.slots).toHaveLength(24)
    expect(frame.slots[0]?.x0).toBe(GUTTER)
    expect(frame.slots[23]?.x1).toBeCloseTo(CHART_WIDTH)
    const widths = frame.slots.map((s) => s.x1 - s.x0)
    for (const w of widths) expect(w).toBeCloseTo((CHART_WIDTH - GUTTER) / 24)
  })

  it('should label every third local hour', () => {
    const frame = dayFrame(chartDay(), NOON)
    expect(frame.ticks.map((t) => t.label)).toEqual([
      '12a',
      '3a',
      '6a',
      '9a',
      '12p',
      '3p',
      '6p',
      '9p',
    ])
  })

  it('should shade night before first light and after last light', () => {
    const frame = dayFrame(chartDay(), NOON)
    const x = (iso: string) => frame.x(Date.parse(iso))
    expect(frame.nights).toEqual([
      { x0: GUTTER, x1: x('2026-11-25T06:30:00-08:00') },
      { x0: x('2026-11-25T17:15:00-08:00'), x1: CHART_WIDTH },
    ])
  })

  it('should shade the night hours when the day has no first and last light', () => {
    const day = { ...chartDay(), firstLight: null, lastLight: null }
    expect(dayFrame(day, NOON).nights).toHaveLength(24 - 10)
  })

  it('should put the now line inside today only', () => {
    expect(dayFrame(chartDay(), NOON).nowX).toBeCloseTo(GUTTER + 12 * ((CHART_WIDTH - GUTTER) / 24))
    expect(dayFrame(chartDay(), new Date('2026-11-26T09:00:00Z')).nowX).toBeNull()
  })

  it('should keep a 23-hour day to its true length', () => {
    const day = { ...chartDay(), hours: Array.from({ length: 23 }, (_, h) => hourAt(h)) }
    const frame = dayFrame(day, NOON)
    expect(frame.slots).toHaveLength(23)
    expect(frame.slots[22]?.x1).toBeCloseTo(CHART_WIDTH)
  })
})

describe('hourLabel', () => {
  it.each([
    [0, '12a'],
    [6, '6a'],
    [12, '12p'],
    [21, '9p'],
  ])('should write hour %i as %s', (hour, label) => {
    expect(hourLabel(hour)).toBe(label)
  })
})
