import { describe, expect, it } from 'vitest'
import { shoreFacing } from './wind'
import { rateDay } from './rate-day'
import { rateHourAlone } from './daily-values'
import { hoursFrom } from '../forecast/test-support'

// UTC day; beach faces 100°. Wind from 270° is offshore, from 100° onshore.
const day = (wind: (hour: number) => [mph: number | null, deg: number]) =>
  hoursFrom('2026-11-21T00:00:00.000Z', 24, (hour) => {
    const [windSpeedMph, windDirectionDeg] = wind(hour)
    return { waveHeightFt: 5, swellPeriodS: 13, windSpeedMph, windDirectionDeg }
  })

describe('rateDay', () => {
  it.each<[string, string, number, number, (h: number) => [number | null, number]]>([
    ['offshore morning, onshore afternoon', 'epic', 6, 9, (h) => (h < 11 ? [5, 270] : [14, 100])],
    ['onshore until an offshore evening', 'epic', 16, 19, (h) => (h >= 16 ? [5, 270] : [14, 100])],
    ['onshore chop all day', 'not working', 6, 9, () => [14, 100]],
    ['cross-shore all day', 'good', 6, 9, () => [12, 190]],
    ['glassy onshore all day', 'good', 6, 9, () => [2, 100]],
    ['wind known from noon only', 'epic', 12, 15, (h) => (h < 12 ? [null, 270] : [5, 270])],
  ])('should rate a day with %s as %s from %d to %d', (_name, rating, start, end, wind) => {
    const result = rateDay({ hours: day(wind), timeZone: 'UTC', shore: shoreFacing(100) })
    expect(result?.result.rating).toBe(rating)
    expect([result?.startHour, result?.endHour]).toEqual([start, end])
  })

  it('should rate each hour with the given rater, the same as without it', () => {
    const hours = day((h) => (h < 11 ? [5, 270] : [14, 100]))
    const shore = shoreFacing(100)
    const asked: string[] = []
    const rater = (h: (typeof hours)[number]) => (asked.push(h.time), rateHourAlone(h, shore))
    const shared = rateDay({ hours, timeZone: 'UTC', shore, rater })
    expect(shared).toEqual(rateDay({ hours, timeZone: 'UTC', shore }))
    expect(asked).toHaveLength(13) // 6:00-18:00, each hour once
  })

  it('should prefer the calmer of two windows that rate the same', () => {
    const wind = (h: number): [number, number] => [h >= 12 && h < 15 ? 13 : 15, 190]
    const result = rateDay({ hours: day(wind), timeZone: 'UTC', shore: shoreFacing(100) })
    expect(result).toMatchObject({ startHour: 12, endHour: 15, result: { rating: 'good' } })
  })

  it('should rate a session by its worst hour', () => {
    const wind = (h: number): [number, number] => (h === 7 ? [14, 100] : [5, 270])
    const result = rateDay({ hours: day(wind), timeZone: 'UTC', shore: shoreFacing(100) })
    expect([result?.startHour, result?.endHour]).toEqual([8, 11])
  })

  it('should explain the rating with the worst hour of the session', () => {
    const wind = (h: number): [number, number] => [h === 6 ? 12 : 16, 190]
    const result = rateDay({ hours: day(wind), timeZone: 'UTC', shore: shoreFacing(100) })
    expect(result).toMatchObject({ startHour: 6, endHour: 9, result: { rating: 'rideable' } })
    expect(result?.input.windSpeedMph).toBe(16)
  })

  it('should not let night hours decide the day', () => {
    const wind = (h: number): [number, number] => (h < 6 ? [2, 270] : [14, 100])
    const result = rateDay({ hours: day(wind), timeZone: 'UTC', shore: shoreFacing(100) })
    expect(result?.result.rating).toBe('not working')
  })

  it('should rate a day with fewer hours than a window on all of them', () => {
    const hours = day(() => [5, 270]).slice(7, 9)
    const result = rateDay({ hours, timeZone: 'UTC', shore: shoreFacing(100) })
    expect(result).toMatchObject({ startHour: 7, endHour: 9, result: { rating: 'epic' } })
  })

  it('should give null for a day without hours', () => {
    expect(rateDay({ hours: [], timeZone: 'UTC', shore: shoreFacing(100) })).toBeNull()
  })
})

describe('rateDay in daylight', () => {
  // A short far-north winter day: first light 09:35, last light 16:10 UTC.
  const daylight = {
    firstLight: '2026-11-21T09:35:00.000Z',
    sunrise: '2026-11-21T10:00:00.000Z',
    sunset: '2026-11-21T15:30:00.000Z',
    lastLight: '2026-11-21T16:10:00.000Z',
  }
  const wind = (h: number): [number, number] => (h < 9 ? [3, 270] : [14, 100])

  it('should not rate a glassy offshore hour before first light', () => {
    const fixed = rateDay({ hours: day(wind), timeZone: 'UTC', shore: shoreFacing(100) })
    expect(fixed?.result.rating).toBe('epic')
    const lit = rateDay({ hours: day(wind), timeZone: 'UTC', shore: shoreFacing(100), daylight })
    expect(lit?.result.rating).toBe('not working')
    expect(lit?.startHour).toBeGreaterThanOrEqual(10)
  })

  it('should rate an evening session up to last light, past the old 18:00 cut in summer', () => {
    const summer = {
      firstLight: '2026-11-21T03:40:00.000Z',
      sunrise: '2026-11-21T04:20:00.000Z',
      sunset: '2026-11-21T20:30:00.000Z',
      lastLight: '2026-11-21T21:10:00.000Z',
    }
    const late = (h: number): [number, number] => (h >= 19 ? [4, 270] : [14, 100])
    const fixed = rateDay({ hours: day(late), timeZone: 'UTC', shore: shoreFacing(100) })
    expect(fixed?.result.rating).toBe('not working')
    const lit = rateDay({
      hours: day(late),
      timeZone: 'UTC',
      shore: shoreFacing(100),
      daylight: summer,
    })
    expect(lit).toMatchObject({ result: { rating: 'epic' }, startHour: 19, endHour: 22 })
  })
})
