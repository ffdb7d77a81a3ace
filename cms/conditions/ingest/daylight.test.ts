import { describe, expect, it } from 'vitest'
import { localClockTime } from '../../../shared/domain/forecast/tides'
import { daylightFor, daylightOn } from './daylight'

const NYC = { latitude: 40.7128, longitude: -74.006, timeZone: 'America/New_York' }
const minutes = (clock: string): number => {
  const [, h, m, ampm] = /^(\d+):(\d+) (AM|PM)$/.exec(clock) ?? []
  return ((Number(h) % 12) + (ampm === 'PM' ? 12 : 0)) * 60 + Number(m)
}

describe('daylightOn', () => {
  // Published almanac values for New York City (US Naval Observatory tables, as timeanddate.com
  // also gives them): 21 June sunrise 5:25 AM EDT, sunset 8:31 PM; 21 December sunrise 7:17 AM
  // EST, sunset 4:32 PM.
  it.each([
    ['2026-06-21', '5:25 AM', '8:31 PM'],
    ['2026-12-21', '7:17 AM', '4:32 PM'],
  ])('should give New York on %s a sunrise of %s and a sunset of %s, ±2 min', (date, rise, set) => {
    const day = daylightOn(date, NYC)
    expect(day).not.toBeNull()
    const at = (iso: string) => minutes(localClockTime(iso, NYC.timeZone))
    expect(Math.abs(at(day?.sunrise ?? '') - minutes(rise))).toBeLessThanOrEqual(2)
    expect(Math.abs(at(day?.sunset ?? '') - minutes(set))).toBeLessThanOrEqual(2)
  })

  it('should put first light before sunrise and last light after sunset, on the asked local date', () => {
    const honolulu = { latitude: 21.665, longitude: -158.053, timeZone: 'Pacific/Honolulu' }
    const day = daylightOn('2026-11-21', honolulu)
    const t = (iso: string | undefined) => Date.parse(iso ?? '')
    expect(t(day?.firstLight)).toBeLessThan(t(day?.sunrise))
    expect(t(day?.sunset)).toBeLessThan(t(day?.lastLight))
    expect(localClockTime(day?.sunrise ?? '', honolulu.timeZone)).toMatch(/^6:\d\d AM$/)
  })

  it('should give null where the sun does not rise (polar night)', () => {
    const tromso = { latitude: 69.65, longitude: 18.96, timeZone: 'Europe/Oslo' }
    expect(daylightOn('2026-12-21', tromso)).toBeNull()
    expect(daylightFor(['2026-12-21', '2026-06-01'], tromso).size).toBeLessThanOrEqual(1)
  })
})
