import { describe, expect, it } from 'vitest'
import type { TideEvent } from './series'
import {
  describeTides,
  formatClockTime,
  localClockTime,
  nextTide,
  parseClockTime,
  pickNextTides,
  tidesOnDate,
} from './tides'

describe('parseClockTime', () => {
  it.each([
    ['6:30 AM', 390],
    ['6:30AM', 390],
    ['6:30 am', 390],
    ['6:30 p.m.', 1110],
    ['12:00 AM', 0],
    ['12:05 PM', 725],
    ['11:59 PM', 1439],
    ['18:30', 1110],
    ['0:00', 0],
    ['13:00 PM', null],
    ['0:30 AM', null],
    ['6:60 AM', null],
    ['24:00', null],
    ['noon', null],
    ['', null],
    [null, null],
  ])('should read %j as %j minutes', (text, minutes) => {
    expect(parseClockTime(text)).toBe(minutes)
  })
})

describe('formatClockTime', () => {
  it.each([
    [0, '12:00 AM'],
    [390, '6:30 AM'],
    [720, '12:00 PM'],
    [725, '12:05 PM'],
    [1439, '11:59 PM'],
    [1440, '12:00 AM'],
    [-30, '11:30 PM'],
  ])('should write %d minutes as %s', (minutes, text) => {
    expect(formatClockTime(minutes)).toBe(text)
  })
})

describe('nextTide', () => {
  it.each([
    // now, high, low → type, time, minutes until
    [300, '6:30 AM', '12:45 PM', 'high', '6:30 AM', 90],
    [400, '6:30 AM', '12:45 PM', 'low', '12:45 PM', 365],
    [390, '6:30 AM', '12:45 PM', 'high', '6:30 AM', 0],
    [1380, '6:30 AM', '12:45 PM', 'high', '6:30 AM', 450],
    [800, '6:30 AM', '12:45 PM', 'high', '6:30 AM', 1030],
    [800, null, '12:45 PM', 'low', '12:45 PM', 1405],
  ] as const)(
    'should pick at minute %d of %j / %j the %s tide at %s',
    (now, high, low, ...rest) => {
      const [type, time, minutesUntil] = rest
      expect(nextTide({ tideHigh: high, tideLow: low, nowMinutes: now })).toEqual({
        type,
        time,
        minutesUntil,
      })
    },
  )

  it('should give null when neither time parses', () => {
    expect(nextTide({ tideHigh: 'n/a', tideLow: undefined, nowMinutes: 0 })).toBeNull()
  })
})

const EVENTS: TideEvent[] = [
  { time: '2026-11-21T15:40:00.000Z', type: 'high', heightFt: 5.1 },
  { time: '2026-11-21T08:09:00.000Z', type: 'high', heightFt: 5.449 },
  { time: '2026-11-21T14:35:00.000Z', type: 'low', heightFt: 0.189 },
  { time: '2026-11-22T02:10:00.000Z', type: 'low', heightFt: null },
]

describe('pickNextTides', () => {
  it.each([
    ['2026-11-21T00:00:00.000Z', '2026-11-21T08:09:00.000Z', '2026-11-21T14:35:00.000Z'],
    ['2026-11-21T08:09:00.000Z', '2026-11-21T08:09:00.000Z', '2026-11-21T14:35:00.000Z'],
    ['2026-11-21T09:00:00.000Z', '2026-11-21T15:40:00.000Z', '2026-11-21T14:35:00.000Z'],
    ['2026-11-21T16:00:00.000Z', null, '2026-11-22T02:10:00.000Z'],
    ['2026-11-23T00:00:00.000Z', null, null],
  ])('should pick at %s high %j and low %j', (now, high, low) => {
    const next = pickNextTides(EVENTS, new Date(now))
    expect(next.high?.time ?? null).toBe(high)
    expect(next.low?.time ?? null).toBe(low)
  })
})

describe('local tide text', () => {
  it('should write an instant as local clock time', () => {
    expect(localClockTime('2026-11-21T08:09:00.000Z', 'America/New_York')).toBe('3:09 AM')
  })

  it('should keep only the events of a local date, in order', () => {
    const day = tidesOnDate(EVENTS, '2026-11-21', 'America/New_York')
    expect(day.map((e) => e.time)).toEqual([
      '2026-11-21T08:09:00.000Z',
      '2026-11-21T14:35:00.000Z',
      '2026-11-21T15:40:00.000Z',
      '2026-11-22T02:10:00.000Z',
    ])
    expect(tidesOnDate(EVENTS, '2026-11-22', 'America/New_York')).toEqual([])
  })

  it('should describe a day of tides', () => {
    expect(describeTides(EVENTS.slice(0, 3), 'America/New_York')).toBe(
      'High 3:09 AM (5.4 ft), Low 9:35 AM (0.2 ft), High 10:40 AM (5.1 ft)',
    )
    expect(describeTides(EVENTS.slice(1, 3), 'America/New_York', { heights: false })).toBe(
      'High 3:09 AM, Low 9:35 AM',
    )
    expect(describeTides([], 'UTC')).toBe('')
  })
})
