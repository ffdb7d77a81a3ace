import { describe, expect, it } from 'vitest'
import {
  bestWindowOfDays,
  bestWindows,
  formatBestWindow,
  formatWindowHours,
  formatWindowSpan,
  MAX_WINDOWS,
} from './best-windows'
import type { BestWindow, WindowHour } from './best-windows'
import { isDaylightHour } from '../time/daylight'
import type { Daylight } from '../time/daylight'
import type { Rating } from './ratings'
import type { TideEvent } from '../forecast/series'

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

const windows = (hours: WindowHour[]) => bestWindows({ hours, tides, timeZone: TZ, daylight: null })
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
    const [best] = bestWindows({ hours, tides: [], timeZone: TZ, daylight: null })
    expect(best?.why).toBe('GOOD 7–9 AM: 3–4 ft at 12 s, wind 5–9 mph')
  })
})

// Cocoa Beach, Florida: on 27 Nov 2026 first light is 6:27 AM EST and last light
// 5:51 PM (civil twilight, rounded); an hour counts as daylight within half an hour of them.
const NY = 'America/New_York'
const cocoa: Daylight = {
  firstLight: '2026-11-27T11:27:12.000Z',
  sunrise: '2026-11-27T11:52:00.000Z',
  sunset: '2026-11-27T22:26:00.000Z',
  lastLight: '2026-11-27T22:51:40.000Z',
}

/** Every hour of a day in New York (UTC−5 in November), rated by rate(h), daylight by light. */
function dayIn(date: string, light: Daylight, rate: (h: number) => Rating | null): WindowHour[] {
  return Array.from({ length: 24 }, (_, h) => {
    const time = `${date}T${String(h).padStart(2, '0')}:00:00-05:00`
    return { ...hour(h, rate(h)), time, isDaylight: isDaylightHour(time, light) }
  })
}

describe('bestWindows in the light', () => {
  const inNy = (hours: WindowHour[], daylight: Daylight) =>
    bestWindows({ hours, tides: [], timeZone: NY, daylight })

  it('should end a window at last light, with the minutes (Cocoa Beach)', () => {
    const hours = dayIn('2026-11-27', cocoa, (h) => (h >= 7 && h <= 18 ? 'good' : 'not working'))
    const [best] = inNy(hours, cocoa)
    expect(best?.start).toBe('2026-11-27T07:00:00-05:00')
    expect(best?.end).toBe('2026-11-27T17:51:00-05:00')
    expect(best?.hours).toBe(11)
    expect(best?.why).toMatch(/^GOOD 7 AM–5:51 PM, last light: /)
  })

  it('should start a window at first light and end it at last light', () => {
    const hours = dayIn('2026-11-27', cocoa, (h) => (h >= 5 && h <= 19 ? 'good' : 'not working'))
    const [best] = inNy(hours, cocoa)
    expect(best?.why).toMatch(/^GOOD 6:28 AM–5:51 PM, first to last light: /)
    expect(best?.start).toBe('2026-11-27T06:28:00-05:00')
  })

  it('should give no window for an hour after dark, however good', () => {
    const next = {
      ...cocoa,
      firstLight: '2026-11-28T11:28:00.000Z',
      lastLight: '2026-11-28T22:51:00.000Z',
    }
    const hours = dayIn('2026-11-28', next, (h) => (h === 18 ? 'good' : 'not working'))
    expect(hours.find((h) => h.time.includes('T18:'))?.isDaylight).toBe(true)
    expect(inNy(hours, next)).toEqual([])
  })

  it('should give no window with under half an hour of light', () => {
    const early = { ...cocoa, lastLight: '2026-11-27T22:20:00.000Z' } // 5:20 PM
    const hours = dayIn('2026-11-27', early, (h) => (h === 17 ? 'good' : 'not working'))
    expect(inNy(hours, early)).toEqual([])
  })

  it('should clip to 6 AM–6 PM local when the light is unknown', () => {
    const hours = Array.from({ length: 24 }, (_, h) => ({
      ...hour(h, h >= 16 ? 'good' : 'not working'),
      isDaylight: h >= 6 && h <= 18,
    }))
    expect(labels(windows(hours))).toEqual(['GOOD 4–6 PM'])
  })
})

describe('formatWindowSpan', () => {
  it.each([
    ['07:00', '10:00', '7–10 AM'],
    ['07:00', '17:51', '7 AM–5:51 PM'],
    ['06:28', '09:00', '6:28–9 AM'],
    ['21:00', '24:00', '9 PM–12 AM'],
  ])('should write %s to %s as %s, minutes only off the hour', (from, to, text) => {
    const at = (t: string) =>
      t === '24:00' ? '2026-11-28T00:00:00-05:00' : `2026-11-27T${t}:00-05:00`
    expect(formatWindowSpan(at(from), at(to))).toBe(text)
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
