import { describe, expect, it } from 'vitest'
import type { TideEvent } from './series'
import { tideHeightAt, tideTrendAt } from './tide-curve'

const LOW = '2026-11-21T10:00:00.000Z'
const HIGH = '2026-11-21T16:00:00.000Z'
const events: TideEvent[] = [
  { time: HIGH, type: 'high', heightFt: 4 },
  { time: LOW, type: 'low', heightFt: 0 },
  { time: '2026-11-21T22:00:00.000Z', type: 'low', heightFt: 1 },
]
const at = (hoursAfterLow: number) => Date.parse(LOW) + hoursAfterLow * 3_600_000

describe('tideHeightAt', () => {
  it('should be the event heights at the events and half way between them half way in time', () => {
    expect(tideHeightAt(events, LOW)).toBeCloseTo(0, 6)
    expect(tideHeightAt(events, HIGH)).toBeCloseTo(4, 6)
    expect(tideHeightAt(events, at(3))).toBeCloseTo(2, 6)
  })

  it('should follow half a cosine between two events, not a straight line', () => {
    // 1 h of a 6 h rise: 2 − 2·cos(π/6) = 0.27 ft, where a straight line would say 0.67 ft.
    expect(tideHeightAt(events, at(1))).toBeCloseTo(2 - 2 * Math.cos(Math.PI / 6), 6)
    // Falling from 4 ft to 1 ft: half way is 2.5 ft.
    expect(tideHeightAt(events, at(9))).toBeCloseTo(2.5, 6)
  })

  it('should not extrapolate outside the events or guess beside an event without a height', () => {
    expect(tideHeightAt(events, at(-1))).toBeNull()
    expect(tideHeightAt(events, at(13))).toBeNull()
    const unknown: TideEvent[] = [
      events[1] as TideEvent,
      { time: HIGH, type: 'high', heightFt: null },
    ]
    expect(tideHeightAt(unknown, at(3))).toBeNull()
  })
})

describe('tideTrendAt', () => {
  it('should be rising towards a high and falling towards a low, unknown before the first event', () => {
    expect(tideTrendAt(events, at(2))).toBe('rising')
    expect(tideTrendAt(events, at(8))).toBe('falling')
    expect(tideTrendAt(events, at(-2))).toBeNull()
  })
})
