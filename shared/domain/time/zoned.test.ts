import { describe, expect, it } from 'vitest'
import {
  isoWithOffset,
  isTimeZone,
  localDateOf,
  localHourOf,
  localParts,
  zonedFormatter,
} from './zoned'

describe('localParts', () => {
  it.each([
    ['2026-11-21T14:00:00.000Z', 'America/New_York', '2026-11-21', 9, 0],
    ['2026-11-21T03:30:00.000Z', 'America/New_York', '2026-11-20', 22, 30],
    ['2026-11-21T23:00:00.000Z', 'Australia/Sydney', '2026-11-22', 10, 0],
    ['2026-07-01T00:00:00.000Z', 'UTC', '2026-07-01', 0, 0],
    ['2026-07-01T12:15:00.000Z', 'America/Los_Angeles', '2026-07-01', 5, 15],
  ])('should read %s in %s as %s %d:%d', (iso, zone, date, hour, minute) => {
    expect(localParts(iso, zone)).toEqual({ date, hour, minute })
    expect(localDateOf(iso, zone)).toBe(date)
    expect(localHourOf(new Date(iso), zone)).toBe(hour)
  })
})

describe('zonedFormatter', () => {
  it('should give one cached formatter per zone with 2-digit parts and midnight as 00', () => {
    const formatter = zonedFormatter('Asia/Tokyo')
    expect(zonedFormatter('Asia/Tokyo')).toBe(formatter)
    const parts = formatter.formatToParts(Date.parse('2026-03-04T15:05:09.000Z'))
    const part = (type: string) => parts.find((p) => p.type === type)?.value
    expect(['year', 'month', 'day', 'hour', 'minute', 'second'].map(part)).toEqual([
      '2026',
      '03',
      '05',
      '00',
      '05',
      '09',
    ])
  })

  it('should throw a RangeError for a zone the runtime does not know', () => {
    expect(() => zonedFormatter('Mars/Olympus')).toThrow(RangeError)
  })
})

describe('isTimeZone', () => {
  it.each([
    ['Europe/Lisbon', true],
    ['UTC', true],
    ['Mars/Olympus', false],
  ])('should say %s is a time zone: %s', (zone, expected) => {
    expect(isTimeZone(zone)).toBe(expected)
  })
})

describe('isoWithOffset', () => {
  it('should write the local time with the zone offset of that instant', () => {
    expect(isoWithOffset('2026-11-21T15:00:00.000Z', 'America/Los_Angeles')).toBe(
      '2026-11-21T07:00:00-08:00',
    )
    expect(isoWithOffset('2026-07-01T15:00:00.000Z', 'America/Los_Angeles')).toBe(
      '2026-07-01T08:00:00-07:00',
    )
    expect(isoWithOffset('2026-11-21T15:00:00.000Z', 'Asia/Kolkata')).toBe(
      '2026-11-21T20:30:00+05:30',
    )
    expect(isoWithOffset('2026-11-21T15:00:00.000Z', 'UTC')).toBe('2026-11-21T15:00:00+00:00')
  })

  it('should name the same instant it was given', () => {
    const local = isoWithOffset('2026-11-21T23:30:00.000Z', 'Australia/Sydney')
    expect(local).toBe('2026-11-22T10:30:00+11:00')
    expect(new Date(local).toISOString()).toBe('2026-11-21T23:30:00.000Z')
  })
})

describe('localParts around offset changes', () => {
  // The offset is asked once per zone and quarter hour: every instant must still read as Intl
  // reads it, including the minutes either side of a DST change and in 30/45-minute zones.
  const intl = (ms: number, zone: string) => {
    const parts = zonedFormatter(zone).formatToParts(ms)
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
    return {
      date: `${part('year')}-${part('month')}-${part('day')}`,
      hour: Number(part('hour')) % 24,
      minute: Number(part('minute')),
    }
  }
  it.each([
    ['America/New_York', '2026-03-08T06:00:00.000Z'],
    ['America/New_York', '2026-11-01T05:00:00.000Z'],
    ['Europe/London', '2026-10-25T00:00:00.000Z'],
    ['Australia/Lord_Howe', '2026-04-04T14:00:00.000Z'],
    ['Asia/Kathmandu', '2026-11-21T18:00:00.000Z'],
    ['Pacific/Chatham', '2026-04-04T13:00:00.000Z'],
  ])('should read every minute of 4 h in %s from %s as Intl does', (zone, from) => {
    for (let ms = Date.parse(from); ms < Date.parse(from) + 4 * 3_600_000; ms += 60_000) {
      expect(localParts(new Date(ms), zone), new Date(ms).toISOString()).toEqual(intl(ms, zone))
    }
  })

  it('should refuse an instant that is not a time', () => {
    expect(() => localParts('not a time', 'UTC')).toThrow(RangeError)
  })
})
