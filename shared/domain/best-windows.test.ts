import { describe, expect, it } from 'vitest'
import {
  bestWindowOfDays,
  bestWindows,
  formatBestWindow,
  formatWindowHours,
  MAX_WINDOWS,
} from './best-windows'
import type { BestWindow, WindowHour } from './best-windows'
import type { Rating } from './ratings'
import type { TideEvent } from './series'

const TZ = 'America/Los_Angeles'

/** An hour of 2026-11-21 in California (UTC−8); daylight from 6 AM to 5 PM unless told. */
function hour(h: number, rating: Rating | null, over: Partial<WindowHour> = {}): WindowHour {
  return {
    time: `2026-11-21T${String(h).padStart(2, '0')}:00:00-08:00`,
    rating,
    isDaylight: h >= 6 && h <= 17,
    waveHeightMin: 3,
    waveHeightMax: 4,
    swells: [{ periodS: 12 }],
    windSpeed: 5,
    windClassification: 'offshore',
    ...over,
  }
}

/** A whole day of hours, the given hours rated, the rest Not Working. */
function day(rated: Record<number, Rating | null>): WindowHour[] {
  return Array.from({ length: 24 }, (_, h) =>
    hour(h, h in rated ? (rated[h] ?? null) : 'not working'),
  )
}

// Low at 4 AM (0 ft), high at noon (4 ft), low at 8 PM.
const tides: TideEvent[] = [
  { time: '2026-11-21T12:00:00.000Z', type: 'low', heightFt: 0 },
  { time: '2026-11-21T20:00:00.000Z', type: 'high', heightFt: 4 },
  { time: '2026-11-22T04:00:00.000Z', type: 'low', heightFt: 0.5 },
]

const windows = (hours: WindowHour[]) => bestWindows({ hours, tides, timeZone: TZ })
const labels = (list: BestWindow[]) => list.map((w) => w.why.split(':')[0])

describe('bestWindows', () => {
  it('should say when, how good and why, in the words a surfer uses', () => {
    const [best] = windows(day({ 7: 'good', 8: 'good', 9: 'good' }))
    expect(best).toEqual({
      start: '2026-11-21T07:00:00-08:00',
      end: '2026-11-21T10:00:00-08:00',
      hours: 3,
      rating: 'good',
      why: 'GOOD 7–10 AM: 3–4 ft at 12 s, offshore 5 mph, rising mid tide',
    })
  })

  it('should put the better rating first, then the longer window, then the earlier', () => {
    const list = windows(
      day({ 7: 'good', 8: 'good', 10: 'rideable', 11: 'rideable', 12: 'rideable', 15: 'firing' }),
    )
    expect(labels(list)).toEqual(['FIRING 3–4 PM', 'GOOD 7–9 AM', 'RIDEABLE 10 AM–1 PM'])
  })

  it('should list two equal windows earlier first', () => {
    const list = windows(day({ 7: 'good', 8: 'good', 13: 'good', 14: 'good' }))
    expect(labels(list)).toEqual(['GOOD 7–9 AM', 'GOOD 1–3 PM'])
  })

  it('should leave the night out, however good it is', () => {
    const list = windows(
      day({ 2: 'epic', 3: 'epic', 4: 'epic', 16: 'good', 17: 'good', 18: 'good' }),
    )
    expect(labels(list)).toEqual(['GOOD 4–6 PM'])
  })

  it('should break a window at an hour without a rating or a missing hour', () => {
    const hours = day({ 7: 'good', 8: null, 9: 'good', 10: 'good', 12: 'good' }).filter(
      (h) => !h.time.includes('T11:'),
    )
    expect(labels(windows(hours))).toEqual(['GOOD 9–11 AM', 'GOOD 7–8 AM', 'GOOD 12–1 PM'])
  })

  it('should give at most three windows and none on a day that is not working', () => {
    const many = windows(day({ 6: 'good', 8: 'good', 10: 'good', 12: 'good', 14: 'good' }))
    expect(many).toHaveLength(MAX_WINDOWS)
    expect(windows(day({}))).toEqual([])
  })

  it('should give wind as a range and leave out what is unknown', () => {
    const hours = day({ 7: 'good', 8: 'good' }).map((h) =>
      h.time.includes('T08:')
        ? { ...h, windSpeed: 9, windClassification: 'cross-shore' as const }
        : h,
    )
    const [best] = bestWindows({ hours, tides: [], timeZone: TZ })
    expect(best?.why).toBe('GOOD 7–9 AM: 3–4 ft at 12 s, wind 5–9 mph')
  })
})

describe('formatWindowHours', () => {
  it('should name the meridiem once when both ends share it', () => {
    expect(formatWindowHours(7, 10)).toBe('7–10 AM')
    expect(formatWindowHours(11, 14)).toBe('11 AM–2 PM')
    expect(formatWindowHours(12, 15)).toBe('12–3 PM')
    expect(formatWindowHours(21, 24)).toBe('9 PM–12 AM')
  })
})

describe('bestWindowOfDays', () => {
  const good = windows(day({ 7: 'good', 8: 'good', 9: 'good' }))
  const firing = windows(day({ 15: 'firing' }))

  it('should pick the best window of the five days, the earlier day on a tie', () => {
    const days = [
      { date: '2026-11-25', bestWindows: [] },
      { date: '2026-11-26', bestWindows: good },
      { date: '2026-11-27', bestWindows: good },
    ]
    const best = bestWindowOfDays(days)
    expect(best?.date).toBe('2026-11-26')
    expect(best && formatBestWindow(best)).toBe('Best: Thu 7–10 AM · GOOD')
    expect(bestWindowOfDays([...days, { date: '2026-11-28', bestWindows: firing }])?.date).toBe(
      '2026-11-28',
    )
  })

  it('should be null when no day has a window', () => {
    expect(bestWindowOfDays([{ date: '2026-11-25', bestWindows: [] }])).toBeNull()
  })
})
